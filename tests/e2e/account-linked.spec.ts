import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { oidcAccount, oidcIssuer, oidcName } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 7: a member who signed up with email links the city's sign-in
// provider from /profile, signs out, signs in with the provider into the same
// account, and unlinks it again.

const waysOf = (page: Page) => page.getByRole("region", { name: "Ways to sign in" });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The provider's own login and consent pages, as many as it shows (it remembers a
 * recent sign-in and consent), until it sends the browser back to `then`.
 */
async function passProvider(page: Page, then: RegExp) {
  for (let step = 0; step < 4; step++) {
    await page.waitForURL(
      (url) => url.href.startsWith(oidcIssuer) || then.test(`${url.pathname}${url.search}`),
    );
    if (!page.url().startsWith(oidcIssuer)) return;
    const login = page.locator('input[name="login"]');
    const consent = page.getByRole("button", { name: "Continue" });
    await expect(login.or(consent)).toBeVisible();
    const at = page.url();
    if (await login.isVisible()) {
      await login.fill(oidcAccount.login);
      await page.locator('input[name="password"]').fill("any password works here");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await consent.click();
    }
    await page.waitForURL((url) => url.href !== at);
  }
}

test("A member links Coastal ID from their profile, signs in with it, and unlinks it", async ({
  page,
}) => {
  const email = uniqueEmail("linked");
  await createVerifiedUser(page.request, email);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Signed in with the password through the form: a fresh proof for linking.
  expect((await signIn(page, email)).status()).toBe(200);
  await page.goto("/profile");

  const ways = waysOf(page);
  await expect(ways.getByText("Password", { exact: true })).toBeVisible();
  await expect(ways.getByText("Not linked")).toBeVisible();
  await ways.getByRole("button", { name: `Link ${oidcName}` }).click();
  await page.waitForURL((url) => url.href.startsWith(oidcIssuer));
  await passProvider(page, /^\/profile/);
  await expect(page.getByText(`${oidcName} is linked. You can now sign in with it.`)).toBeVisible();
  // The address is cleaned, so a reload does not say it again.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(ways.getByRole("button", { name: `Unlink ${oidcName}` })).toBeVisible();
  await ways.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/linked-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await ways.scrollIntoViewIfNeeded();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "/tmp/linked-390.png" });

  // Signed out, then in again with the provider: the same Coastal account.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("button", { name: `Continue with ${oidcName}` }).click();
  await passProvider(page, /^\/communities/);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.viewer.email).toBe(email);

  // Unlinked again, after a confirmation; the password stays.
  await page.goto("/profile");
  await ways.getByRole("button", { name: `Unlink ${oidcName}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Unlink ${oidcName}?` });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "/tmp/linked-unlink-390.png" });
  await dialog.getByRole("button", { name: "Unlink" }).click();
  await expect(dialog).toBeHidden();
  await expect(ways.getByText("Not linked")).toBeVisible();
  await expect(ways.getByText("Password", { exact: true })).toBeVisible();
});
