import type { APIRequestContext, Page } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 33, offline writes (decision 074): a comment or post written without a network
// waits on the page as "Waiting to send", survives a reload, and is stored exactly once
// when the network is back; a write whose answer was lost is sent again with its key.

const city = "gold-coast";

/** A member of the Gold Coast and a post of theirs to comment on. */
async function aMemberWithAPost(request: APIRequestContext, prefix: string) {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, prefix, city);
  await admin.dispose();
  const api = await apiSession(member);
  const text = `Low tide at Currumbin at four ${Date.now()}`;
  const posted = await api.post(`/api/cities/${city}/posts`, { data: { content: text } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  return { member, api, post: { id, text } };
}

/** What the server holds: the comments on a post and the city's posts with this text. */
async function commentsSaying(api: APIRequestContext, postId: string, text: string) {
  const answer = await api.get(`/api/posts/${postId}/comments`);
  expect(answer.status()).toBe(200);
  const { comments } = (await answer.json()) as { comments: { content: string }[] };
  return comments.filter((comment) => comment.content === text).length;
}
async function postsSaying(api: APIRequestContext, text: string) {
  const answer = await api.get(`/api/cities/${city}/posts?limit=50`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { content: string }[] };
  return items.filter((post) => post.content === text).length;
}

const article = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });
const waiting = (page: Page) => page.getByRole("list", { name: "Not sent yet" });

/** The service worker controls the page and has kept the feed for offline use. */
async function feedKeptOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
  // The first visit came before the worker; this one goes through it.
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!(await caches.has("coastal-pages"))) return false;
        const pages = await caches.open("coastal-pages");
        return (await pages.keys()).some((key) => new URL(key.url).pathname.endsWith("/feed"));
      }),
    )
    .toBe(true);
}

test("A member comments and posts offline: both wait, survive a reload, and are stored once when back online", async ({
  contextSignedInAs,
  request,
}, testInfo) => {
  const { member, api, post } = await aMemberWithAPost(request, "offline");
  const context = await contextSignedInAs(member, { serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto(`/city/${city}/feed`);
  await expect(article(page, post.text)).toBeVisible();
  await feedKeptOffline(page);
  await article(page, post.text)
    .getByRole("button", { name: /comments?$/ })
    .click();
  const box = article(page, post.text).getByLabel("Write a comment");
  await expect(box).toBeVisible();

  await context.setOffline(true);
  const comment = `Bringing the kids and a bucket ${Date.now()}`;
  await box.fill(comment);
  await box.press("Enter");
  const commentWaits = waiting(page).filter({ hasText: comment });
  await expect(commentWaits).toBeVisible();
  await expect(commentWaits.getByText("Waiting to send")).toBeVisible();
  await expect(box).toHaveValue("");

  const news = `Rips marked at the north end today ${Date.now()}`;
  await page.getByLabel("What's happening in Gold Coast?").fill(news);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  const postWaits = waiting(page).filter({ hasText: news });
  await expect(postWaits.getByText("Waiting to send")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await commentWaits.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`offline-waiting-${width}.png`) });
  }

  // Still offline, the page opens again from the service worker and the outbox.
  await page.reload();
  await expect(waiting(page).filter({ hasText: news })).toBeVisible();
  await article(page, post.text)
    .getByRole("button", { name: /comments?$/ })
    .click();
  await expect(waiting(page).filter({ hasText: comment })).toBeVisible();
  expect(await commentsSaying(api, post.id, comment)).toBe(0);
  expect(await postsSaying(api, news)).toBe(0);

  await context.setOffline(false);
  await expect(waiting(page)).toHaveCount(0);
  await expect(article(page, post.text).getByText(comment)).toHaveCount(1);
  await expect(article(page, news)).toHaveCount(1);
  expect(await commentsSaying(api, post.id, comment)).toBe(1);
  expect(await postsSaying(api, news)).toBe(1);
  await api.dispose();
});

test("A comment whose answer was lost is sent again with the same key and stored once", async ({
  signInAs,
  page,
  request,
}) => {
  const { member, api, post } = await aMemberWithAPost(request, "lostanswer");
  const keys: (string | null)[] = [];
  // The first comment reaches the server and is stored, but its answer never comes back.
  await page.route(`**/api/posts/${post.id}/comments`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(await route.request().headerValue("idempotency-key"));
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort("connectionreset");
  });
  await signInAs(page, member);
  await page.goto(`/city/${city}/feed`);
  await article(page, post.text)
    .getByRole("button", { name: /comments?$/ })
    .click();
  const comment = `Is the car park open early? ${Date.now()}`;
  const box = article(page, post.text).getByLabel("Write a comment");
  await box.fill(comment);
  const replayed = page.waitForResponse(
    (answer) => answer.url().endsWith(`/api/posts/${post.id}/comments`) && answer.status() === 201,
  );
  await box.press("Enter");

  expect((await replayed).headers()["idempotent-replayed"]).toBe("true");
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(waiting(page)).toHaveCount(0);
  await expect(article(page, post.text).getByText(comment)).toHaveCount(1);
  expect(await commentsSaying(api, post.id, comment)).toBe(1);
  await api.dispose();
});

test("Two tabs of the same member back online send a comment written offline once", async ({
  contextSignedInAs,
  request,
}) => {
  const { member, api, post } = await aMemberWithAPost(request, "twotabs");
  const context = await contextSignedInAs(member);
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    await tab.goto(`/city/${city}/feed`);
    await expect(article(tab, post.text)).toBeVisible();
    // Without the service worker, the outbox's code comes on the page's first press, as
    // the comments' code does.
    const outboxCode = tab.waitForResponse(/\/outbox-sender-[\w-]+\.js$/);
    await article(tab, post.text)
      .getByRole("button", { name: /comments?$/ })
      .click();
    await outboxCode;
    await expect(article(tab, post.text).getByLabel("Write a comment")).toBeVisible();
  }
  const sends: string[] = [];
  context.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith(`/api/posts/${post.id}/comments`)) {
      sends.push(sent.headers()["idempotency-key"] ?? "");
    }
  });

  await context.setOffline(true);
  const comment = `Two tabs, one comment ${Date.now()}`;
  const box = article(first, post.text).getByLabel("Write a comment");
  await box.fill(comment);
  await box.press("Enter");
  await expect(waiting(first).filter({ hasText: comment })).toBeVisible();
  // The other tab hears of it and shows it waiting too.
  await expect(waiting(second).filter({ hasText: comment })).toBeVisible();

  await context.setOffline(false);
  for (const tab of [first, second]) {
    await expect(waiting(tab)).toHaveCount(0);
    await expect(article(tab, post.text).getByText(comment)).toHaveCount(1);
  }
  expect(await commentsSaying(api, post.id, comment)).toBe(1);
  expect(sends).toHaveLength(1);
  await api.dispose();
});
