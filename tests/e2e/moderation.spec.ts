import { createVerifiedUser, submitSignIn, uniqueEmail } from "../support/e2e-auth.ts";
import {
  adminSession,
  apiSession,
  appointModerator,
  createMember,
  joinAnswers,
} from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { giveSecondFactor } from "../support/e2e-staff-factor.ts";
import { expect, test } from "../support/e2e-test.ts";
import { smallPng } from "../support/test-images.ts";

test("A city moderator approves a join request in their city and is refused in another", async ({
  request,
}) => {
  const admin = await adminSession(request);
  const moderator = await createMember(request, admin, "moderator", "cape-town");
  const moderatorApi = await apiSession(moderator);
  const { viewer } = await (await moderatorApi.get("/api/me")).json();
  await giveSecondFactor(moderatorApi);
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
    applicants[city] = (await (await session.get("/api/me")).json()).viewer.id;
    await session.dispose();
  }

  // The moderator's queue holds their city's request only (no addresses: those are
  // admins' only), and approving it works.
  const { requests } = await (await moderatorApi.get("/api/admin/membership-requests")).json();
  const ids = requests.map((r: { applicant: { id: string } }) => r.applicant.id);
  expect(ids).toContain(applicants["cape-town"]);
  expect(ids).not.toContain(applicants["gold-coast"]);
  expect(requests.every((r: { applicant: object }) => !("email" in r.applicant))).toBe(true);
  const mine = requests.find(
    (r: { applicant: { id: string } }) => r.applicant.id === applicants["cape-town"],
  );
  expect(
    (
      await moderatorApi.post(`/api/admin/membership-requests/${mine.id}/approve`, { data: {} })
    ).status(),
  ).toBe(200);

  // Another city's request is refused, even with its id in hand.
  const all = (await (await admin.get("/api/admin/membership-requests")).json()).requests;
  const theirs = all.find(
    (r: { applicant: { id: string } }) => r.applicant.id === applicants["gold-coast"],
  );
  const refused = await moderatorApi.post(`/api/admin/membership-requests/${theirs.id}/approve`, {
    data: {},
  });
  expect(refused.status()).toBe(403);
  await moderatorApi.dispose();
  await admin.dispose();
});

