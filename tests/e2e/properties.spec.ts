import type { Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test("A neighbour lists a rental and finds it under Rental with 2+ bedrooms", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("landlord");
  await createVerifiedUser(request, email);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  const title = `Garden flat ${Date.now().toString(36)}`;

  await page.goto("/properties?city=miami");
  await expect(page).toHaveURL(/\/city\/miami\/property$/);
  await page.getByRole("link", { name: "List Property" }).first().click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Ground floor, shady garden, walk to the beach.");
  await page.getByLabel("For rental").check();
  await page.getByLabel("Property type").selectOption({ label: "Apartment" });
  await page.getByLabel("Price ($)").fill("2800");
  await page.getByLabel("Bedrooms").fill("3");
  await page.getByLabel("Bathrooms").fill("1.5");
  await page.getByLabel("Street address").fill("12 Palm Ave");
  await page.getByLabel("Suburb").fill("Little River");
  await page.getByLabel("Features").fill("Garden, , Pets allowed ");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles({
    name: "flat.png",
    mimeType: "image/png",
    buffer: await smallPng(400, 300),
  });
  await page.getByRole("button", { name: "List Property" }).click();
  await expect(page.getByText("Property listed successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Rental", exact: true }).click();
  await expect(page).toHaveURL(/listingType=rental/);
  await page.getByLabel("Bedrooms").selectOption({ label: "2+" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/minBedrooms=2/);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title)).toContainText("$2,800");

  // At least 4 bedrooms leaves it out; Sale never had it.
  await page.getByLabel("Bedrooms").selectOption({ label: "4+" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(card(page, title)).toHaveCount(0);
  await page.goBack();
  await expect(card(page, title)).toBeVisible();
  await page.getByRole("button", { name: "Sale", exact: true }).click();
  await expect(card(page, title)).toHaveCount(0);
  await page.getByRole("button", { name: "Rental", exact: true }).click();

  await card(page, title).getByRole("link").click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Pets allowed")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Rented" });
  await expect(page.getByText("Rented", { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("rented");
});
