import type { APIRequestContext, Page } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 33: Coastal installs as an app (a manifest with its icons) and its service worker
// opens the pages a member already visited without a network, saying when they were last
// updated; a page never opened shows the offline page; signing out forgets the copies.

// The other journeys run without the worker (playwright.config.ts); these need it.
test.use({ serviceWorkers: "allow" });

async function aMemberWithAPost(request: APIRequestContext) {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "pwa", "gold-coast");
  const author = await apiSession(member);
  const text = `Whales breaching off Snapper Rocks ${Date.now()}`;
  const posted = await author.post("/api/cities/gold-coast/posts", { data: { content: text } });
  expect(posted.status(), await posted.text()).toBe(201);
  await author.dispose();
  await admin.dispose();
  return { member, text };
}

/** The worker's script URL once it controls the page. */
const controllingWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? null;
  });

/** What the member's caches hold: each kept URL's path and when it was stored. */
const keptCopies = (page: Page) =>
  page.evaluate(async () => {
    const kept: { cache: string; path: string; cachedAt: string }[] = [];
    for (const cache of ["coastal-pages", "coastal-api"]) {
      if (!(await caches.has(cache))) continue;
      const open = await caches.open(cache);
      for (const request of await open.keys()) {
        const response = await open.match(request);
        kept.push({
          cache,
          path: new URL(request.url).pathname,
          cachedAt: response?.headers.get("x-coastal-cached-at") ?? "",
        });
      }
    }
    return kept;
  });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("Coastal is installable: a manifest with its name, start page and real icons", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0e7490");

  const answer = await request.get(href ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Coastal",
    short_name: "Coastal",
    start_url: "/feed",
    display: "standalone",
    theme_color: "#0e7490",
  });
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    "/feed",
    "/messages",
    "/marketplace",
  ]);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    "192x192 any",
    "192x192 maskable",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of [
    ...manifest.icons,
    { src: "/icons/apple-touch-icon.png", sizes: "180x180" },
  ]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // The worker is checked on every visit, so a deploy reaches every tab.
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  // It registers once the page has loaded, and takes the page it was registered from.
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

  // Chromium's own verdict, the one Lighthouse's installability audit reported: the
  // manifest parses without errors and nothing stands in the way of installing.
  const devtools = await page.context().newCDPSession(page);
  const parsed = (await devtools.send("Page.getAppManifest")) as { errors: unknown[] };
  expect(parsed.errors).toEqual([]);
  // Playwright's browsers are incognito, where Chromium installs nothing; that aside.
  await expect
    .poll(async () =>
      (await devtools.send("Page.getInstallabilityErrors")).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== "in-incognito"),
    )
    .toEqual([]);
});

test("A visited feed opens offline with when it was last updated; an unvisited page says it is offline; signing out forgets the copies", async ({
  contextSignedInAs,
  request,
}, testInfo) => {
  const { member, text } = await aMemberWithAPost(request);
  const context = await contextSignedInAs(member, { serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto("/city/gold-coast/feed");
  await expect(page.getByText(text)).toBeVisible();
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  // The first visit came before the worker; this one goes through it.
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  await expect
    .poll(async () => (await keptCopies(page)).map((copy) => copy.path))
    .toContain("/city/gold-coast/feed");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "Offline — last updated" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(String(new Date().getFullYear()));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`offline-feed-${width}.png`) });
  }

  const unvisited = await context.newPage();
  await unvisited.goto("/city/gold-coast/events");
  await expect(unvisited.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(unvisited.getByRole("link", { name: "Try again" })).toBeVisible();
  for (const width of [390, 1280]) {
    await unvisited.setViewportSize({ width, height: 800 });
    await unvisited.screenshot({ path: testInfo.outputPath(`offline-page-${width}.png`) });
  }
  await unvisited.close();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  await expect(banner).toHaveCount(0);
  const before = await keptCopies(page);
  expect(before.some((copy) => copy.cache === "coastal-api")).toBe(true);

  const signedOutAt = new Date().toISOString();
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  // Nothing stored while the member was signed in is left: only a visitor's answers since.
  const after = await keptCopies(page);
  expect(after.filter((copy) => copy.cachedAt < signedOutAt)).toEqual([]);
  expect(after.map((copy) => copy.path)).not.toContain("/city/gold-coast/feed");
});

test("A new version waits until the member reloads from the prompt", async ({ page }) => {
  await page.goto("/communities");
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // A deploy changes the worker's script. Here the same file at another address stands in
  // for it (the browser installs it as the registration's next version); the page's own
  // code must notice and ask.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next-deploy"));

  const prompt = page.getByRole("status").filter({ hasText: "A new version of Coastal is ready." });
  await expect(prompt).toBeVisible();
  // Until then the old version still runs the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
  await page.screenshot({ path: test.info().outputPath("update-prompt.png") });

  await Promise.all([
    page.waitForEvent("load"),
    prompt.getByRole("button", { name: "Reload" }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting);
  });
  expect(waiting).toBe(false);
  expect(await controllingWorker(page)).toMatch(/\/sw\.js\?next-deploy$/);
});

test("A push shows its notification with the bell's words and the page it opens", async ({
  page,
  baseURL,
}) => {
  // Room for the push to be offered again (below).
  test.setTimeout(90_000);
  await page.context().grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/communities");
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

  const devtools = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send("ServiceWorker.enable");
  const payload = {
    title: "Ana replied to your post",
    body: "Count me in for Saturday!",
    link: "/notifications",
    tag: "reply-42",
    kind: "reply",
  };
  const worker = await registrationId;

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: new URL(notification.icon).pathname,
        link: (notification.data as { link?: string }).link,
      }));
    });
  // Chromium wakes the worker for the message. Once, on two cores under the whole suite, no
  // notification had come after 10 s, where alone it comes at once: the message is offered
  // again until the notification shows, for at most 40 s (as push.spec.ts does). Its tag
  // makes a second showing replace the first, so one notification is still what counts.
  await expect(async () => {
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(page.url()).origin,
      registrationId: worker,
      data: JSON.stringify(payload),
    });
    await expect.poll(shown, { timeout: 8_000 }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: "/icons/icon-192.png",
        link: "/notifications",
      },
    ]);
  }).toPass({ timeout: 40_000 });
});
