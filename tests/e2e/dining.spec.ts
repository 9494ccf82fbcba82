import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

/** A new verified account, for a journey to sign in as. */
async function newUser(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createVerifiedUser(request, email);
  return email;
}

const photo = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await smallPng(320, 240),
});

const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

test("A neighbour adds a restaurant with a photo and edits it; someone else is refused the edit page", async ({
  signInAs,
  page,
  request,
  browser,
}) => {
  const name = `Tacos ${Date.now().toString(36)}`;
  await page.goto("/city/gold-coast/dining");
  // Visitors browse but are not offered "Add Restaurant".
  await expect(page.getByRole("heading", { name: "Dining in Gold Coast" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Restaurant" })).toHaveCount(0);

  await signInAs(page, await newUser(request, "diner"));
  await page.goto("/city/gold-coast/dining");
  await page.getByRole("link", { name: "Add Restaurant" }).first().click();
  await expect(page).toHaveURL(/\/city\/gold-coast\/restaurant\/new$/);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("Fish tacos and agua fresca by the creek.");
  await page.getByLabel("Cuisine").fill("Mexican");
  await page.getByLabel("Price range").selectOption({ label: "$$ Moderate" });
  await page.getByLabel("Address").fill("9 Creek Street, Currumbin");
  await page.getByLabel("Phone").fill("+61 7 5555 0199");
  await page.getByLabel("Website (optional)").fill("not a website");
  await page.getByLabel("Hours", { exact: true }).selectOption("Other");
  await page.getByLabel("Other hours").fill("Thu-Sun: 5pm-late");
  await page.getByRole("button", { name: "Add Restaurant" }).click();
  // Nothing is sent until the website is a URL and a photo is chosen.
  await expect(
    page.getByText("Website must be a URL (starting with http:// or https://)."),
  ).toBeVisible();
  await expect(page.getByText("Please choose a photo.")).toBeVisible();
  await page.getByLabel("Website (optional)").fill("https://tacos.example");
  await page.getByLabel("Photo").setInputFiles(await photo("tacos.png"));
  await page.getByRole("button", { name: "Add Restaurant" }).click();

  await expect(page.getByText("Restaurant created!")).toBeVisible();
  await expect(page).toHaveURL(/\/city\/gold-coast\/dining\/restaurant\/[0-9a-f-]+$/);
  const detailUrl = page.url();
  const id = detailUrl.split("/").at(-1) ?? "";
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("img", { name })).toBeVisible();
  await expect(page.getByText("Thu-Sun: 5pm-late")).toBeVisible();
  await expect(page.getByRole("link", { name: /View on map/ })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/search\?query=/,
  );

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(`${detailUrl}/edit`);
  await expect(page.getByLabel("Hours", { exact: true })).toHaveValue("Other");
  await page.getByLabel("Name").fill(`${name} Cantina`);
  await page.getByLabel("Hours", { exact: true }).selectOption("24/7");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Restaurant updated!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${name} Cantina` })).toBeVisible();
  await expect(page.getByText("24/7")).toBeVisible();

  // The list finds it by cuisine; the old address redirects to the canonical one (decision 3).
  await page.goto("/city/gold-coast/dining?cuisine=mexican");
  await expect(card(page, `${name} Cantina`)).toBeVisible();
  await page.goto(`/city/gold-coast/restaurant/${id}`);
  await expect(page).toHaveURL(detailUrl);

  const other = await browser.newPage();
  await signInAs(other, await newUser(request, "stranger"));
  await other.goto(`${detailUrl}/edit`);
  await expect(
    other.getByText("You do not have permission to edit this restaurant."),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await other.goto(detailUrl);
  await expect(other.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await other.close();
});

test("A neighbour adds a shop and finds it by category", async ({ signInAs, page, request }) => {
  const name = `Shells ${Date.now().toString(36)}`;
  await signInAs(page, await newUser(request, "shopkeeper"));
  await page.goto("/city/miami/shopping");
  await page.getByRole("link", { name: "Add Shop" }).first().click();
  await expect(page).toHaveURL(/\/city\/miami\/shop\/new$/);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("Old maps, brass and sea glass.");
  await page.getByLabel("Category").selectOption("Antiques");
  await page.getByLabel("Price range").selectOption({ label: "$$$ Expensive" });
  await page.getByLabel("Address").fill("200 Biscayne Boulevard");
  await page.getByLabel("Phone").fill("305 555 0100");
  await page.getByLabel("Hours", { exact: true }).fill("Sat-Sun: 10am-4pm");
  await page.getByLabel("Photo").setInputFiles(await photo("shop.png"));
  await page.getByRole("button", { name: "Add Shop" }).click();
  await expect(page.getByText("Shop created!")).toBeVisible();
  await expect(page).toHaveURL(/\/city\/miami\/shop\/[0-9a-f-]+$/);

  await page.goto("/city/miami/shopping");
  await page.getByLabel("Category").selectOption("Books");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/category=Books/);
  await expect(card(page, name)).toHaveCount(0);
  await page.getByLabel("Category").selectOption("Antiques");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name)).toContainText("$$$ Expensive");
  await card(page, name).getByRole("link", { name: /View/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
