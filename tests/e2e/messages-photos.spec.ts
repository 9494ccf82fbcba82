import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

const city = "gold-coast";

/** A photo as a phone would pick it: a real image, named, of one colour. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** A listing with one photo, by `seller`, through the API as the form sends it. */
async function listItem(seller: APIRequestContext, title: string) {
  const form = new FormData();
  const png = new Uint8Array(await smallPng(320, 240));
  form.append("photos", new File([png], "kayak.png", { type: "image/png" }));
  form.append(
    "data",
    JSON.stringify({
      title,
      description: "Stable, with a paddle.",
      category: "sports",
      condition: "good",
      price: 120,
    }),
  );
  const answer = await seller.post(`/api/cities/${city}/marketplace-items`, { multipart: form });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const log = (page: Page) => page.getByRole("log");

/** Picks files through the composer's "Add photos" button, as a person would. */
async function pickPhotos(page: Page, files: Awaited<ReturnType<typeof photo>>[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles(files);
}

async function fitsTheScreen(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

test("A buyer sends the seller photos with a description, removes one first, retries a failed upload, and the seller sees them live and opens one full size", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const sellerEmail = await createMember(request, admin, "photo-seller", city);
  const buyerEmail = uniqueEmail("photo-buyer");
  await createVerifiedUser(request, buyerEmail);
  const title = `Red kayak ${Date.now().toString(36)}`;
  const seller = await apiSession(sellerEmail);
  const buyer = await apiSession(buyerEmail);
  const item = await listItem(seller, title);
  const asked = await buyer.post("/api/conversations", {
    data: { subject: { kind: "listing", id: item }, text: "Is this still available?" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const id = ((await asked.json()) as { conversation: { id: string } }).conversation.id;

  const sellerPage = await pageSignedInAs(sellerEmail, { viewport: { width: 1280, height: 800 } });
  await sellerPage.goto(`/messages/${id}`);
  await expect(log(sellerPage)).toContainText("Is this still available?");

  // The buyer, on a phone, picks three photos and removes the second before sending.
  const buyerPage = await pageSignedInAs(buyerEmail, { viewport: { width: 390, height: 844 } });
  await buyerPage.goto(`/messages/${id}`);
  await expect(log(buyerPage)).toContainText("Is this still available?");
  await pickPhotos(buyerPage, [
    await photo("hull.jpg", "#1d4ed8"),
    await photo("blurry.jpg", "#64748b"),
    await photo("paddle.jpg", "#f59e0b"),
  ]);
  const picked = buyerPage.getByRole("list", { name: "Photos to send" });
  await expect(picked.getByRole("listitem")).toHaveCount(3);
  await picked.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(picked.getByRole("listitem")).toHaveCount(2);
  await picked
    .getByRole("textbox", { name: "Describe photo 1 (optional)" })
    .fill("The hull, left side");
  // A fifth photo is refused here, before any upload.
  await pickPhotos(buyerPage, [
    await photo("a.jpg", "#111111"),
    await photo("b.jpg", "#222222"),
    await photo("c.jpg", "#333333"),
  ]);
  await expect(buyerPage.getByText("You can add up to 4 photos to a message.")).toBeVisible();
  await expect(picked.getByRole("listitem")).toHaveCount(4);
  await picked.getByRole("button", { name: "Remove photo 4" }).click();
  await picked.getByRole("button", { name: "Remove photo 3" }).click();
  await expect(picked.getByRole("listitem")).toHaveCount(2);
  await fitsTheScreen(buyerPage);
  await buyerPage.screenshot({ path: "/tmp/messages-photos-picked-390.png", fullPage: true });

  // The first attempt never reaches the server: the photos stay, with Try again.
  let failedOnce = false;
  await buyerPage.route(`**/api/conversations/${id}/messages`, async (route) => {
    if (route.request().method() === "POST" && !failedOnce) {
      failedOnce = true;
      await route.abort("failed");
      return;
    }
    await route.fallback();
  });
  await buyerPage.getByRole("button", { name: "Send" }).click();
  await expect(buyerPage.getByRole("alert")).toContainText("Your message was not sent.");
  await expect(picked.getByRole("listitem")).toHaveCount(2);
  await buyerPage.getByRole("button", { name: "Try again" }).click();
  await expect(picked).toBeHidden();

  // Photos with no words, in the thread on both sides: the seller's without a reload.
  const described = (page: Page) => log(page).getByRole("img", { name: "The hull, left side" });
  await expect(described(buyerPage)).toBeVisible();
  await expect(log(buyerPage).getByRole("img", { name: "Photo 2 of 2" })).toBeVisible();
  await expect(described(sellerPage)).toBeVisible();
  await expect(log(sellerPage).getByRole("list", { name: "2 photos" })).toBeVisible();

  // The seller answers with words and a photo of their own.
  await pickPhotos(sellerPage, [await photo("seat.jpg", "#16a34a")]);
  await sellerPage.getByRole("textbox", { name: "Message" }).fill("Here is the seat");
  await sellerPage.getByRole("button", { name: "Send" }).click();
  await expect(log(buyerPage)).toContainText("Here is the seat");
  await expect(log(buyerPage).getByRole("img", { name: "Photo 1 of 1" })).toBeVisible();

  // Each image is served to the conversation only, never from /uploads/.
  const src = await described(sellerPage).getAttribute("src");
  expect(src).toMatch(new RegExp(`^/api/conversations/${id}/photos/message-`));
  const key = (src as string).slice((src as string).lastIndexOf("/") + 1);
  expect((await buyer.get(src as string)).status()).toBe(200);
  expect((await buyer.get(`/uploads/${key}`)).status()).toBe(404);
  const strangerEmail = await createMember(request, admin, "photo-stranger", city);
  const stranger = await apiSession(strangerEmail);
  expect((await stranger.get(src as string)).status()).toBe(404);

  await fitsTheScreen(buyerPage);
  const axe = await new AxeBuilder({ page: buyerPage }).include("main").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await buyerPage.screenshot({ path: "/tmp/messages-photos-390.png", fullPage: true });
  await sellerPage.screenshot({ path: "/tmp/messages-photos-1280.png" });

  // A tap opens the photo full size; Escape closes it.
  await described(sellerPage).click();
  const viewer = sellerPage.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img", { name: "The hull, left side" })).toBeVisible();
  await sellerPage.screenshot({ path: "/tmp/messages-photos-viewer-1280.png" });
  await sellerPage.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // The inbox says what a photo-only message was.
  await buyerPage.goto("/messages");
  await expect(buyerPage.getByRole("link", { name: new RegExp(title) })).toContainText(
    "Here is the seat",
  );

  await Promise.all([admin.dispose(), seller.dispose(), buyer.dispose(), stranger.dispose()]);
});
