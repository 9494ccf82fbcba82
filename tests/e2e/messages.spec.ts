import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { makeCityContent } from "../support/e2e-city-content.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

const city = "gold-coast";

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

async function newUser(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createVerifiedUser(request, email);
  return email;
}

const log = (page: Page) => page.getByRole("log");

/** No sideways scroll: the page is no wider than the screen. */
async function fitsTheScreen(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

test("A buyer asks about a listing and the seller answers live; sold tells the other enquirer; a block refuses the next message", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const sellerEmail = await createMember(request, admin, "msg-seller", city);
  const buyerEmail = await newUser(request, "msg-buyer");
  const secondEmail = await newUser(request, "msg-second");
  const title = `Blue kayak ${Date.now().toString(36)}`;
  const seller = await apiSession(sellerEmail);
  const item = await listItem(seller, title);

  const sellerPage = await pageSignedInAs(sellerEmail, { viewport: { width: 1280, height: 800 } });
  await sellerPage.goto("/messages");
  await expect(sellerPage.getByText(/No conversations yet/)).toBeVisible();
  await expect(sellerPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();

  // The buyer, on a phone: Message seller comes before Email Seller.
  const buyerPage = await pageSignedInAs(buyerEmail, { viewport: { width: 390, height: 844 } });
  await buyerPage.goto(`/city/${city}/marketplace/${item}`);
  const contact = buyerPage.getByRole("main").getByRole("button", { name: "Message seller" });
  await expect(contact).toBeVisible();
  const order = await buyerPage
    .getByRole("main")
    .locator("a, button")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
  expect(order.indexOf("Message seller")).toBeLessThan(order.indexOf("Email Seller"));
  const dialog = buyerPage.getByRole("dialog", { name: "Message seller" });
  // The server drew the page: a tap before its script has run does nothing, and a person
  // taps again. The test does the same until the dialog opens.
  await expect(async () => {
    await contact.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await buyerPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await contact.click();
  await buyerPage.screenshot({ path: "/tmp/messages-dialog-390.png" });
  await dialog.getByRole("button", { name: "Is this still available?" }).click();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(buyerPage).toHaveURL(/\/messages\/[^/]+$/);
  await expect(log(buyerPage)).toContainText("Is this still available?");
  await expect(buyerPage.getByRole("region", { name: `About ${title}` })).toBeVisible();

  // The seller's badge counts it without a reload; the inbox shows the item.
  await expect(sellerPage.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await sellerPage.reload();
  await expect(sellerPage.getByRole("link", { name: new RegExp(title) })).toContainText(
    "1 unread message",
  );
  await sellerPage.getByRole("link", { name: new RegExp(title) }).click();
  await expect(log(sellerPage)).toContainText("Is this still available?");
  await expect(sellerPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await sellerPage.getByRole("textbox", { name: "Message" }).fill("Yes, come by on Saturday");
  await sellerPage.getByRole("button", { name: "Send" }).click();
  // It arrives on the buyer's open conversation with no reload and no polling.
  await expect(log(buyerPage)).toContainText("Yes, come by on Saturday");
  await fitsTheScreen(buyerPage);
  await buyerPage.screenshot({ path: "/tmp/messages-conversation-390.png", fullPage: true });
  // The log, the item card and the composer hold up for assistive technology.
  const axe = await new AxeBuilder({ page: buyerPage }).include("main").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await sellerPage.screenshot({ path: "/tmp/messages-conversation-1280.png" });

  // A second neighbour asks too; the seller marks it sold from the conversation.
  const second = await apiSession(secondEmail);
  const asked = await second.post("/api/conversations", {
    data: { subject: { kind: "listing", id: item }, text: "Can I see it this weekend?" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await sellerPage.getByRole("button", { name: "Mark sold" }).click();
  const confirm = sellerPage.getByRole("dialog", { name: `Mark “${title}” sold?` });
  await confirm.getByRole("button", { name: "Mark sold" }).click();
  await expect(confirm).toBeHidden();
  await expect(sellerPage.getByRole("region", { name: `About ${title}` })).toContainText("Sold");

  // The seller blocks the buyer, after confirming; the buyer's next message is refused.
  await sellerPage.getByRole("button", { name: "Conversation options" }).click();
  await sellerPage.getByRole("button", { name: /^Block / }).click();
  await sellerPage.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
  await expect(sellerPage.getByText(/You blocked/)).toBeVisible();
  await buyerPage.getByRole("textbox", { name: "Message" }).fill("Still there?");
  await buyerPage.getByRole("button", { name: "Send" }).click();
  await expect(buyerPage.getByRole("alert")).toContainText("This member does not accept messages.");
  await expect(buyerPage.getByRole("textbox", { name: "Message" })).toHaveValue("Still there?");
  await expect(log(sellerPage)).not.toContainText("Still there?");

  // The other enquirer's inbox tells them, once.
  const secondPage = await pageSignedInAs(secondEmail, { viewport: { width: 390, height: 844 } });
  await secondPage.goto("/messages");
  await expect(secondPage.getByRole("link", { name: new RegExp(title) })).toContainText(
    "This item has been sold",
  );
  await fitsTheScreen(secondPage);
  const inboxAxe = await new AxeBuilder({ page: secondPage }).include("main").analyze();
  expect(inboxAxe.violations.map((violation) => violation.id)).toEqual([]);
  await secondPage.screenshot({ path: "/tmp/messages-inbox-390.png", fullPage: true });

  await Promise.all([admin.dispose(), seller.dispose(), second.dispose()]);
});

test("A member chooses who may message them, and reads the inbox in Spanish on a phone", async ({
  request,
  pageSignedInAs,
}) => {
  const email = await newUser(request, "msg-setting");
  const page = await pageSignedInAs(email, { viewport: { width: 390, height: 844 } });
  await page.goto("/profile");
  const setting = page.getByRole("group", { name: "Who may message you" });
  await expect(setting.getByRole("radio", { name: "Members of my cities" })).toBeChecked();
  // The choice is saved as it is made; the radio shows it once the save has started.
  await setting.getByRole("radio", { name: "Nobody" }).click();
  await expect(setting.getByRole("radio", { name: "Nobody" })).toBeChecked();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(setting.getByRole("radio", { name: "Nobody" })).toBeChecked();
  await setting.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
  await page.screenshot({ path: "/tmp/messages-setting-390.png" });

  await chooseLanguage(page.context(), "es");
  await page.goto("/messages");
  await expect(page.getByRole("heading", { name: "Mensajes" })).toBeVisible();
  await expect(page.getByText(/Todavía no hay conversaciones/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Mensajes", exact: true })).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: "/tmp/messages-inbox-es-390.png", fullPage: true });
});

test("Restaurants and shops offer Message owner, properties Message seller; never to the owner, and visitors sign in first", async ({
  request,
  page,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const ownerEmail = await createMember(request, admin, "msg-owner", city);
  const owner = await apiSession(ownerEmail);
  const content = await makeCityContent(owner, city, "A friendly place by the beach.");
  const neighbour = await pageSignedInAs(await newUser(request, "msg-neighbour"));
  for (const path of [`dining/restaurant/${content.restaurant}`, `shop/${content.shop}`]) {
    await neighbour.goto(`/city/${city}/${path}`);
    await expect(
      neighbour.getByRole("main").getByRole("button", { name: "Message owner" }),
    ).toBeVisible();
  }
  await neighbour.goto(`/city/${city}/property/${content.property}`);
  await expect(
    neighbour.getByRole("main").getByRole("button", { name: "Message seller" }),
  ).toBeVisible();

  const ownerPage = await pageSignedInAs(ownerEmail);
  // The button's code arrives, and still draws nothing for the item's own seller.
  const buttonCode = ownerPage.waitForResponse(/message-owner-button/);
  await ownerPage.goto(`/city/${city}/marketplace/${content.listing}`);
  await buttonCode;
  await expect(
    ownerPage.getByRole("main").getByRole("link", { name: "Email Seller" }),
  ).toBeVisible();
  await expect(ownerPage.getByRole("main").getByText("Message seller")).toHaveCount(0);

  await page.goto(`/city/${city}/marketplace/${content.listing}`);
  await page.getByRole("main").getByRole("link", { name: "Message seller" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await Promise.all([admin.dispose(), owner.dispose()]);
});
