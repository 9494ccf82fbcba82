import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 35: @mentions suggested as you type, a bell that rises for the person mentioned,
// and #tags that filter the feed.

const usernameOf = async (session: APIRequestContext) =>
  ((await (await session.get("/api/me")).json()).viewer as { username: string }).username;

/** Types the start of a name after "@" and waits for the suggestions to open. */
async function startMention(box: Locator, partial: string) {
  await box.pressSequentially(`@${partial}`);
  await expect(box).toHaveAttribute("aria-expanded", "true");
}

test("A member mentions a neighbour by keyboard, the neighbour's bell rises live, and a hashtag filters the feed", async ({
  browser,
  page,
  request,
  signInAs,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const bobApi = await apiSession(bob);
  const bobName = await usernameOf(bobApi);
  await bobApi.post("/api/me/notifications/read-all");
  const tag = `surf${Date.now().toString(36)}`;

  // Bob reads his city's page in his own browser; it is never reloaded.
  const bobPage = await (await browser.newContext()).newPage();
  await signInAs(bobPage, bob);
  await bobPage.goto("/city/miami/profile");
  await expect(bobPage.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  await signInAs(page, ana);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/city/miami/feed");
  const box = page.getByRole("combobox", { name: /What's happening in Miami/ });
  await box.click();
  await box.pressSequentially(`Dawn session #${tag} with `);
  await startMention(box, bobName.slice(0, 10));
  const list = page.getByRole("listbox", { name: "Members to mention" });
  const option = list.getByRole("option", { name: `@${bobName}` });
  await expect(option).toBeVisible();
  await page.screenshot({ path: "test-results/mentions-suggestions-390.png" });
  // The open combobox and its list pass axe's checks, but one: ARIA in HTML lists no role
  // for a textarea, and the issue asks for a combobox, whose active option screen readers
  // follow (decision 085); axe's best practice "aria-allowed-role" says so, nothing else may.
  const { violations } = await new AxeBuilder({ page })
    .include("form")
    .disableRules(["aria-allowed-role"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  // The keyboard moves through the list and picks; the box keeps the focus throughout.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(`Dawn session #${tag} with @${bobName} `);
  // Escape closes a list without picking, and the text stays as typed.
  await startMention(box, bobName.slice(0, 3));
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace");
  await box.pressSequentially("see you there");
  await page.getByRole("button", { name: "Post", exact: true }).click();

  // Bob hears of it without reloading.
  await expect(bobPage.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible({
    timeout: 15_000,
  });
  await bobPage.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(bobPage.getByRole("menuitem", { name: /mentioned you/ })).toBeVisible();

  // In the feed the mention opens Bob's page and the tag the feed of that tag.
  const card = page.locator("article", { hasText: "see you there" }).first();
  await expect(card.getByRole("link", { name: `@${bobName}` })).toHaveAttribute(
    "href",
    `/city/miami/members/${encodeURIComponent(bobName)}`,
  );
  // The server draws the tag's feed with the same links before any script runs.
  const drawn = await (
    await page.request.get(`/city/miami/feed?tag=${tag}`, { headers: { accept: "text/html" } })
  ).text();
  expect(drawn).toContain(`href="/city/miami/members/${encodeURIComponent(bobName)}"`);
  expect(drawn).toContain(`href="/city/miami/feed?tag=${tag}"`);
  await card.getByRole("link", { name: `#${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/city/miami/feed\\?tag=${tag}$`));
  await expect(page.getByRole("heading", { name: `Posts tagged #${tag}` })).toBeVisible();
  await expect(page.locator("article")).toHaveCount(1);
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
  expect(noSideways).toBe(true);
  await page.screenshot({ path: "test-results/mentions-tagged-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/mentions-tagged-1280.png" });
  await page.getByRole("link", { name: "Show all posts" }).click();
  await expect(page).toHaveURL(/\/city\/miami\/feed$/);
  await expect(page.getByRole("heading", { name: "Latest posts" })).toBeVisible();

  await admin.dispose();
  await bobApi.dispose();
});

test("A Spanish-speaking member gets the suggestions and the tag's feed in Spanish", async ({
  browser,
  request,
  signInAs,
}) => {
  const admin = await adminSession(request);
  const lucia = await createMember(request, admin, "lucia", "miami");
  const mateo = await createMember(request, admin, "mateo", "miami");
  const mateoName = await usernameOf(await apiSession(mateo));
  const tag = `café${Date.now().toString(36)}`;

  const page = await (
    await browser.newContext({ locale: "es-US", viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signInAs(page, lucia);
  await page.goto("/city/miami/feed");
  const box = page.getByRole("combobox", { name: "¿Qué está pasando en Miami?" });
  await box.click();
  await box.pressSequentially(`Mejor #${tag} con `);
  await startMention(box, mateoName.slice(0, 11));
  await expect(page.getByRole("listbox", { name: "Miembros para mencionar" })).toBeVisible();
  await page.screenshot({ path: "test-results/mentions-suggestions-es-1280.png" });
  await page.keyboard.press("Tab");
  await expect(box).toHaveValue(`Mejor #${tag} con @${mateoName} `);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  const card = page.locator("article", { hasText: `@${mateoName}` }).first();
  await card.getByRole("link", { name: `#${tag}` }).click();
  const folded = tag.normalize("NFD").replace(/\p{M}/gu, "");
  await expect(page.getByRole("heading", { name: `Publicaciones con #${folded}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver todas las publicaciones" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole("link", { name: `@${mateoName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/mentions-tagged-es-390.png" });
  await admin.dispose();
});
