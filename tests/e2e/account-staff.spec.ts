import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page } from "@playwright/test";
import { createVerifiedUser, mailedLink, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { giveSecondFactor } from "../support/e2e-staff-factor.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 6 (decision 067): staff must use a second factor. An admin without
// one is held at setup on sign-in, sets up an authenticator app with codes computed
// here from the secret read off the page, and then reaches the dashboard; an admin
// with one sees who has a factor in the Users tab and resets a member's.

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The code an authenticator app shows now for the setup key on the page. */
async function codeFor(setupKey: string) {
  const secret = new Uint8Array(base32.decode(setupKey.replace(/\s+/g, "")));
  return createOTP(secret, { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000));
}

/** A new verified account that the admin makes an admin: it has no second factor yet. */
async function newAdminWithoutFactor(request: Parameters<typeof adminSession>[0]) {
  const admin = await adminSession(request);
  const email = uniqueEmail("staff");
  await createVerifiedUser(request, email);
  const session = await apiSession(email);
  const { viewer } = (await (await session.get("/api/me")).json()) as { viewer: { id: string } };
  await session.dispose();
  const granted = await admin.post(`/api/admin/users/${viewer.id}/role`, {
    data: { role: "admin" },
  });
  expect(granted.status(), await granted.text()).toBe(204);
  await admin.dispose();
  return email;
}

test("An admin without a second factor is held at setup, sets up an authenticator app, and reaches the dashboard", async ({
  page,
  request,
}) => {
  const email = await newAdminWithoutFactor(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  // Admins land on the dashboard, which holds them at setup instead of the tools.
  await expect(page).toHaveURL("/admin");
  await expect(
    page.getByRole("heading", { level: 1, name: "Set up a second factor first" }),
  ).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "/tmp/staff-hold-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/staff-hold-1280.png", fullPage: true });
  // The server holds them too, whatever the page shows.
  const refused = await page.request.get("/api/admin/users");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("SECOND_FACTOR_REQUIRED");

  await page.getByRole("link", { name: "Set up a second factor" }).click();
  await expect(page).toHaveURL("/profile#security");
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const setupKey = await page.getByTestId("two-factor-secret").textContent();
  expect(setupKey).toMatch(/[A-Z2-7]/);
  await page.getByLabel("Code from the app").fill(await codeFor(setupKey ?? ""));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(
    page.getByText("Two-step verification is on. We sent you an email about it."),
  ).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Users", exact: true })).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(200);
});

test("An admin sees who has a second factor and resets a member's after confirming; the member is emailed", async ({
  page,
  request,
  signInAs,
}) => {
  await adminSession(request);
  const email = uniqueEmail("lost-phone");
  await createVerifiedUser(request, email);
  const member = await apiSession(email);
  await giveSecondFactor(member);
  await member.dispose();
  const username = email.split("@")[0] as string;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, adminEmail);
  await page.goto(`/admin?tab=users`);
  const panel = page.getByRole("tabpanel", { name: "Users" });
  await panel.getByLabel("Search users").fill(email);
  await panel.getByLabel("Search users").press("Enter");
  const row = panel.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("2FA on")).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "/tmp/staff-users-390.png", fullPage: true });

  await row.getByRole("button", { name: `Reset 2FA ${username}` }).click();
  const dialog = page.getByRole("alertdialog", {
    name: `Reset the second factors of ${username}?`,
  });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "/tmp/staff-reset-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/staff-reset-1280.png" });
  await dialog.getByRole("button", { name: "Reset second factors" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("No 2FA")).toBeVisible();
  await expect(row.getByRole("button", { name: /Reset 2FA/ })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/staff-users-1280.png", fullPage: true });
  expect(
    await mailedLink(request, email, /An administrator reset your two-step verification/),
  ).toContain("/profile");
});
