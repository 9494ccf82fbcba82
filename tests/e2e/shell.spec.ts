import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { ensureAdminAccount } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

const sectionLinks = ["Feed", "Marketplace", "Properties", "Events", "Dining", "Shopping"];

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  return page.getByRole("menu");
}

async function logOut(page: Page) {
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

test("Visitors see Login and none of the community sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  for (const name of sectionLinks) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
});

test("Unknown addresses redirect to the landing page", async ({ page }) => {
  await page.goto("/nope");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});

test("Admins land on the dashboard and find it in the account menu", async ({ page, request }) => {
  await ensureAdminAccount(request);
  await signIn(page, adminEmail);
  await expect(page).toHaveURL("/admin");

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Personal Profile" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Profile Settings" })).toHaveCount(0);
  await logOut(page);
});

test("Members find Profile Settings in the account menu and can log out", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("member");
  await createVerifiedUser(request, email);
  await signIn(page, email);
  await expect(page).toHaveURL("/communities");

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
  await logOut(page);
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
});
