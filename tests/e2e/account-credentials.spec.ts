import { createVerifiedUser, mailedLink, password, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 2: a member changes their password on /profile (the other device
// is signed out), and their email through the link mailed to the new address.

const newPassword = "Harbour-Lights-19";

const noSidewaysScroll = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test(`A member changes their password and their other device is signed out (${width} px)`, async ({
    page,
    request,
    signInAs,
    pageSignedInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("password");
    await createVerifiedUser(request, email);
    await signInAs(page, email);
    const phone = await pageSignedInAs(email);
    await phone.goto("/profile");
    await expect(phone.getByRole("heading", { name: "Security" })).toBeVisible();

    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByLabel("Current password")).toBeFocused();
    await expect(section.getByRole("checkbox", { name: "Sign out other devices" })).toBeChecked();

    // A wrong current password is refused in words and nothing changes.
    await section.getByLabel("Current password").fill("Not-my-pass-7");
    await section.getByLabel("New password").fill(newPassword);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByRole("alert")).toContainText("Your current password is not correct.");
    await expect(section.getByLabel("Current password")).toBeFocused();
    await page.screenshot({ path: `/tmp/credentials-password-${width}.png`, fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);

    await section.getByLabel("Current password").fill(password);
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByRole("status")).toContainText(
      "Your password was changed and your other devices were signed out.",
    );

    // This device stays signed in; the phone is sent to sign in on its next page.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
    await phone.reload();
    await expect(phone).toHaveURL(/\/auth/);
    await page.screenshot({ path: `/tmp/credentials-password-done-${width}.png`, fullPage: true });
  });

  test(`A member changes their email through the link sent to the new address (${width} px)`, async ({
    page,
    request,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("before");
    const newEmail = uniqueEmail("after");
    await createVerifiedUser(request, email);
    await signInAs(page, email);

    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Email address" });
    // The Account details card points to the Security section, where the address changes.
    const toSecurity = page.getByRole("link", { name: "Security", exact: true });
    await expect(toSecurity).toBeVisible();
    await page.screenshot({ path: `/tmp/credentials-details-${width}.png` });
    await toSecurity.click();
    await expect(page).toHaveURL(/\/profile#security$/);
    await expect(section.getByRole("button", { name: "Change email" })).toBeInViewport();
    await expect(section).toContainText(`You sign in and get mail at ${email}.`);
    await section.getByRole("button", { name: "Change email" }).click();
    await section.getByLabel("New email address").fill(newEmail);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(section.getByRole("status")).toContainText(`Check ${newEmail}`);
    await page.screenshot({ path: `/tmp/credentials-email-sent-${width}.png`, fullPage: true });
    expect(await noSidewaysScroll(page)).toBe(true);

    // The old address is told; nothing changes until the link is opened.
    await mailedLink(request, email, /A change of your email address was requested/);
    const link = await mailedLink(request, newEmail, /Confirm your new email address/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/profile\?email-changed=1/);
    await expect(section.getByRole("status")).toContainText("Your email address was changed.");
    await expect(section).toContainText(`You sign in and get mail at ${newEmail}.`);
    await mailedLink(request, email, /Your email address was changed/);
    await page.screenshot({ path: `/tmp/credentials-email-done-${width}.png`, fullPage: true });
  });
}
