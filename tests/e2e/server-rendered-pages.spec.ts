import type { Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember, joinAnswers } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

// Decision 040: a city feed and a listing arrive drawn by the server with the data the API
// gives the same browser, and React adopts that HTML; since issue 37 so do the directories'
// lists, the events list, search results, the inbox and the admin dashboard's first tab.

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function aPost(request: Parameters<typeof adminSession>[0]) {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "ssr", "gold-coast");
  const outsider = uniqueEmail("outsider");
  await createVerifiedUser(request, outsider);
  const author = await apiSession(member);
  const text = `Dolphins off Burleigh Heads right now ${Date.now()}`;
  const posted = await author.post("/api/cities/gold-coast/posts", { data: { content: text } });
  expect(posted.status(), await posted.text()).toBe(201);
  await author.dispose();
  await admin.dispose();
  return { member, outsider, text };
}

async function aListing(email: string) {
  const seller = await apiSession(email);
  const title = `Longboard nine-two ${Date.now().toString(36)}`;
  const created = await seller.post("/api/cities/gold-coast/marketplace-items", {
    data: {
      title,
      description: "Single fin, a few pressure dings, rides beautifully.",
      category: "other",
      condition: "good",
      price: 380,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await seller.dispose();
  return { title, path: `/city/gold-coast/marketplace/${id}` };
}

test("A member's feed and a listing show their content before any script runs", async ({
  contextSignedInAs,
  request,
}) => {
  const { member, text } = await aPost(request);
  const listing = await aListing(member);
  const context = await contextSignedInAs(member, { javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto("/city/gold-coast/feed");
  await expect(page.getByRole("heading", { level: 1, name: "Gold Coast feed" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();

  await page.goto(listing.path);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText("$380")).toBeVisible();
  // Signed in: the seller's contact details are the viewer's to see, as the API says.
  await expect(page.getByRole("link", { name: "Email Seller" })).toBeVisible();
  await context.close();
});

test("The server draws only what the API gives that browser, and no cache keeps it", async ({
  contextSignedInAs,
  browser,
  request,
}) => {
  const { member, outsider, text } = await aPost(request);
  const listing = await aListing(member);

  const visitor = await browser.newContext();
  const visitorFeed = await visitor.request.get("/city/gold-coast/feed");
  expect(visitorFeed.status()).toBe(200);
  expect(await visitorFeed.text()).not.toContain(text);
  expect(await visitorFeed.text()).not.toContain("first-screen-data");
  // A visitor reads a listing, without the seller's address.
  const visitorListing = await (await visitor.request.get(listing.path)).text();
  expect(visitorListing).toContain(listing.title);
  expect(visitorListing).not.toContain(member);
  await visitor.close();

  const nonMember = await contextSignedInAs(outsider);
  const refused = await (await nonMember.request.get("/city/gold-coast/feed")).text();
  expect(refused).not.toContain(text);
  await nonMember.close();

  const memberContext = await contextSignedInAs(member);
  const answer = await memberContext.request.get("/city/gold-coast/feed", {
    headers: { "accept-encoding": "br" },
  });
  expect(answer.headers()["content-encoding"]).toBe("br");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers().vary).toContain("cookie");
  expect(await answer.text()).toContain(text);
  await memberContext.close();
});

test("React adopts the server's feed and listing without errors and they work", async ({
  contextSignedInAs,
  request,
}) => {
  const { member, text } = await aPost(request);
  const listing = await aListing(member);
  const context = await contextSignedInAs(member);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(url.pathname);
  });

  await page.goto("/city/gold-coast/feed");
  const post = page.getByRole("article").filter({ hasText: text });
  const like = post.getByRole("button", { name: "Like" });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  // The page came with its posts: the browser asks for them again only to catch up once
  // its live stream is open (what was posted before that was not heard live).
  const feedAsked = apiCalls.indexOf("/api/cities/gold-coast/posts");
  if (feedAsked >= 0) {
    expect(apiCalls.slice(0, feedAsked)).toContain("/api/cities/gold-coast/live");
  }

  await page.goto(listing.path);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();

  expect(errors).toEqual([]);
  await context.close();
});

/** A listing, an upcoming event and a conversation, for the lists the server draws. */
async function aCityToList(request: Parameters<typeof adminSession>[0]) {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "ssr-lists", "gold-coast");
  const neighbour = await createMember(request, admin, "ssr-neighbour", "gold-coast");
  await admin.dispose();
  const listing = await aListing(member);
  const word = `tidepool${Date.now().toString(36)}`;
  const author = await apiSession(member);
  const posted = await author.post("/api/cities/gold-coast/posts", {
    data: { content: `Octopus in the ${word} at Currumbin` },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const eventTitle = `Rock pool walk ${word}`;
  const event = await author.post("/api/cities/gold-coast/events", {
    data: {
      title: eventTitle,
      description: "Low tide, reef shoes recommended.",
      startsAt: `${day}T07:00`,
      endsAt: `${day}T08:30`,
      venue: "Currumbin Alley",
      address: "Duringan Street, Currumbin QLD",
      capacity: 20,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const other = await apiSession(neighbour);
  const neighbourId = ((await (await other.get("/api/me")).json()) as { viewer: { id: string } })
    .viewer.id;
  await other.dispose();
  const message = `Still got the longboard? ${word}`;
  const started = await author.post("/api/conversations", {
    data: { toUserId: neighbourId, text: message },
  });
  expect(started.status(), await started.text()).toBe(201);
  await author.dispose();
  return { member, neighbour, listing, word, eventTitle, message };
}

test("The marketplace, events, search and inbox show their first items before any script runs", async ({
  contextSignedInAs,
  request,
}) => {
  const city = await aCityToList(request);
  const context = await contextSignedInAs(city.member, { javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto("/city/gold-coast/marketplace?category=other");
  await expect(page.getByRole("heading", { name: city.listing.title })).toBeVisible();
  await page.goto("/city/gold-coast/property");
  await expect(
    page.getByRole("heading", { level: 1, name: "Properties in Gold Coast" }),
  ).toBeVisible();
  await page.goto("/city/gold-coast/events");
  await expect(page.getByRole("heading", { name: city.eventTitle })).toBeVisible();
  await page.goto(`/city/gold-coast/search?q=${city.word}`);
  await expect(page.getByText(`Octopus in the ${city.word} at Currumbin`)).toBeVisible();
  await context.close();

  const neighbour = await contextSignedInAs(city.neighbour, { javaScriptEnabled: false });
  const inbox = await neighbour.newPage();
  await inbox.goto("/messages");
  await expect(inbox.getByText(city.message)).toBeVisible();
  await neighbour.close();
});

test("React adopts the drawn lists, events, search and inbox without errors and they work", async ({
  contextSignedInAs,
  request,
}) => {
  const city = await aCityToList(request);
  const context = await contextSignedInAs(city.member);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const card = page.getByRole("article").filter({ hasText: city.listing.title });

  await page.goto("/city/gold-coast/marketplace");
  await expect(card).toBeVisible();
  // A filter works once adopted: another category leaves the listing out, its own brings it back.
  await page.getByLabel("Category").selectOption({ label: "Books" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/category=books/);
  await expect(card).toHaveCount(0);
  await page.getByLabel("Category").selectOption({ label: "Other" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(card).toBeVisible();

  await page.goto("/city/gold-coast/dining");
  await expect(page.getByRole("heading", { level: 1, name: "Dining in Gold Coast" })).toBeVisible();

  await page.goto("/city/gold-coast/events");
  await expect(page.getByRole("heading", { name: city.eventTitle })).toBeVisible();
  // The browser's host goes into the subscribe link once adopted; the server knows only the path.
  await expect(
    page.getByRole("link", { name: "Subscribe to the Gold Coast calendar" }),
  ).toHaveAttribute("href", /^webcal:\/\/.+\/calendar\.ics$/);
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expect(page.getByRole("heading", { name: city.eventTitle })).toHaveCount(0);

  await page.goto(`/city/gold-coast/search?q=${city.word}`);
  const post = page.getByText(`Octopus in the ${city.word} at Currumbin`);
  await expect(post).toBeVisible();
  await page.getByLabel("Section").selectOption({ label: "Events" });
  await expect(page).toHaveURL(/section=events/);
  await expect(page.getByRole("link", { name: city.eventTitle })).toBeVisible();
  await expect(post).toHaveCount(0);

  await page.goto("/messages");
  await page.getByRole("link", { name: /Still got the longboard/ }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]+$/);

  // In Spanish the event's times are written through Intl, by the server and the browser alike.
  await page.goto("/city/gold-coast/events?lang=es");
  await expect(
    page.getByRole("heading", { level: 1, name: "Eventos en Gold Coast" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: city.eventTitle })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Pasados" })).toBeEnabled();

  expect(errors).toEqual([]);
  await context.close();
});

test("The admin dashboard arrives drawn with the queue, and React adopts it so Approve works", async ({
  contextSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  // A name too long for a phone's card, which cuts it short.
  const email = uniqueEmail("ssr-joiner-from-far-away");
  await createVerifiedUser(request, email);
  const applicant = await apiSession(email);
  const asked = await applicant.post("/api/cities/miami/membership-requests", {
    data: joinAnswers,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await applicant.dispose();
  await admin.dispose();

  // As drawn, before any script, on a phone.
  const still = await contextSignedInAs(adminEmail, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const drawn = await still.newPage();
  await drawn.goto("/admin");
  await expect(drawn.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(drawn.getByRole("article").filter({ hasText: email })).toBeVisible();
  // Nothing reaches past the phone's edge but the tab row, which scrolls by design.
  const past = await drawn.evaluate(() => ({
    page: document.documentElement.scrollWidth - innerWidth,
    elements: [...document.querySelectorAll("body *")]
      .filter((node) => node.getBoundingClientRect().right > innerWidth + 0.5)
      .filter((node) => node.closest(".overflow-x-auto, .sr-only") === null)
      .map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.slice(0, 40)}`),
  }));
  expect(past).toEqual({ page: 0, elements: [] });
  await drawn.screenshot({ path: "/tmp/admin-drawn-shots/admin-390-drawn.png", fullPage: true });
  await still.close();

  const context = await contextSignedInAs(adminEmail);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto("/admin");
  const card = page.getByRole("article").filter({ hasText: email });
  await expect(card.getByRole("button", { name: "Approve" })).toBeEnabled();
  await page.screenshot({ path: "/tmp/admin-drawn-shots/admin-1280.png" });
  await card.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
