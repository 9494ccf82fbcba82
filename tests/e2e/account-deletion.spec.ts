import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, submitSignIn, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 10: a member deletes their account from /profile, is signed out
// and told they have 14 days to change their mind; signing in again cancels it.

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test(`A member deletes their account, is signed out and told about the 14 days; signing in again keeps it (${width} px)`, async ({
    page,
  }) => {
    const email = uniqueEmail("deletion");
    await createVerifiedUser(page.request, email);
    await page.setViewportSize({ width, height: 900 });
    // Signed in with the password through the form: the proof this change needs.
    expect((await signIn(page, email)).status()).toBe(200);
    await page.goto("/profile");

    const section = page.getByRole("region", { name: "Delete my account" });
    await expect(section.getByText("You have 14 days to change your mind.")).toBeVisible();
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("your posts, comments, reactions and votes");
    await expect(dialog).toContainText("Sign in again within 14 days and nothing will be deleted.");
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `/tmp/deletion-dialog-${width}.png` });

    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep my account" }).click();
    await expect(dialog).toBeHidden();
    await section.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("button", { name: "Delete my account" }).click();

    await expect(page).toHaveURL("/auth");
    const told = page.getByText(
      /^You have been signed out\. Your account will be deleted on .+\. Changed your mind\? Sign in again before then and nothing will be deleted\.$/,
    );
    await expect(told).toBeVisible();
    expect((await (await page.request.get("/api/me")).json()).viewer).toBeNull();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `/tmp/deletion-signed-out-${width}.png` });

    // Signing in again within the 14 days cancels it, and says so.
    expect((await submitSignIn(page, email)).status()).toBe(200);
    const welcome = page.getByText(
      "Welcome back. Your account will not be deleted: signing in cancelled its deletion.",
    );
    await expect(welcome).toBeVisible();
    await page.screenshot({ path: `/tmp/deletion-cancelled-${width}.png` });
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(welcome).toBeHidden();
    expect((await (await page.request.get("/api/account/deletion")).json()).dueAt).toBeNull();
  });
}