// The same journey for the two kinds of people who work the Reports tab.
for (const { by, city, cityName } of [
  { by: "an admin", city: "miami", cityName: "Miami" },
  { by: "a city moderator", city: "gold-coast", cityName: "Gold Coast" },
] as const) {
  test(`A member reports a post, ${by} deletes it from the Reports tab, the reporter sees the outcome and the Activity tab shows it`, async ({
    pageSignedInAs,
    request,
  }) => {
    const admin = await adminSession(request);
    const author = await createMember(request, admin, "seller", city);
    const reporter = await createMember(request, admin, "watcher", city);
    let decider = adminEmail;
    if (by === "a city moderator") {
      decider = await createMember(request, admin, "citymod", city);
      await appointModerator(admin, decider, city);
    }
    const text = `Crypto doubling scheme ${Date.now()}`;
    const authorApi = await apiSession(author);
    expect(
      (await authorApi.post(`/api/cities/${city}/posts`, { data: { content: text } })).status(),
    ).toBe(201);

    const page = await pageSignedInAs(reporter);
    await page.goto(`/city/${city}/feed`);
    const post = page.getByRole("article").filter({ hasText: text });
    await post.getByRole("button", { name: /^Report post by/ }).click();
    const dialog = page.getByRole("dialog", { name: "Report this" });
    await dialog.getByLabel("Reason").selectOption("scam");
    await dialog.getByLabel("Description").fill("Promises to double your money");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Your report was received")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();

    const deciderPage = await pageSignedInAs(decider);
    await deciderPage.goto("/admin?tab=reports");
    // A moderator (not an admin) has their city's queues only.
    await expect(deciderPage.getByRole("tab", { name: "Users", exact: true })).toHaveCount(
      by === "an admin" ? 1 : 0,
    );
    const panel = deciderPage.getByRole("tabpanel", { name: "Reports" });
    await expect(panel.getByRole("link", { name: text })).toBeVisible();
    await panel.getByRole("button", { name: `Delete content ${text}` }).click();
    const confirm = deciderPage.getByRole("alertdialog", { name: "Delete the reported content?" });
    // No reason chosen: the dialog says so and deletes nothing.
    await confirm.getByRole("button", { name: "Delete content" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(
      "Choose a reason: the author is told why it was removed.",
    );
    await confirm.getByLabel("Reason").selectOption("Other");
    await confirm.getByLabel("Note to the author (optional)").fill("Scam");
    await confirm.getByRole("button", { name: "Delete content" }).click();
    await expect(panel.getByRole("link", { name: text })).toBeHidden();

    await deciderPage.getByRole("tab", { name: "Activity" }).click();
    const activity = deciderPage.getByRole("tabpanel", { name: "Activity" });
    await expect(activity).toContainText(`deleted content: “${text}” in ${cityName}`);
    await expect(activity).toContainText("Reason: Other: Scam");

    // The post is gone from the feed, and the reporter is told what became of the report.
    await page.goto(`/city/${city}/feed`);
    await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);
    await page.goto("/profile");
    await expect(page.getByText("Reviewed: the content was removed")).toBeVisible();
    await authorApi.dispose();
    await admin.dispose();
  });
}

test("An admin bans a member watching the feed in another browser, which is signed out without a reload", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "banned", "miami");
  const page = await pageSignedInAs(member);
  await page.goto("/city/miami/feed");
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const adminPage = await pageSignedInAs(adminEmail);
  await adminPage.goto("/admin?tab=users");
  const panel = adminPage.getByRole("tabpanel", { name: "Users" });
  await panel.getByRole("searchbox", { name: "Search users" }).fill(member);
  const row = panel.getByRole("listitem").filter({ hasText: member });
  await row.getByRole("button", { name: /^Ban / }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: /^Ban / });
  // An empty reason is refused in words, not in silence.
  await confirm.getByRole("button", { name: "Ban" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Write a reason for the ban: it is kept with the account.",
  );
  await confirm.getByLabel("Reason").fill("Spam accounts");
  await confirm.getByRole("button", { name: "Ban" }).click();
  await expect(row).toContainText("Banned");

  // The member's open page ends up signed out, in the same document, and says why.
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Your account has been suspended.");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  // And cannot sign in again: the form says so too.
  await submitSignIn(page, member);
  await expect(
    page.getByRole("alert").filter({ hasText: "Your account has been suspended." }),
  ).toHaveCount(2);
  await admin.dispose();
});

test("A moderator sees a new join request arrive on the Pending Users tab, counted, without a reload", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const moderator = await createMember(request, admin, "ptmod", "cape-town");
  await appointModerator(admin, moderator, "cape-town");
  const moderatorApi = await apiSession(moderator);
  const before = (await (await moderatorApi.get("/api/admin/membership-requests")).json()).requests
    .length as number;
  await moderatorApi.dispose();
  const modPage = await pageSignedInAs(moderator);
  await modPage.goto("/admin");
  const panel = modPage.getByRole("tabpanel", { name: /^Pending Users/ });
  await expect(modPage.getByRole("tab", { name: /^Pending Users/ })).toHaveAccessibleName(
    before > 0 ? `Pending Users ${before} waiting` : "Pending Users",
  );

  const email = uniqueEmail("newcomer");
  await createVerifiedUser(request, email);
  const session = await apiSession(email);
  const { username } = (await (await session.get("/api/me")).json()).viewer;
  expect(
    (
      await session.post("/api/cities/cape-town/membership-requests", { data: joinAnswers })
    ).status(),
  ).toBe(201);
  await session.dispose();

  // A moderator decides by the username and the answers; only admins see the address.
  const card = panel.getByRole("article", { name: `${username} wants to join Cape Town` });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText(email);
  await expect(
    modPage.getByRole("tab", { name: `Pending Users ${before + 1} waiting` }),
  ).toBeVisible();
  await admin.dispose();
});

