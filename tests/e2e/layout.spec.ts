// Every page at 390 px, for every kind of viewer, is no wider than the phone's screen
// (issue 28): the member home was 411 px wide and scrolled sideways. Each route is opened
// once its content has arrived and the document's scrollWidth is held to its clientWidth.
import type { Browser, Page } from "@playwright/test";
import { createVerifiedUser, mailedLink, signIn, uniqueEmail } from "../support/e2e-auth.ts";
import { type CityContent, makeCityContent } from "../support/e2e-city-content.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { adminEmail } from "../support/e2e-config.ts";
import { giveSecondFactor } from "../support/e2e-staff-factor.ts";
import { expect, test } from "../support/e2e-test.ts";

const city = "miami";
const phone = { width: 390, height: 844 };
// Long words and links are what push a phone's page wide.
const longLine = `Surf report https://example.com/${"very-long-path-segment-".repeat(6)}end and a word ${"x".repeat(60)}`;

/** The content, and the path of an open invitation to the city (issue 31). */
type Content = CityContent & { invite: string };

/** Every route of the app, with the content's ids filled in. */
function routes(c: Content) {
  const at = `/city/${city}`;
  return [
    "/",
    "/auth",
    "/auth?mode=signup",
    "/reset-password",
    "/communities",
    at,
    `${at}/profile`,
    `${at}/feed`,
    `${at}/polls`,
    `${at}/events`,
    `${at}/events/new`,
    `${at}/events/${c.event}`,
    `${at}/events/${c.event}/edit`,
    `${at}/marketplace`,
    `${at}/marketplace/new`,
    `${at}/marketplace/${c.listing}`,
    `${at}/marketplace/${c.listing}/edit`,
    `${at}/property`,
    `${at}/property/new`,
    `${at}/property/${c.property}`,
    `${at}/property/${c.property}/edit`,
    `${at}/dining`,
    `${at}/dining/restaurant/${c.restaurant}`,
    `${at}/dining/restaurant/${c.restaurant}/edit`,
    `${at}/restaurant/new`,
    `${at}/shopping`,
    `${at}/shop/new`,
    `${at}/shop/${c.shop}`,
    `${at}/shop/${c.shop}/edit`,
    `${at}/search?q=surf`,
    "/feed",
    "/profile",
    "/create-post",
    "/notifications",
    "/admin",
    "/admin?tab=users",
    "/admin?tab=reports",
    "/admin?tab=activity",
    "/admin?tab=cities",
    "/admin?tab=outbox",
    "/admin?tab=invites",
    c.invite,
  ];
}

/**
 * The page once drawn: its main content, and no spinner, placeholder or page load
 * still waiting (the nav bar's progress line; the skeletons' grey blocks).
 */
async function settled(page: Page, route: string) {
  // Generous: on a busy two-core machine a page's first load can take a while.
  const timeout = 30_000;
  await expect(page.locator("main#main > *").first(), route).toBeVisible({ timeout });
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ }), route).toHaveCount(0, {
    timeout,
  });
  await expect(page.locator(".animate-pulse:not(.rounded-full)"), route).toHaveCount(0, {
    timeout,
  });
}

/** How far the page reaches past the screen, and the widest element that does. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const past = root.scrollWidth - root.clientWidth;
    let culprit = "";
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        culprit = `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).slice(0, 80)}`;
      }
    }
    return { past, culprit };
  });

async function phonePage(browser: Browser, email: string | null) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  if (email) {
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/auth/);
  }
  return page;
}

let content: Content;
const people: Record<"nonMember" | "member" | "moderator", string> = {
  nonMember: "",
  member: "",
  moderator: "",
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  people.member = await createMember(request, admin, "layout-member", city);
  people.moderator = await createMember(request, admin, "layout-moderator", city);
  people.nonMember = uniqueEmail("layout-visitor");
  await createVerifiedUser(request, people.nonMember);
  const moderator = await apiSession(people.moderator);
  const { viewer } = (await (await moderator.get("/api/me")).json()) as { viewer: { id: string } };
  // Moderators act only with a second factor (decision 067).
  await giveSecondFactor(moderator);
  const appointed = await admin.post(`/api/admin/cities/${city}/moderators`, {
    data: { userId: viewer.id },
  });
  expect(appointed.status(), await appointed.text()).toBeLessThan(300);
  const member = await apiSession(people.member);
  const invited = uniqueEmail("layout-invited");
  const invite = await admin.post("/api/admin/invites", { data: { email: invited, city } });
  expect(invite.status(), await invite.text()).toBe(201);
  const inviteLink = await mailedLink(request, invited, /You are invited to join/);
  content = {
    ...(await makeCityContent(member, city, longLine)),
    invite: new URL(inviteLink).pathname,
  };
  await Promise.all([admin.dispose(), moderator.dispose(), member.dispose()]);
});

const roles = [
  ["A visitor", () => null],
  ["A signed-in non-member", () => people.nonMember],
  ["A member who owns the content", () => people.member],
  ["A moderator of the city", () => people.moderator],
  ["An admin", () => adminEmail],
] as const;

for (const [role, email] of roles) {
  test(`${role} never scrolls sideways on a 390 px phone, on any page`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await phonePage(browser, email());
    const wide: { route: string; landed: string; past: number; culprit: string }[] = [];
    for (const route of routes(content)) {
      await page.goto(route);
      await settled(page, route);
      const { past, culprit } = await overflow(page);
      if (past > 0) wide.push({ route, landed: new URL(page.url()).pathname, past, culprit });
    }
    expect(wide).toEqual([]);
  });
}
