import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/e2e-auth.ts";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";

// Each public page, with something that shows it has finished rendering.
const pages = [
  { path: "/", ready: { role: "link" as const, name: "Login" } },
  { path: "/auth", ready: { role: "heading" as const, name: "Welcome back" } },
  { path: "/auth?mode=signup", ready: { role: "heading" as const, name: "Create your account" } },
  { path: "/communities", ready: { role: "heading" as const, name: "Coastal Communities" } },
  {
    path: "/city/cape-town/events",
    ready: { role: "heading" as const, name: "Events in Cape Town" },
  },
];

for (const { path, ready } of pages) {
  test(`Visitors using assistive technology can use ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    await expectNoViolations(page);
  });
}

// A member's events pages: the form, and an event with its RSVP buttons.
test("Members using assistive technology can create an event and RSVP", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const member = await createMember(request, admin, "a11y-events", "cape-town");
  const session = await apiSession(member);
  const created = await session.post("/api/cities/cape-town/events", {
    data: {
      title: "Kirstenbosch sunset concert",
      description: "Blankets and picnics on the lawn.",
      startsAt: "2031-02-01T17:00",
      endsAt: "2031-02-01T19:00",
      venue: "Kirstenbosch Gardens",
      address: "Rhodes Dr, Newlands, Cape Town",
      capacity: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await signIn(page, member);
  await page.goto("/city/cape-town/events/new");
  await expect(page.getByRole("heading", { name: "Create an event in Cape Town" })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/city/cape-town/events/${id}`);
  await expect(page.getByRole("button", { name: "Interested" })).toBeVisible();
  await expectNoViolations(page);
});

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  // Only the essentials, so a failure reads as a list of rules and elements.
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}
