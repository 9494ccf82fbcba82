import type { Browser, Page } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";
import { jpegWithGps } from "../support/test-images.ts";

async function memberPage(browser: Browser, email: string, city: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(`/city/${city}/feed`);
  await expect(page.getByLabel(/What's happening in/)).toBeVisible();
  return page;
}

const postBy = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

test("A member posts with a photo and another member sees it appear live", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const pageA = await memberPage(browser, ana, "miami");
  const pageB = await memberPage(browser, bob, "miami");

  const text = `Sunrise at South Pointe ${Date.now()}`;
  await pageA.getByLabel(/What's happening in Miami/).fill(text);
  const chooser = pageA.waitForEvent("filechooser");
  await pageA.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles({
    name: "sunrise.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegWithGps(1200, 800),
  });
  await expect(pageA.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await pageA.getByRole("button", { name: "Post", exact: true }).click();
  await expect(postBy(pageA, text)).toBeVisible();

  // B never reloads: the post and its photo arrive over the live stream.
  const seenByB = postBy(pageB, text);
  await expect(seenByB).toBeVisible({ timeout: 15_000 });
  await expect(seenByB.locator("img[src*='/uploads/post-']")).toBeVisible();
  await admin.dispose();
});

test("Members react once per post: the same reaction removes it, another replaces it, and comments flow", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "gold-coast");
  const bob = await createMember(request, admin, "bob", "gold-coast");
  const anaApi = await apiSession(ana);
  const text = `Who is up for a dawn paddle? ${Date.now()}`;
  expect(
    (await anaApi.post("/api/cities/gold-coast/posts", { data: { content: text } })).status(),
  ).toBe(201);

  const pageB = await memberPage(browser, bob, "gold-coast");
  const post = postBy(pageB, text);
  const like = post.getByRole("button", { name: "Like" });
  const love = post.getByRole("button", { name: "Love" });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await love.click();
  await expect(love).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");
  await expect(love).toContainText("1");
  await love.click();
  await expect(love).toHaveAttribute("aria-pressed", "false");
  await expect(love).toContainText("0");

  await post.getByRole("button", { name: /comments/ }).click();
  const box = post.getByLabel("Write a comment");
  await post.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(post.getByText("Comment cannot be empty")).toBeVisible();
  await box.fill("Count me in!");
  await post.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(post.getByText("Count me in!")).toBeVisible();
  await expect(post.getByText(/less than a minute ago|about|ago/).first()).toBeVisible();

  // Ana sees Bob's comment in her feed too.
  const pageA = await memberPage(browser, ana, "gold-coast");
  const hers = postBy(pageA, text);
  await hers.getByRole("button", { name: /1 comment/ }).click();
  await expect(hers.getByText("Count me in!")).toBeVisible();
  await anaApi.dispose();
  await admin.dispose();
});

test("People outside a city cannot read its feed or listen to its live updates", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("outsider");
  await createVerifiedUser(request, email);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL("/communities");
  await page.goto("/city/cape-town/feed");
  await expect(page).toHaveURL("/city/cape-town");
  expect((await page.request.get("/api/cities/cape-town/posts")).status()).toBe(403);
  expect((await page.request.get("/api/cities/cape-town/live")).status()).toBe(403);
  expect((await request.get("/api/cities/cape-town/live")).status()).toBe(401);
});

/**
 * What the browser does when the user switches to another tab. Headless Chromium keeps
 * every tab on screen, so the test says it, through the same property and event.
 */
const putInBackground = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (isHidden ? "hidden" : "visible"),
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

// Decision 052: over HTTP/1.1 a browser opens six connections to a host across all its
// tabs; three feed tabs held them all with their live streams, and a fourth never loaded.
test("A member with many tabs open: background tabs let go of their live streams, so another tab loads, and a tab brought back catches up", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "tabs", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const context = await browser.newContext();
  const tabs: Page[] = [];
  for (let i = 0; i < 3; i++) {
    const tab = await context.newPage();
    if (i === 0) await signIn(tab, ana);
    await tab.goto("/city/miami/feed");
    await expect(tab.getByText("Live", { exact: true })).toBeVisible();
    tabs.push(tab);
  }
  for (const tab of tabs) await putInBackground(tab, true);

  const fourth = await context.newPage();
  await fourth.goto("/city/miami/feed");
  await expect(fourth.getByLabel(/What's happening in Miami/)).toBeVisible();
  await expect(fourth.getByText("Live", { exact: true })).toBeVisible();

  // Bob posts while the first tab is in the background; it shows the post once back.
  const text = `Posted while you were away ${Date.now()}`;
  const bobApi = await apiSession(bob);
  expect((await bobApi.post("/api/cities/miami/posts", { data: { content: text } })).status()).toBe(
    201,
  );
  await expect(postBy(fourth, text)).toBeVisible();
  const [first] = tabs as [Page];
  await expect(postBy(first, text)).toHaveCount(0);
  await putInBackground(first, false);
  await expect(first.getByText("Live", { exact: true })).toBeVisible();
  await expect(postBy(first, text)).toBeVisible();
  await bobApi.dispose();
  await admin.dispose();
});

// A server-drawn feed shows what was there when it was drawn; its live stream opens only
// once the page's code has run. A post made in between must still appear: the stream's
// first opening catches up. The stream is held back here until the post is made.
test("A post made while the feed's live stream is still opening appears once it opens", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "early", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ana);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let streamAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    streamAsked = resolve;
  });
  await page.route("**/api/cities/miami/live", async (route) => {
    streamAsked();
    await held;
    await route.continue();
  });
  await page.goto("/city/miami/feed");
  await asked;
  await expect(page.getByText("Live", { exact: true })).toHaveCount(0);

  const text = `Posted before the stream opened ${Date.now()}`;
  const bobApi = await apiSession(bob);
  expect((await bobApi.post("/api/cities/miami/posts", { data: { content: text } })).status()).toBe(
    201,
  );
  release();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(postBy(page, text)).toBeVisible();
  await bobApi.dispose();
  await admin.dispose();
});

/** Holds the browser's requests for the built file whose name starts `name` until `release` runs. */
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

test("On a server-drawn feed a reaction and Save pressed before their code has come count at once and are kept once it comes", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "early-ana", "gold-coast");
  const bob = await createMember(request, admin, "early-bob", "gold-coast");
  const anaApi = await apiSession(ana);
  const text = `Rock pools at low tide this morning ${Date.now()}`;
  expect(
    (await anaApi.post("/api/cities/gold-coast/posts", { data: { content: text } })).status(),
  ).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, bob);
  const reactions = await holdChunk(page, "reaction-sender");
  const saving = await holdChunk(page, "bookmark-sender");

  await page.goto("/city/gold-coast/feed");
  const post = postBy(page, text);
  const like = post.getByRole("button", { name: "Like" });
  await like.click();
  await expect.poll(() => reactions.asked).toBe(true);
  // Counted at once, though the code that sends it has not come.
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await post.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => saving.asked).toBe(true);
  reactions.release();
  saving.release();
  await expect(post.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  // The server kept both: the feed drawn again says so.
  await page.reload();
  const again = postBy(page, text);
  await expect(again.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
  await expect(again.getByRole("button", { name: "Like" })).toContainText("1");
  await expect(again.getByRole("button", { name: "Saved" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.context().close();
  await anaApi.dispose();
  await admin.dispose();
});
