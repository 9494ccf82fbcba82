import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { adminSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

test("A member creates an event for one, a second member is refused Going, and the first adds it to their calendar", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const organiser = await createMember(request, admin, "organiser", "miami");
  const guest = await createMember(request, admin, "guest", "miami");
  const title = `Sunrise yoga on South Beach ${Date.now()}`;

  const page = await pageSignedInAs(organiser, { acceptDownloads: true });
  await page.goto("/city/miami/events");
  await expect(page.getByRole("heading", { name: "Events in Miami" })).toBeVisible();
  await page.getByRole("link", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: "Create an event in Miami" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Bring a mat and water. Beginners welcome.");
  await page.getByLabel("Starts").fill("2031-06-01T06:30");
  // An end before the start is refused before anything is sent.
  await page.getByLabel("Ends").fill("2031-06-01T06:00");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("The event must end after it starts.")).toBeVisible();
  await page.getByLabel("Ends").fill("2031-06-01T07:30");
  await page.getByLabel("Venue").fill("Lummus Park");
  await page.getByLabel("Address").fill("Ocean Dr & 10th St, Miami Beach, FL");
  await page.getByLabel("Capacity (optional)").fill("1");
  await page.getByRole("button", { name: "Create event" }).click();

  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Event created!")).toBeVisible();
  // The city's clock, whatever the browser's zone.
  await expect(page.getByText("Sun, Jun 1, 2031, 6:30 AM – 7:30 AM")).toBeVisible();
  await expect(page.getByRole("heading", { name: "0/1 going" })).toBeVisible();
  const eventUrl = page.url();

  // The guest opens the event while the seat is still free...
  const guestPage = await pageSignedInAs(guest, { acceptDownloads: true });
  await guestPage.goto(eventUrl);
  await expect(guestPage.getByRole("heading", { name: "0/1 going" })).toBeVisible();

  // ...the organiser takes it...
  await page.getByRole("button", { name: "Going", exact: true }).click();
  await expect(page.getByRole("heading", { name: "1/1 going" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Going", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // ...and the server refuses the guest, whose page then shows the real count.
  await guestPage.getByRole("button", { name: "Going", exact: true }).click();
  await expect(guestPage.getByRole("alert")).toHaveText("This event is full.");
  await expect(guestPage.getByRole("heading", { name: "1/1 going" })).toBeVisible();
  await expect(guestPage.getByRole("button", { name: "Going", exact: true })).toBeDisabled();

  // The organiser adds it to their calendar: a file a calendar app reads.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, "utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  expect(event.summary).toBe(title);
  // 6:30 AM in Miami in June is EDT, UTC-4.
  expect(event.startDate.toJSDate().toISOString()).toBe("2031-06-01T10:30:00.000Z");

  // The city's feed lists it for anyone who subscribes.
  const feed = await request.get("/api/cities/miami/calendar.ics");
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain(title.slice(0, 40));
});
