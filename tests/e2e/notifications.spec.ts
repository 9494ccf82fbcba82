import { expect, test } from "@playwright/test";
import { signIn } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";

test("A member comments on another's post and the author's bell count goes up without a reload", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const anaApi = await apiSession(ana);
  const text = `Kayaks at the marina ${Date.now()}`;
  const posted = await anaApi.post("/api/cities/miami/posts", { data: { content: text } });
  expect(posted.status()).toBe(201);
  const postId = (await posted.json()).id as string;
  await anaApi.post("/api/me/notifications/read-all");

  const page = await (await browser.newContext()).newPage();
  await signIn(page, ana);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/city/miami/profile");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // Bob comments through the API; Ana's page is never reloaded.
  const bobApi = await apiSession(bob);
  const commented = await bobApi.post(`/api/posts/${postId}/comments`, {
    data: { content: "Count me in" },
  });
  expect(commented.status()).toBe(201);
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 15_000 });

  // The menu by keyboard: open, read, mark all as read.
  await bell.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /commented on your post/ })).toBeVisible();
  await page.getByRole("menuitem", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await admin.dispose();
  await anaApi.dispose();
  await bobApi.dispose();
});
