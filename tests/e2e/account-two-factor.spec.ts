import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page } from "@playwright/test";
import { createVerifiedUser, submitSignIn, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 4: a member turns on an authenticator app from /profile and then
// signs in with it. The codes are computed here from the setup key read off the page,
// as the member's phone would compute them.

/** The code an authenticator app shows now for the setup key on the page. */
const codeFor = (setupKey: string) =>
  createOTP(new Uint8Array(base32.decode(setupKey.replace(/\s/g, ""))), {
    digits: 6,
    period: 30,
  }).totp();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test(`A member sets up an authenticator app and signs in with its code (${width} px)`, async ({
    page,
    request,
    signInAs,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("totp");
    await createVerifiedUser(request, email);
    await signInAs(page, email);

    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Two-step verification" });
    await expect(section.getByText("Off", { exact: true })).toBeVisible();
    // Signed in a moment ago: a recent proof already, so no password is asked again.
    await section.getByRole("button", { name: "Set up authenticator app" }).click();
    await expect(
      section.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const setupKey = (await section.getByTestId("two-factor-secret").textContent()) ?? "";
    expect(setupKey).toMatch(/^[A-Z2-7 ]+$/);
    await section.screenshot({ path: `/tmp/two-factor-setup-${width}.png` });
    expect(await noSidewaysScroll(page)).toBe(true);

    // A wrong first code turns nothing on.
    const right = await codeFor(setupKey);
    const wrong = right === "000000" ? "111111" : "000000";
    await section.getByLabel("Code from the app").fill(wrong);
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByRole("alert")).toContainText("That code is not correct.");
    await expect(section.getByLabel("Code from the app")).toBeFocused();

    await section.getByLabel("Code from the app").fill(await codeFor(setupKey));
    await section.getByRole("button", { name: "Turn on" }).click();
    await expect(section.getByRole("heading", { name: "Save your backup codes" })).toBeFocused();
    const codes = section.getByTestId("backup-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("coastal-backup-codes.txt");
    await section.screenshot({ path: `/tmp/two-factor-backup-codes-${width}.png` });
    expect(await noSidewaysScroll(page)).toBe(true);
    await section.getByRole("button", { name: "I saved my codes" }).click();
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await expect(section).toContainText("You have 10 backup codes left.");
    await section.screenshot({ path: `/tmp/two-factor-on-${width}.png` });

    // Another browser: the password alone is not enough, and no session exists yet.
    const other = await browser.newContext({ viewport: { width, height: 900 } });
    const phone = await other.newPage();
    await phone.goto("/auth");
    expect((await submitSignIn(phone, email)).status()).toBe(200);
    await expect(phone.getByRole("heading", { name: "Enter your code" })).toBeFocused();
    // Only the code step: the other ways to sign in wait until it is done or left.
    await expect(phone.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    expect((await (await phone.request.get("/api/auth/get-session")).json()) ?? null).toBeNull();
    await phone.screenshot({ path: `/tmp/two-factor-sign-in-${width}.png`, fullPage: true });
    expect(await noSidewaysScroll(phone)).toBe(true);

    await phone.getByLabel("Authenticator code").fill(await codeFor(setupKey));
    await phone.getByRole("checkbox", { name: "Trust this device for 30 days" }).check();
    await phone.getByRole("button", { name: "Verify" }).click();
    await expect(phone).not.toHaveURL(/\/auth/);
    const session = await (await phone.request.get("/api/auth/get-session")).json();
    expect(session?.user?.email).toBe(email);
  });
}
