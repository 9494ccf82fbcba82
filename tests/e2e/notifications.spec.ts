import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember, joinAnswers } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

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

test("A member stops reply emails from the link in one, without signing in", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const ana = await createMember(request, admin, "ana", "miami");
  const bob = await createMember(request, admin, "bob", "miami");
  const anaApi = await apiSession(ana);
  const bobApi = await apiSession(bob);
  const posted = await anaApi.post("/api/cities/miami/posts", {
    data: { content: `Paddle at dawn ${Date.now()}` },
  });
  const postId = (await posted.json()).id as string;
  await bobApi.post(`/api/posts/${postId}/comments`, { data: { content: "I'm in" } });

  // The reply mail, as kept in the dev outbox (no SMTP here), carries its own link.
  // It leaves after the comment's answer (decision 047), so the outbox is read until it is there.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(ana)}`);
      const { mail } = (await response.json()) as { mail: { subject: string; text: string }[] };
      const reply = mail.find((m) => m.subject.includes("commented on your post"));
      link = reply?.text.match(/Unsubscribe: (\S+)/)?.[1];
      return link;
    })
    .toBeTruthy();

  // A browser that never signed in.
  const page = await (await browser.newContext()).newPage();
  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText("Stop emails about “Comments on your posts”?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText("Done: no more emails about “Comments on your posts”."),
  ).toBeVisible();
  const choices = (await (await anaApi.get("/api/me/notification-preferences")).json()).email;
  expect(choices).toMatchObject({
    comment_on_post: false,
    event_changed: true,
    weekly_digest: true,
  });
  await admin.dispose();
  await anaApi.dispose();
  await bobApi.dispose();
});

test("An applicant with no city yet sees their approval arrive in the bell without a reload", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const email = uniqueEmail("applicant");
  await createVerifiedUser(request, email);

  const applicant = await pageSignedInAs(email);
  await applicant.goto("/communities");
  await expect(applicant.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(applicant.getByRole("link", { name: "Feed", exact: true })).toHaveCount(0);
  const applicantApi = await apiSession(email);
  const asked = await applicantApi.post("/api/cities/miami/membership-requests", {
    data: joinAnswers,
  });
  expect(asked.status()).toBe(201);

  // The admin approves in their own browser; the applicant's page is never reloaded.
  // (The admin account is shared by every parallel journey, whose pages fill its
  // per-user stream cap, so the admin's own live bell is checked by the API tests:
  // server/features/realtime/user-stream.test.ts.)
  const adminPage = await pageSignedInAs(adminEmail);
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const card = adminPage.getByRole("article").filter({ hasText: email });
  await card.getByRole("button", { name: "Approve" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByRole("dialog")).toBeHidden();
  await expect(adminPage.getByRole("article").filter({ hasText: email })).toHaveCount(0);

  const bell = applicant.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  // Their account changed too: the nav now offers the city's sections.
  await expect(applicant.getByRole("link", { name: "Feed", exact: true }).first()).toBeVisible();
  await bell.click();
  await expect(
    applicant.getByRole("menuitem", { name: /Your request to join Miami was approved/ }),
  ).toBeVisible();
  await admin.dispose();
  await applicantApi.dispose();
});
