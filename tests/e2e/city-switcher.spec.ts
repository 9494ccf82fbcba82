import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, createMember, joinApproved } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

const switcher = (page: Page, city: string) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: `Community: ${city}` });

test("A member of two cities switches city, and the choice survives a reload and a new sign-in", async ({
  page,
  request,
}) => {
  // Ana joins Gold Coast, then Miami: Miami, the newest, is her active community.
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "switch-ana", "gold-coast");
  await joinApproved(admin, ana, "miami");

  await signIn(page, ana);
  await expect(page).toHaveURL("/city/miami/profile");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Feed" }).click();
  await expect(page).toHaveURL("/city/miami/feed");

  // By keyboard: open the switcher, move to Gold Coast, pick it.
  await switcher(page, "Miami").focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  const current = menu.getByRole("menuitemradio", { name: "Miami" });
  await expect(current).toHaveAttribute("aria-checked", "true");
  await expect(current).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "Gold Coast" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/city/gold-coast/feed");
  await expect(switcher(page, "Gold Coast")).toBeVisible();

  // The shortcuts follow the choice.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Dining" })
    .click();
  await expect(page).toHaveURL("/city/gold-coast/dining");

  await page.reload();
  await expect(switcher(page, "Gold Coast")).toBeVisible();

  // Signed out and in again: she lands in, and still works in, Gold Coast.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await signIn(page, ana);
  await expect(page).toHaveURL("/city/gold-coast/profile");
  await expect(switcher(page, "Gold Coast")).toBeVisible();
  await page.goto("/feed");
  await expect(page).toHaveURL("/city/gold-coast/feed");
  await admin.dispose();
});

test("A member of two cities posts to the other one from Create a Post and lands on its feed", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const ben = await createMember(request, admin, "post-ben", "cape-town");
  await joinApproved(admin, ben, "miami");

  await signIn(page, ben);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.getByRole("link", { name: "Create a Post" }).click();
  await expect(page).toHaveURL("/create-post");
  await expect(page.getByRole("heading", { level: 1, name: "Create a Post" })).toBeVisible();
  // The active community is chosen first; Ben picks his other one.
  const community = page.getByLabel("Community");
  await expect(community).toHaveValue("miami");
  await community.selectOption({ label: "Cape Town" });
  const text = `Table Mountain is clear today ${Date.now()}`;
  await page.getByLabel("What's happening in Cape Town?").fill(text);
  await page.getByRole("button", { name: "Post", exact: true }).click();

  await expect(page).toHaveURL("/city/cape-town/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Cape Town feed" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
  // Not a shortcut of the page: it is in Cape Town's feed on the server too.
  await page.reload();
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
  await page.goto("/city/miami/feed");
  await expect(page.getByLabel("What's happening in Miami?")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
  await admin.dispose();
});

test("Visitors are told to sign in on Create a Post, and users without a community are pointed to one", async ({
  page,
  request,
}) => {
  // The spec's post alert (issue 28), with the way to sign in.
  await page.goto("/create-post");
  await expect(page.getByText("Please log in to create posts.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/auth");

  const cleo = uniqueEmail("post-cleo");
  await createVerifiedUser(request, cleo);
  await signIn(page, cleo);
  await expect(page).toHaveURL("/communities");
  await page.goto("/create-post");
  await expect(page.getByRole("heading", { name: "Join a community to post" })).toBeVisible();
  await page.getByRole("link", { name: "Browse communities" }).click();
  await expect(page).toHaveURL("/communities");
});

test("On a phone, a member switches city from the menu and posts to it from Create a Post", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = await adminSession(request);
  const dee = await createMember(request, admin, "phone-dee", "gold-coast");
  await joinApproved(admin, dee, "cape-town");

  await signIn(page, dee);
  await expect(page).toHaveURL("/city/cape-town/profile");
  await page.getByRole("button", { name: "Open menu" }).click();
  await switcher(page, "Cape Town").click();
  await page.getByRole("menuitemradio", { name: "Gold Coast" }).click();
  await expect(page).toHaveURL("/city/gold-coast/profile");

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(switcher(page, "Gold Coast")).toBeVisible();
  await page.getByRole("link", { name: "Create a Post" }).click();
  await expect(page).toHaveURL("/create-post");
  await expect(page.getByLabel("Community")).toHaveValue("gold-coast");
  const text = `Whales off Snapper Rocks ${Date.now()}`;
  await page.getByLabel("What's happening in Gold Coast?").fill(text);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page).toHaveURL("/city/gold-coast/feed");
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.dispose();
});
