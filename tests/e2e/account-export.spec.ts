import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { strFromU8, unzipSync } from "fflate";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { giveSecondFactor } from "../support/e2e-staff-factor.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 10: a member downloads their data from /profile, a zip built in the
// background that becomes ready on the open page, without a reload.

test("A member downloads their data: it is prepared, becomes ready on the page, and the zip holds their post", async ({
  browser,
  request,
  signInAs,
}) => {
  const admin = await adminSession(request);
  // Approving the member is a staff action, which needs a second factor (decision 067).
  await giveSecondFactor(admin);
  const email = await createMember(request, admin, "export", "gold-coast");
  const content = `Low tide at Currumbin ${Date.now().toString(36)}`;
  const session = await apiSession(email);
  const posted = await session.post("/api/cities/gold-coast/posts", { data: { content } });
  expect(posted.status(), await posted.text()).toBe(201);
  await session.dispose();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Signed in just now: that counts as the recent proof a data export needs.
  const page = await signInAs(await context.newPage(), email);
  await page.goto("/profile");
  const yourData = page.locator("#your-data");
  await expect(yourData.getByRole("heading", { name: "Download my data" })).toBeVisible();
  await yourData.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/export-1280-before.png", fullPage: false });

  await yourData.getByRole("button", { name: "Download my data" }).click();
  await expect(yourData.getByRole("status").getByText("Preparing your data…")).toBeVisible();
  await page.screenshot({ path: "/tmp/export-1280-preparing.png", fullPage: false });
  // Ready on the same page: no reload.
  const download = yourData.getByRole("link", { name: "Download", exact: true });
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(
    yourData.getByText(/Your data is ready\. The download link works until/),
  ).toBeVisible();
  // The bell has it too.
  await expect(page.getByRole("button", { name: /Notifications, \d+ unread/ })).toBeVisible();
  await page.screenshot({ path: "/tmp/export-1280-ready.png", fullPage: false });
  const { violations } = await new AxeBuilder({ page }).include("#your-data").analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^coastal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync(await file.path())));
  const posts = JSON.parse(strFromU8(zip["posts.json"] as Uint8Array)) as { content: string }[];
  expect(posts.map((post) => post.content)).toContain(content);

  // Asking again the same day is refused, in words.
  await yourData.getByRole("button", { name: "Prepare a new copy" }).click();
  await expect(yourData.getByText(/You can download your data once a day/)).toBeVisible();

  // On a phone: nothing runs past the right edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await yourData.scrollIntoViewIfNeeded();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.screenshot({ path: "/tmp/export-390-ready.png", fullPage: false });
});
