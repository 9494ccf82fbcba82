import type { Page } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";

// A post's own page: a comment notification opens the post with its comments, in English
// on a phone and in Spanish on a laptop; links sent before it existed still land there.
const shots = "/tmp/post-page-shots";

async function fitsTheScreen(page: Page) {
  const past = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((node) => node.closest("[aria-hidden='true'], .overflow-x-auto") === null)
      .map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.slice(0, 40)}`),
  );
  expect(past).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("A comment notification opens the post's own page with the comment, in English and Spanish", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "pp-ana", "miami");
  const bob = await createMember(request, admin, "pp-bob", "miami");
  const anaApi = await apiSession(ana);
  const bobApi = await apiSession(bob);
  const text = `Sea turtles nesting on Lummus Park ${Date.now().toString(36)}, keep your distance`;
  const posted = await anaApi.post("/api/cities/miami/posts", { data: { content: text } });
  expect(posted.status()).toBe(201);
  const postId = ((await posted.json()) as { id: string }).id;
  await anaApi.post("/api/me/notifications/read-all");

  const page = await pageSignedInAs(ana, { viewport: { width: 390, height: 844 } });
  await page.goto("/city/miami/profile");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  const commented = await bobApi.post(`/api/posts/${postId}/comments`, {
    data: { content: "Saw three hatchlings last night" },
  });
  expect(commented.status()).toBe(201);

  // From the bell to the post's page, its comment shown without opening anything.
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click({ timeout: 15_000 });
  await page.getByRole("menuitem", { name: /commented on your post/ }).click();
  await expect(page).toHaveURL(new RegExp(`/city/miami/posts/${postId}$`));
  await expect(page.getByRole("heading", { name: /^Post by .+ in Miami$/ })).toBeAttached();
  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByText("Saw three hatchlings last night")).toBeVisible();
  await expect(page.getByRole("link", { name: "Miami feed" })).toHaveAttribute(
    "href",
    "/city/miami/feed",
  );
  await expect(page).toHaveTitle("Post in Miami · Coastal");
  await fitsTheScreen(page);
  await page.screenshot({ path: `${shots}/post-390.png`, fullPage: true });

  // The same page in Spanish, on a laptop.
  const laptop = await pageSignedInAs(ana, { viewport: { width: 1280, height: 900 } });
  await chooseLanguage(laptop.context(), "es");
  await laptop.goto(`/city/miami/posts/${postId}`);
  await expect(laptop.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    laptop.getByRole("heading", { name: /^Publicación de .+ en Miami$/ }),
  ).toBeAttached();
  await expect(laptop.getByText("Saw three hatchlings last night")).toBeVisible();
  await expect(laptop.getByRole("link", { name: "Muro de Miami" })).toBeVisible();
  await expect(laptop).toHaveTitle(/^Publicación en Miami · /);
  await fitsTheScreen(laptop);
  await laptop.screenshot({ path: `${shots}/post-1280-es.png`, fullPage: true });

  // Deleted while open (from her phone, say): the open page says so without a reload.
  expect((await anaApi.delete(`/api/posts/${postId}`)).status()).toBe(204);
  await expect(
    laptop.getByText("Esta publicación se eliminó. Sus comentarios se fueron con ella."),
  ).toBeVisible({ timeout: 15_000 });
  await expect(laptop.getByText("Saw three hatchlings last night")).toBeHidden();

  await admin.dispose();
  await anaApi.dispose();
  await bobApi.dispose();
});

test("A link from an email sent before posts had pages lands on the post's page", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "pp-old", "miami");
  const anaApi = await apiSession(ana);
  const text = `Old link to a post ${Date.now().toString(36)}`;
  const postId = (
    (await (await anaApi.post("/api/cities/miami/posts", { data: { content: text } })).json()) as {
      id: string;
    }
  ).id;

  const page = await pageSignedInAs(ana, { viewport: { width: 390, height: 844 } });
  await page.goto(`/city/miami/feed#post-${postId}`);
  await expect(page).toHaveURL(new RegExp(`/city/miami/posts/${postId}$`));
  await expect(page.getByRole("article").filter({ hasText: text })).toBeVisible();

  // A post that is not there says so, with the way back to the feed.
  await page.goto("/city/miami/posts/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Post not found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Miami feed" })).toBeVisible();
  await page.screenshot({ path: `${shots}/not-found-390.png` });
  await admin.dispose();
  await anaApi.dispose();
});
