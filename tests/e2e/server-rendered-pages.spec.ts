import type { Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Decision 040: a city feed and a listing arrive drawn by the server with the data the API
// gives the same browser, and React adopts that HTML.

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
