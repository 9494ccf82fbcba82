import { type Browser, expect, test } from "@playwright/test";
import { createVerifiedUser, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember, joinAnswers } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";

async function signedInPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

test("A member reports a post, an admin deletes it from the Reports tab, and the reporter sees the outcome", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const author = await createMember(request, admin, "spammer", "miami");
  const reporter = await createMember(request, admin, "reporter", "miami");
  const text = `Cheap followers, DM me ${Date.now()}`;
  const authorApi = await apiSession(author);
  expect(
    (await authorApi.post("/api/cities/miami/posts", { data: { content: text } })).status(),
  ).toBe(201);

  const page = await signedInPage(browser, reporter);
  await page.goto("/city/miami/feed");
  const post = page.getByRole("article").filter({ hasText: text });
  await post.getByRole("button", { name: /^Report post by/ }).click();
  const dialog = page.getByRole("dialog", { name: "Report this" });
  await dialog.getByLabel("Reason").selectOption("spam");
  await dialog.getByLabel("Description").fill("Selling followers in the feed");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Your report was received")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const adminPage = await signedInPage(browser, adminEmail);
  await adminPage.goto("/admin?tab=reports");
  const panel = adminPage.getByRole("tabpanel", { name: "Reports" });
  await expect(panel.getByRole("link", { name: text })).toBeVisible();
  await panel.getByRole("button", { name: `Delete content ${text}` }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete the reported content?" });
  await confirm.getByLabel(/Reason/).fill("Spam");
  await confirm.getByRole("button", { name: "Delete content" }).click();
  await expect(panel.getByRole("link", { name: text })).toBeHidden();

  await adminPage.getByRole("tab", { name: "Activity" }).click();
  await expect(adminPage.getByRole("tabpanel", { name: "Activity" })).toContainText(
    `deleted content: “${text}” in Miami`,
  );

  await page.goto("/profile");
  await expect(page.getByText("Reviewed: the content was removed")).toBeVisible();
  await authorApi.dispose();
  await admin.dispose();
});

test("A city moderator approves a join request in their city and is refused in another", async ({
  request,
}) => {
  const admin = await adminSession(request);
  const moderator = await createMember(request, admin, "moderator", "cape-town");
  const moderatorApi = await apiSession(moderator);
  const { viewer } = await (await moderatorApi.get("/api/me")).json();
  expect(
    (
      await admin.post("/api/admin/cities/cape-town/moderators", { data: { userId: viewer.id } })
    ).status(),
  ).toBe(204);

  const applicants: Record<string, string> = {};
  for (const city of ["cape-town", "gold-coast"]) {
    const email = uniqueEmail(`applicant-${city}`);
    await createVerifiedUser(request, email);
    const session = await apiSession(email);
    expect(
      (
        await session.post(`/api/cities/${city}/membership-requests`, { data: joinAnswers })
      ).status(),
    ).toBe(201);
    await session.dispose();
    applicants[city] = email;
  }

  // The moderator's queue holds their city's request only, and approving it works.
  const { requests } = await (await moderatorApi.get("/api/admin/membership-requests")).json();
  const emails = requests.map((r: { applicant: { email: string } }) => r.applicant.email);
  expect(emails).toContain(applicants["cape-town"]);
  expect(emails).not.toContain(applicants["gold-coast"]);
  const mine = requests.find(
    (r: { applicant: { email: string } }) => r.applicant.email === applicants["cape-town"],
  );
  expect(
    (
      await moderatorApi.post(`/api/admin/membership-requests/${mine.id}/approve`, { data: {} })
    ).status(),
  ).toBe(200);

  // Another city's request is refused, even with its id in hand.
  const all = (await (await admin.get("/api/admin/membership-requests")).json()).requests;
  const theirs = all.find(
    (r: { applicant: { email: string } }) => r.applicant.email === applicants["gold-coast"],
  );
  const refused = await moderatorApi.post(`/api/admin/membership-requests/${theirs.id}/approve`, {
    data: {},
  });
  expect(refused.status()).toBe(403);
  await moderatorApi.dispose();
  await admin.dispose();
});
