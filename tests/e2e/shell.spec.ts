import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, createMember, ensureAdminAccount } from "../support/e2e-community.ts";
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

/**
 * Holds the browser's requests for the built file whose name starts `name` until `release`
 * runs; `asked` says whether one came (the press asked for the code).
 */
async function holdChunk(page: Page, name: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { asked: false, release: () => release() };
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    held.asked = true;
    await released;
    await route.continue();
  });
  return held;
}

test("On a server-drawn feed the bell and the account menu answer a press made before their menus' code has come", async ({
  request,
  signInAs,
  page,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "early-press", "miami");
  await admin.dispose();
  await signInAs(page, member);
  const bellMenu = await holdChunk(page, "notification-menu");
  const accountMenu = await holdChunk(page, "account-menu-content");

  await page.goto("/city/miami/feed");
  // The feed came drawn by the server, the nav's controls in it.
  await expect(page.getByRole("heading", { level: 1, name: "Miami feed" })).toBeVisible();

  // A press on the bell while its menu's code is held: nothing yet, then the menu once it comes.
  // Its name counts the unread: the approval of the member's request is one.
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await bell.click();
  await expect.poll(() => bellMenu.asked).toBe(true);
  await expect(page.getByRole("menu")).toHaveCount(0);
  bellMenu.release();
  await expect(page.getByRole("menuitem", { name: "See all notifications" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  // The account menu by keyboard: Enter before its code came opens it on its first item.
  const account = page.getByRole("button", { name: "Account menu" });
  await account.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => accountMenu.asked).toBe(true);
  await expect(page.getByRole("menu")).toHaveCount(0);
  accountMenu.release();
  await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(account).toBeFocused();

  // Messages is a link from the first paint: one press goes there.
  await page.getByRole("link", { name: /^Messages/ }).click();
  await expect(page).toHaveURL("/messages");
});
