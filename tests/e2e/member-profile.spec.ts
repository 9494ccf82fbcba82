import AxeBuilder from "@axe-core/playwright";
import { signIn } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 28: a name in the feed leads to that member's page within the city.

test("A member opens a neighbour's page from the feed, on a phone, and reports them from it", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const neighbour = await createMember(request, admin, "tide", "gold-coast");
  const viewer = await createMember(request, admin, "reader", "gold-coast");
  const name = `Tide ${Date.now().toString(36)}`;
  const session = await apiSession(neighbour);
  await session.patch("/api/profile", { data: { username: name, bio: "Reads the swell." } });
  await session.post("/api/cities/gold-coast/posts", { data: { content: "Glassy at Snapper" } });
  await session.dispose();

  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await signIn(page, viewer);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/city/gold-coast/feed");
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(`/city/gold-coast/members/${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Reads the swell.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Glassy at Snapper/ })).toBeVisible();
  // Nothing runs past the right edge of a phone.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: `Report ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
});

test("Someone from another city does not find a member's page", async ({ browser, request }) => {
  const admin = await adminSession(request);
  const neighbour = await createMember(request, admin, "local", "gold-coast");
  const outsider = await createMember(request, admin, "away", "miami");
  const page = await (await browser.newContext()).newPage();
  await signIn(page, outsider);
  await expect(page).not.toHaveURL(/\/auth/);
  // A member of Miami asking Miami for a Gold Coast member.
  await page.goto(`/city/miami/members/${encodeURIComponent(neighbour.split("@")[0] as string)}`);
  await expect(page.getByRole("heading", { name: "Member not found." })).toBeVisible();
});
