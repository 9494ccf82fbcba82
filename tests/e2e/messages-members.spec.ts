import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 32: member to member from the city's member list and a member's page; a seller
// marks an item Reserved, then Sold, from the conversation; the other enquirer is told.
const city = "gold-coast";

/**
 * Nothing in the page's main part runs past the right edge of the screen (the member list,
 * the conversation). Elements clipped by design (decorative blurs) are hidden overflow.
 */
async function fitsTheScreen(page: Page) {
  const past = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((node) => node.closest("[aria-hidden='true'], .overflow-hidden") === null)
      .map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.slice(0, 40)}`),
  );
  expect(past).toEqual([]);
}

async function named(email: string, username: string) {
  const session = await apiSession(email);
  const renamed = await session.patch("/api/profile", { data: { username } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return session;
}

async function listItem(seller: APIRequestContext, title: string) {
  const answer = await seller.post(`/api/cities/${city}/marketplace-items`, {
    data: {
      title,
      description: "Two seats, with paddles.",
      category: "sports",
      condition: "good",
      price: 300,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

test("A member messages a neighbour from the city's member list, and finds Message on the neighbour's page", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const suffix = Date.now().toString(36);
  const anaEmail = await createMember(request, admin, "mm-ana", city);
  const benEmail = await createMember(request, admin, "mm-ben", city);
  const ana = `Ana ${suffix}`;
  const ben = `Ben ${suffix}`;
  const sessions = [await named(anaEmail, ana), await named(benEmail, ben)];

  const anaPage = await pageSignedInAs(anaEmail, { viewport: { width: 390, height: 844 } });
  await anaPage.goto(`/city/${city}/profile`);
  const members = anaPage.getByRole("region", { name: "Members" });
  const showAll = members.getByRole("button", { name: /Show all/ });
  await expect(members.getByRole("listitem").first()).toBeVisible();
  if (await showAll.isVisible()) await showAll.click();
  const benRow = members.getByRole("listitem").filter({ hasText: ben });
  const anaRow = members.getByRole("listitem").filter({ hasText: ana });
  await expect(benRow.getByRole("button", { name: `Message ${ben}` })).toBeVisible();
  // Not on one's own name.
  await expect(anaRow).toBeVisible();
  await expect(anaRow.getByRole("button", { name: /Message/ })).toHaveCount(0);
  await benRow.scrollIntoViewIfNeeded();
  await fitsTheScreen(anaPage);
  await anaPage.screenshot({ path: "/tmp/messages-members-list-390.png" });

  await benRow.getByRole("button", { name: `Message ${ben}` }).click();
  const dialog = anaPage.getByRole("dialog", { name: `Message ${ben}` });
  await expect(dialog).toBeVisible();
  await anaPage.screenshot({ path: "/tmp/messages-members-dialog-390.png" });
  await dialog.getByRole("textbox", { name: "Message" }).fill("Surf at Burleigh at six?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(anaPage).toHaveURL(/\/messages\/[^/]+$/);
  await expect(anaPage.getByRole("heading", { level: 1, name: ben })).toBeVisible();
  await expect(anaPage.getByRole("log")).toContainText("Surf at Burleigh at six?");
  const conversationUrl = anaPage.url();

  // Ben reads it in his inbox and answers.
  const benPage = await pageSignedInAs(benEmail, { viewport: { width: 1280, height: 800 } });
  await benPage.goto("/messages");
  await benPage.getByRole("link", { name: new RegExp(ana) }).click();
  await expect(benPage.getByRole("log")).toContainText("Surf at Burleigh at six?");
  await benPage.getByRole("textbox", { name: "Message" }).fill("See you there");
  await benPage.getByRole("button", { name: "Send" }).click();
  await expect(anaPage.getByRole("log")).toContainText("See you there");

  // Ben's page in the city: Message (beside Report) opens the same conversation.
  await anaPage.setViewportSize({ width: 1280, height: 800 });
  await anaPage.goto(`/city/${city}/members/${encodeURIComponent(ben)}`);
  await expect(anaPage.getByRole("heading", { level: 1, name: ben })).toBeVisible();
  const message = anaPage.getByRole("main").getByRole("button", { name: "Message", exact: true });
  await expect(message).toBeVisible();
  await anaPage.screenshot({ path: "/tmp/messages-member-page-1280.png" });
  const { violations } = await new AxeBuilder({ page: anaPage }).include("main").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await message.click();
  const again = anaPage.getByRole("dialog", { name: `Message ${ben}` });
  await again.getByRole("textbox", { name: "Message" }).fill("Bring the spare leash");
  await again.getByRole("button", { name: "Send" }).click();
  await expect(anaPage).toHaveURL(conversationUrl);
  await expect(anaPage.getByRole("log")).toContainText("See you there");
  await expect(anaPage.getByRole("log")).toContainText("Bring the spare leash");

  // A member who takes no messages: the refusal shows in the dialog, the text stays.
  const settingSession = sessions[1] as APIRequestContext;
  const nobody = await settingSession.put("/api/me/message-setting", {
    data: { setting: "nobody" },
  });
  expect(nobody.status(), await nobody.text()).toBeLessThan(300);
  const carlaEmail = await createMember(request, admin, "mm-carla", city);
  const carlaPage = await pageSignedInAs(carlaEmail, { viewport: { width: 390, height: 844 } });
  await carlaPage.goto(`/city/${city}/members/${encodeURIComponent(ben)}`);
  const messageBen = carlaPage
    .getByRole("main")
    .getByRole("button", { name: "Message", exact: true });
  await expect(messageBen).toBeVisible();
  await fitsTheScreen(carlaPage);
  await carlaPage.screenshot({ path: "/tmp/messages-member-page-390.png" });
  await messageBen.click();
  const refused = carlaPage.getByRole("dialog", { name: `Message ${ben}` });
  await refused.getByRole("textbox", { name: "Message" }).fill("Hello from Carla");
  await refused.getByRole("button", { name: "Send" }).click();
  await expect(refused.getByRole("alert")).toContainText("This member does not accept messages.");
  await expect(refused.getByRole("textbox", { name: "Message" })).toHaveValue("Hello from Carla");
  await carlaPage.screenshot({ path: "/tmp/messages-member-refused-390.png" });

  await Promise.all([admin.dispose(), ...sessions.map((session) => session.dispose())]);
});

test("A seller marks an item Reserved, then Sold, from the conversation; the other enquirer is told it sold", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const sellerEmail = await createMember(request, admin, "mm-seller", city);
  const firstEmail = uniqueEmail("mm-first");
  const secondEmail = uniqueEmail("mm-second");
  await createVerifiedUser(request, firstEmail);
  await createVerifiedUser(request, secondEmail);
  const title = `Double kayak ${Date.now().toString(36)}`;
  const seller = await apiSession(sellerEmail);
  const item = await listItem(seller, title);
  const first = await apiSession(firstEmail);
  const second = await apiSession(secondEmail);
  for (const [session, text] of [
    [first, "Is this still available?"],
    [second, "Can I see it this weekend?"],
  ] as const) {
    const asked = await session.post("/api/conversations", {
      data: { subject: { kind: "listing", id: item }, text },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }

  const sellerPage = await pageSignedInAs(sellerEmail, { viewport: { width: 390, height: 844 } });
  await sellerPage.goto("/messages");
  await sellerPage
    .getByRole("link", { name: new RegExp(title) })
    .filter({ hasText: "Is this still available?" })
    .click();
  const about = sellerPage.getByRole("region", { name: `About ${title}` });
  await expect(about).toContainText("Available");
  await about.getByRole("button", { name: "Mark reserved" }).click();
  await expect(about).toContainText("Reserved");
  await expect(about.getByRole("button", { name: "Mark available" })).toBeVisible();
  await fitsTheScreen(sellerPage);
  await sellerPage.screenshot({ path: "/tmp/messages-reserved-390.png" });

  // Reserved tells nobody; the card says Reserved and the Status filter finds it.
  const secondPage = await pageSignedInAs(secondEmail, { viewport: { width: 1280, height: 800 } });
  await secondPage.goto("/messages");
  const secondRow = secondPage.getByRole("link", { name: new RegExp(title) });
  await expect(secondRow).toContainText("Can I see it this weekend?");
  await secondPage.goto(`/city/${city}/marketplace`);
  await secondPage.getByLabel("Status").selectOption("Reserved");
  await secondPage.getByRole("button", { name: "Apply Filters" }).click();
  await expect(secondPage).toHaveURL(/status=reserved/);
  const card = secondPage.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("Reserved");
  await secondPage.screenshot({ path: "/tmp/messages-reserved-filter-1280.png" });
  await secondPage.goto(`/city/${city}/marketplace/${item}`);
  await expect(secondPage.getByRole("main")).toContainText("Reserved");

  // Sold asks first, then tells the others who asked.
  await about.getByRole("button", { name: "Mark sold" }).click();
  const confirm = sellerPage.getByRole("dialog", { name: `Mark “${title}” sold?` });
  await expect(confirm).toContainText("Everyone else who asked about it will be told");
  await sellerPage.screenshot({ path: "/tmp/messages-sold-confirm-390.png" });
  await confirm.getByRole("button", { name: "Mark sold" }).click();
  await expect(confirm).toBeHidden();
  await expect(about).toContainText("Sold");
  await expect(about.getByRole("button", { name: "Mark available" })).toBeVisible();
  await expect(about.getByRole("button", { name: "Mark sold" })).toHaveCount(0);

  await secondPage.goto("/messages");
  await expect(secondPage.getByRole("link", { name: new RegExp(title) })).toContainText(
    "This item has been sold",
  );
  await secondPage.screenshot({ path: "/tmp/messages-sold-inbox-1280.png" });
  const notices = JSON.stringify(await (await second.get("/api/me/notifications")).json());
  expect(notices.match(/item_sold/g)?.length).toBe(1);

  await Promise.all([admin.dispose(), seller.dispose(), first.dispose(), second.dispose()]);
});