test("An admin adds a city with a cover photo; it is listed on Communities and the home page", async ({
  pageSignedInAs,
  browser,
  request,
}) => {
  await (await adminSession(request)).dispose();
  const name = `Port Alfred ${Date.now() % 100000}`;
  const adminPage = await pageSignedInAs(adminEmail);
  await adminPage.goto("/admin?tab=cities");
  const panel = adminPage.getByRole("tabpanel", { name: "Cities" });
  await panel.getByLabel("Name").fill(name);
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await expect(panel).toContainText(`Its address: /city/${slug}`);
  await panel.getByLabel("Time zone").selectOption("Africa/Johannesburg");
  await panel.getByLabel("Tagline (optional)").fill("Where the Kowie meets the sea");
  await panel.getByLabel("Cover photo (optional)").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await smallPng(),
  });
  await panel.getByRole("button", { name: "Add city" }).click();
  await expect(panel.getByRole("status")).toContainText(`${name} was added.`);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/communities");
  const card = visitor.getByRole("article").filter({ hasText: name });
  await expect(card).toContainText("Where the Kowie meets the sea");
  await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\/city-.+-thumb\.webp$/);
  await visitor.goto("/");
  await expect(visitor.getByRole("link", { name })).toHaveAttribute("href", `/city/${slug}`);
  // The city's own pages show the cover in their banner too.
  await adminPage.goto(`/city/${slug}`);
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(adminPage.locator('img[src^="/uploads/city-"]')).toBeVisible();
  // The admin's action is on the record.
  await adminPage.goto("/admin?tab=activity");
  await expect(adminPage.getByRole("tabpanel", { name: "Activity" })).toContainText(name);
});

test("A city moderator deletes a member's post from the feed and their listing from its page, with a reason the author is told, on the record", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const author = await createMember(request, admin, "poster", "miami");
  const moderator = await createMember(request, admin, "feedmod", "miami");
  await appointModerator(admin, moderator, "miami");
  const authorApi = await apiSession(author);
  const text = `You won the lottery ${Date.now()}`;
  expect(
    (await authorApi.post("/api/cities/miami/posts", { data: { content: text } })).status(),
  ).toBe(201);
  const title = `Phone, deposit first ${Date.now()}`;
  const listed = await authorApi.post("/api/cities/miami/marketplace-items", {
    data: {
      title,
      description: "Send the deposit and I post it.",
      category: "electronics",
      condition: "new",
      price: 5,
    },
  });
  expect(listed.status()).toBe(201);
  const { id: listingId } = await listed.json();

  // On the feed, the moderator has the author's Delete instead of Report.
  const page = await pageSignedInAs(moderator);
  await page.goto("/city/miami/feed");
  const post = page.getByRole("article").filter({ hasText: text });
  await expect(post.getByRole("button", { name: /^Report/ })).toHaveCount(0);
  await post.getByRole("button", { name: "Delete post" }).click();
  const confirmPost = page.getByRole("alertdialog", { name: "Delete this post?" });
  await confirmPost.getByLabel("Reason").selectOption("Spam");
  await confirmPost.getByLabel("Note to the author (optional)").fill("No lotteries here");
  await confirmPost.getByRole("button", { name: "Delete post" }).click();
  await expect(post).toHaveCount(0);

  // On the listing, Delete alone: editing stays with its seller.
  await page.goto(`/city/miami/marketplace/${listingId}`);
  const moderate = page.getByRole("region", { name: "Moderate this listing" });
  await expect(moderate).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await moderate.getByRole("button", { name: "Delete" }).click();
  const confirmListing = page.getByRole("alertdialog", { name: "Delete this listing?" });
  await confirmListing.getByLabel("Reason").selectOption("Inappropriate");
  await confirmListing.getByRole("button", { name: "Delete listing" }).click();
  await expect(page).toHaveURL(/\/city\/miami\/marketplace$/);
  expect((await authorApi.get(`/api/marketplace-items/${listingId}`)).status()).toBe(404);

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Activity" }).click();
  const activity = page.getByRole("tabpanel", { name: "Activity" });
  await expect(activity).toContainText(`deleted content: “${text}” in Miami`);
  await expect(activity).toContainText(`deleted content: “${title}” in Miami`);
  await expect(activity).toContainText("Reason: Spam: No lotteries here");
  await expect(activity).toContainText("Reason: Inappropriate");

  // The author is told what went, why, and how to ask about it.
  const authorPage = await pageSignedInAs(author);
  await authorPage.goto("/notifications");
  await expect(
    authorPage.getByText(
      `A moderator removed your post "${text}". Reason: Spam: No lotteries here.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(
    authorPage.getByText(`A moderator removed your listing "${title}". Reason: Inappropriate.`, {
      exact: false,
    }),
  ).toBeVisible();
  await authorApi.dispose();
  await admin.dispose();
});
