import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminSession,
  apiSession,
  appointModerator,
  createMember,
} from "../support/e2e-community.ts";
import { pickThreePhotos, threeAlts } from "../support/e2e-post-photos.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 35's journey: a member posts three photos with alt text behind a warning and
// mentions a neighbour, whose bell rises live; she edits the post, the moderator's open
// feed shows "edited" without a reload, and the moderator reads the earlier version.

const alts = threeAlts;

const usernameOf = async (session: APIRequestContext) =>
  ((await (await session.get("/api/me")).json()).viewer as { username: string }).username;

const noSideways = (page: Page, width: number) =>
  page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

test("A member posts three described photos behind a warning mentioning a neighbour, who is told live; she edits it and a moderator reads its history", async ({
  page,
  request,
  signInAs,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const mod = await createMember(request, admin, "moderator", "miami");
  await appointModerator(admin, mod, "miami");
  const bobApi = await apiSession(bob);
  const bobName = await usernameOf(bobApi);
  await bobApi.post("/api/me/notifications/read-all");
  const stamp = Date.now().toString(36);
  const warning = `Birds up close ${stamp}`;

  // Bob and the moderator have their pages open; neither is reloaded.
  const bobPage = await pageSignedInAs(bob);
  await bobPage.goto("/city/miami/profile");
  await expect(bobPage.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  const modPage = await pageSignedInAs(mod, { viewport: { width: 1280, height: 900 } });
  await modPage.goto("/city/miami/feed");
  await expect(modPage.getByRole("heading", { name: "Latest posts" })).toBeVisible();

  // Ana writes on her phone: text with a mention picked by keyboard, photos, a warning.
  await signInAs(page, ana);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/city/miami/feed");
  const box = page.getByRole("combobox", { name: /What's happening in Miami/ });
  await box.click();
  await box.pressSequentially("Low tide walk with ");
  await box.pressSequentially(`@${bobName.slice(0, 10)}`);
  const option = page
    .getByRole("listbox", { name: "Members to mention" })
    .getByRole("option", { name: `@${bobName}` });
  await expect(option).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await box.pressSequentially("this morning");
  await pickThreePhotos(page);
  await expect(page.getByText("3 of 8 photos")).toBeVisible();
  for (const [index, alt] of alts.entries()) {
    await page.getByLabel(`Description of photo ${index + 1}`).fill(alt);
  }
  await page.getByRole("checkbox", { name: "Add a content warning" }).check();
  await page.getByRole("textbox", { name: "Content warning" }).fill(warning);
  await page.getByRole("button", { name: "Post", exact: true }).click();

  // Bob is told without reloading.
  const bell = bobPage.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(bobPage.getByRole("menuitem", { name: /mentioned you/ })).toBeVisible();
  await bobPage.screenshot({ path: "test-results/rich-posts-bell-1280.png" });

  // The feed shows the warning, then the text and the three described photos.
  const post = page.getByRole("article").filter({ hasText: warning });
  await expect(post).toBeVisible();
  await post.getByRole("button", { name: "Show" }).click();
  await expect(post.getByText(`Low tide walk with @${bobName} this morning`)).toBeVisible();
  const photos = post.locator("img[src*='/uploads/post-']");
  await expect(photos).toHaveCount(3);
  expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
    alts,
  );

  // Bob reports it as it is now; an edit afterwards does not change what was reported.
  const { id: postId } = (await (await bobApi.get("/api/cities/miami/posts")).json()).items.find(
    (item: { contentWarning: string | null }) => item.contentWarning === warning,
  );
  const report = await bobApi.post("/api/reports", {
    data: { targetType: "post", targetId: postId, reason: "spam", description: "Not for here" },
  });
  expect(report.status(), await report.text()).toBe(201);

  // Ana edits it in place, by keyboard.
  const edit = post.getByRole("button", { name: "Edit post" });
  await edit.press("Enter");
  const editBox = post.getByRole("textbox", { name: "Edit post" });
  await expect(editBox).toBeFocused();
  await editBox.fill("");
  await post.getByRole("button", { name: "Save changes" }).click();
  await expect(post.getByRole("alert")).toHaveText("Please write something to post.");
  const edited = `Low tide walk with @${bobName} this morning, pelicans included`;
  await editBox.fill(edited);
  await page.screenshot({ path: "test-results/rich-posts-editing-390.png", fullPage: true });
  expect(await noSideways(page, 390)).toBe(true);
  await editBox.press("Control+Enter");
  await expect(editBox).toBeHidden();
  await expect(post.getByText(edited)).toBeVisible();
  await expect(post.getByText("edited", { exact: true })).toBeVisible();
  await expect(edit).toBeFocused();
  // Reactions and the photos stay.
  await expect(photos).toHaveCount(3);
  await page.screenshot({ path: "test-results/rich-posts-edited-390.png", fullPage: true });
  expect(await noSideways(page, 390)).toBe(true);
  // Members see "edited" but no History.
  await expect(post.getByRole("button", { name: /^History/ })).toHaveCount(0);

  // The moderator's open feed has the edit without a reload, and History opens the versions.
  const modPost = modPage.getByRole("article").filter({ hasText: warning });
  await expect(modPost.getByText("edited", { exact: true })).toBeVisible({ timeout: 15_000 });
  await modPost.getByRole("button", { name: "Show" }).click();
  await expect(modPost.getByText(edited)).toBeVisible();
  await modPost.getByRole("button", { name: /^History/ }).click();
  const dialog = modPage.getByRole("dialog", { name: "Earlier versions" });
  await expect(dialog).toBeVisible();
  const versions = dialog.getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Current version 2");
  await expect(versions.nth(0)).toContainText(edited);
  await expect(versions.nth(1)).toContainText("Version 1");
  await expect(versions.nth(1)).toContainText(`Low tide walk with @${bobName} this morning`);
  await modPage.screenshot({ path: "test-results/rich-posts-history-1280.png" });
  await modPage.setViewportSize({ width: 390, height: 844 });
  await modPage.screenshot({ path: "test-results/rich-posts-history-390.png" });
  expect(await noSideways(modPage, 390)).toBe(true);
  await modPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await modPost.scrollIntoViewIfNeeded();
  await modPage.screenshot({ path: "test-results/rich-posts-moderator-card-390.png" });
  expect(await noSideways(modPage, 390)).toBe(true);

  // The Reports tab shows the moderator the text Bob reported, version 1.
  await modPage.goto("/admin?tab=reports");
  const reported = modPage
    .getByRole("tabpanel", { name: "Reports" })
    .getByRole("figure")
    .filter({ hasText: "Reported text (version 1)" });
  await expect(reported).toContainText(`Low tide walk with @${bobName} this morning`);
  await expect(reported).not.toContainText("pelicans");
  await modPage.screenshot({ path: "test-results/rich-posts-report-390.png", fullPage: true });
  expect(await noSideways(modPage, 390)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await post.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/rich-posts-edited-1280.png" });
  await bobApi.dispose();
  await admin.dispose();
});

test("A Spanish-speaking member edits her comment in Spanish, and a moderator reads its history", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const lucia = await createMember(request, admin, "lucia", "miami");
  const mod = await createMember(request, admin, "moderadora", "miami");
  await appointModerator(admin, mod, "miami");
  const luciaApi = await apiSession(lucia);
  const text = `¿Alguien va a la feria? ${Date.now().toString(36)}`;
  const created = await luciaApi.post("/api/cities/miami/posts", { data: { content: text } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const comment = await luciaApi.post(`/api/posts/${id}/comments`, { data: { content: "Yo voy" } });
  expect(comment.status()).toBe(201);

  const page = await pageSignedInAs(lucia, {
    locale: "es-US",
    viewport: { width: 390, height: 844 },
  });
  await page.goto("/city/miami/feed");
  const post = page.getByRole("article").filter({ hasText: text });
  await post.getByRole("button", { name: "1 comentario" }).click();
  await post.getByRole("button", { name: /^Editar comentario de lucia/ }).click();
  const box = post.getByRole("textbox", { name: "Editar comentario" });
  await expect(box).toBeFocused();
  await box.fill("Yo voy, con mi hermana");
  await post.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(post.getByText("Yo voy, con mi hermana")).toBeVisible();
  await expect(post.getByText("editado", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/rich-posts-comment-es-390.png", fullPage: true });
  expect(await noSideways(page, 390)).toBe(true);

  const modPage = await pageSignedInAs(mod, {
    locale: "es-US",
    viewport: { width: 1280, height: 900 },
  });
  await modPage.goto("/city/miami/feed");
  const modPost = modPage.getByRole("article").filter({ hasText: text });
  await modPost.getByRole("button", { name: "1 comentario" }).click();
  await expect(modPost.getByText("editado", { exact: true })).toBeVisible();
  await modPost.getByRole("button", { name: /^Historial/ }).click();
  const dialog = modPage.getByRole("dialog", { name: "Versiones anteriores" });
  await expect(dialog.getByRole("listitem")).toHaveCount(2);
  await expect(dialog.getByRole("listitem").nth(1)).toContainText("Versión 1");
  await expect(dialog.getByRole("listitem").nth(1)).toContainText("Yo voy");
  await modPage.screenshot({ path: "test-results/rich-posts-comment-history-es-1280.png" });
  await luciaApi.dispose();
  await admin.dispose();
});
