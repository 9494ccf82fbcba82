import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { apiSession, ensureAdminAccount } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

const colours = ["#2a9d8f", "#e76f51", "#264653"];
const photoFile = async (index: number) => ({
  name: `photo-${index + 1}.png`,
  mimeType: "image/png",
  buffer: await smallPng(320 + index * 10, 240),
});

/** A new verified account, for a journey to sign in as. */
async function newUser(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createVerifiedUser(request, email);
  return email;
}

const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test("A neighbour lists an item with three photos, finds it by filters and search, flips through the photos, saves it and marks it sold", async ({
  signInAs,
  page,
  request,
}) => {
  await signInAs(page, await newUser(request, "seller"));
  const word = `kayak${Date.now().toString(36)}`;
  const title = `Sit-on-top ${word}`;

  await page.goto("/marketplace?city=gold-coast");
  await expect(page).toHaveURL(/\/city\/gold-coast\/marketplace$/);
  await page.getByRole("link", { name: "Create New Listing" }).first().click();
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Stable, with a paddle and a seat. Pick up at Burleigh.");
  await page.getByLabel("Category").selectOption({ label: "Sports" });
  await page.getByLabel("Condition").selectOption({ label: "Good" });
  await page.getByLabel("Price ($)").fill("120.50");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles(await Promise.all(colours.map((_, index) => photoFile(index))));
  await expect(page.getByRole("button", { name: /^Remove photo/ })).toHaveCount(3);
  // The third photo becomes the cover.
  await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
  await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(page.getByRole("img", { name: /Photo 1: photo-3\.png/ })).toBeVisible();
  await page.getByRole("button", { name: "Create Listing" }).click();

  await expect(page.getByText("Listing created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/city\/gold-coast\/marketplace$/);

  // Filters live in the address; a filter that excludes it hides it.
  await page.getByLabel("Category").selectOption({ label: "Books" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/category=books/);
  await expect(card(page, title)).toHaveCount(0);
  await page.getByLabel("Category").selectOption({ label: "Sports" });
  await page.getByLabel("Min price ($)").fill("100");
  await page.getByLabel("Max price ($)").fill("150");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/category=sports/);
  await expect(page).toHaveURL(/minPrice=100/);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title)).toContainText("$120.50");

  await page.goto("/city/gold-coast/marketplace");
  await page.getByLabel("Search the marketplace").fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await card(page, title).getByRole("link", { name: /View/ }).click();

  // The lightbox: open, swipe to the next photo, arrow key to the last, Escape.
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("button", { name: /View full screen/ }).click();
  const current = page.locator(".yarl__slide_current");
  await expect(current).toHaveAttribute("aria-label", "1 of 3");
  const box = await current.boundingBox();
  if (!box) throw new Error("the lightbox shows no slide");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator(".yarl__slide_current")).toHaveAttribute("aria-label", "2 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".yarl__slide_current")).toHaveAttribute("aria-label", "3 of 3");
  await page.keyboard.press("Escape");
  await expect(page.locator(".yarl__slide_current")).toHaveCount(0);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Mark as sold" }).click();
  await expect(page.getByRole("button", { name: "Mark as available" })).toBeVisible();
  await expect(page.getByText("Sold", { exact: true }).first()).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Saved", exact: true })).toBeVisible();
  const saved = page.getByRole("link").filter({ hasText: title });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText("This listing is no longer available.");
});

test("A visitor browses the marketplace but sees no contact details", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("lister");
  await createVerifiedUser(request, email);
  const seller = await apiSession(email);
  const title = `Beach umbrella ${Date.now().toString(36)}`;
  const created = await seller.post("/api/cities/cape-town/marketplace-items", {
    data: {
      title,
      description: "Big and sturdy; survives the south-easter.",
      category: "other",
      condition: "like-new",
      price: 25,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await seller.dispose();

  const page = await (await browser.newContext()).newPage();
  await page.goto("/marketplace?city=cape-town");
  await expect(page).toHaveURL(/\/city\/cape-town\/marketplace$/);
  await card(page, title).getByRole("link", { name: /View/ }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Log in to see the seller's contact details.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Email Seller" })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in to save" })).toBeVisible();
});

test("The seller edits a listing: removes a photo, adds one, changes the price", async ({
  signInAs,
  page,
  request,
}) => {
  await signInAs(page, await newUser(request, "editor"));
  const title = `Bodyboard ${Date.now().toString(36)}`;
  await page.goto("/city/miami/marketplace/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Good for shore break.");
  await page.getByLabel("Category").selectOption({ label: "Sports" });
  await page.getByLabel("Condition").selectOption({ label: "Fair" });
  await page.getByLabel("Price ($)").fill("40");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles([await photoFile(0), await photoFile(1)]);
  await page.getByRole("button", { name: "Create Listing" }).click();
  await expect(page.getByText("Listing created successfully!")).toBeVisible();
  await card(page, title).getByRole("link", { name: /View/ }).click();
  await expect(page.getByRole("button", { name: /Show photo \d of 2/ })).toHaveCount(2);

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  const more = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add more photos" }).click();
  await (await more).setFiles([await photoFile(2)]);
  await page.getByLabel("Price ($)").fill("35.99");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Listing updated!")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("$35.99")).toBeVisible();
  await expect(page.getByRole("button", { name: /Show photo \d of 2/ })).toHaveCount(2);
});

test("An admin deletes someone else's listing from the dashboard", async ({ page, request }) => {
  const email = uniqueEmail("rulebreaker");
  await createVerifiedUser(request, email);
  const seller = await apiSession(email);
  const title = `Suspicious watch ${Date.now().toString(36)}`;
  const created = await seller.post("/api/cities/gold-coast/marketplace-items", {
    data: { title, description: "Totally real.", category: "other", condition: "new", price: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // A listing that stays, newer than the one deleted: once it shows, the list has loaded.
  const keeper = `Honest watch ${Date.now().toString(36)}`;
  const kept = await seller.post("/api/cities/gold-coast/marketplace-items", {
    data: {
      title: keeper,
      description: "Really real.",
      category: "other",
      condition: "new",
      price: 6,
    },
  });
  expect(kept.status(), await kept.text()).toBe(201);
  await seller.dispose();

  await ensureAdminAccount(request);
  await signIn(page, adminEmail);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole("tab", { name: "Marketplace" }).click();
  const panel = page.getByRole("tabpanel", { name: "Marketplace" });
  await panel.getByLabel("Search listings").fill(title.split(" ")[2] as string);
  await panel.getByRole("button", { name: "Search", exact: true }).click();
  await panel.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByLabel("Reason").selectOption("Spam");
  await confirm.getByRole("button", { name: "Delete listing" }).click();
  // While the dialog is open the page behind it is hidden from the accessibility tree, so
  // the row's absence only means something once the dialog has closed on the server's 204.
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(panel.getByText(/No listings match/)).toBeVisible();
  await expect(panel.getByRole("link", { name: title })).toHaveCount(0);

  await page.goto("/city/gold-coast/marketplace");
  await expect(page.getByRole("article").filter({ hasText: keeper })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  expect((await request.get(`/api/marketplace-items/${id}`)).status()).toBe(404);
});
