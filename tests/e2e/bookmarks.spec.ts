import type { Page } from "@playwright/test";
import { adminSession, apiSession, createMember } from "../support/e2e-community.ts";
import { chooseLanguage } from "../support/e2e-i18n.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 35: a member saves a neighbour's post from the feed and an event from its page,
// finds each on the Saved page's tabs, and sets a reminder day on the event.
const city = "gold-coast";
const shots = "/tmp/bookmarks-shots";

async function fitsTheScreen(page: Page) {
  const past = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((node) => node.closest("[aria-hidden='true'], .overflow-x-auto") === null)
      .map((node) => `${node.tagName.toLowerCase()} ${node.textContent?.slice(0, 40)}`),
  );
  expect(past).toEqual([]);
}

/** A calendar day `days` from today, as a date input takes it. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("A member saves a post and an event, finds them on the Saved tabs and sets a reminder", async ({
  request,
  pageSignedInAs,
}) => {
  const admin = await adminSession(request);
  const anaEmail = await createMember(request, admin, "bm-ana", city);
  const benEmail = await createMember(request, admin, "bm-ben", city);
  const ben = await apiSession(benEmail);
  const stamp = Date.now().toString(36);
  const postText = `Low tide reef walk ${stamp}, bring reef shoes`;
  const eventTitle = `Rock pool ramble ${stamp}`;
  expect(
    (await ben.post(`/api/cities/${city}/posts`, { data: { content: postText } })).status(),
  ).toBe(201);
  const made = await ben.post(`/api/cities/${city}/events`, {
    data: {
      title: eventTitle,
      description: "Meet at the lifeguard tower.",
      startsAt: `${dayFromNow(12)}T08:00`,
      endsAt: `${dayFromNow(12)}T10:00`,
      venue: "Burleigh Heads",
      address: "Goodwin Terrace, Burleigh Heads QLD",
      capacity: 20,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const eventId = ((await made.json()) as { id: string }).id;

  // The post, from the feed: its Save is a toggle.
  const page = await pageSignedInAs(anaEmail, { viewport: { width: 1280, height: 900 } });
  await page.goto(`/city/${city}/feed`);
  const post = page.getByRole("article").filter({ hasText: postText });
  await post.getByRole("button", { name: "Save", exact: true }).click();
  await expect(post.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.screenshot({ path: `${shots}/feed-1280.png` });

  // The event, from its page.
  await page.goto(`/city/${city}/events/${eventId}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Both under All; each on its own tab; an empty tab says what to do.
  await page.goto("/saved");
  await expect(page.getByRole("heading", { name: "Saved", exact: true })).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText(postText.slice(0, 40))).toBeVisible();
  await expect(panel.getByText(eventTitle)).toBeVisible();
  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(panel.getByText(postText.slice(0, 40))).toBeVisible();
  await expect(panel.getByText(eventTitle)).toBeHidden();
  await page.getByRole("tab", { name: "Marketplace" }).click();
  await expect(panel.getByText(/No saved marketplace items/)).toBeVisible();
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(/\?tab=event$/);
  await expect(panel.getByText(eventTitle)).toBeVisible();
  await expect(panel.getByText(postText.slice(0, 40))).toBeHidden();

  // A reminder day on the event.
  await panel.getByRole("button", { name: "Remind me" }).click();
  await panel.getByLabel("Reminder date").fill(dayFromNow(3));
  await panel.getByRole("button", { name: "Set reminder" }).click();
  await expect(panel.getByText(/^Reminder on /)).toBeVisible();
  const ana = await apiSession(anaEmail);
  const events = (await (await ana.get("/api/me/saved?kind=event")).json()).items;
  expect(events).toMatchObject([{ id: eventId, remindOn: dayFromNow(3) }]);
  await page.screenshot({ path: `${shots}/saved-1280.png`, fullPage: true });

  // At phone width: the tabs scroll, nothing else runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/saved");
  await expect(page.getByRole("tabpanel").getByText(eventTitle)).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: `${shots}/saved-390.png`, fullPage: true });
  await page.goto(`/city/${city}/feed`);
  await expect(post.getByRole("button", { name: "Saved", exact: true })).toBeVisible();
  await fitsTheScreen(page);
  await page.screenshot({ path: `${shots}/feed-390.png` });

  // In Spanish: the tabs, the reminder and Remove, which asks first.
  await chooseLanguage(page.context(), "es");
  await page.goto("/saved?tab=event");
  await expect(page.getByRole("heading", { name: "Guardados", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Eventos" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/^Recordatorio el /)).toBeVisible();
  await page.screenshot({ path: `${shots}/saved-es-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const tab of ["Todo", "Publicaciones", "Eventos"])
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await page.screenshot({ path: `${shots}/saved-es-1280.png`, fullPage: true });
  await page.getByRole("button", { name: new RegExp(`Quitar ${eventTitle}`) }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Quitar" }).click();
  await expect(page.getByText(/No hay eventos guardados/)).toBeVisible();
});
