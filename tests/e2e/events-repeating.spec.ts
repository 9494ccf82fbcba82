import { adminSession, createMember } from "../support/e2e-community.ts";
import { expect, test } from "../support/e2e-test.ts";

const shots = process.env.E2E_SCREENSHOTS;

/** A Saturday two to three weeks ahead (dates of a series exist six months ahead). */
function nextSaturday() {
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

test("An organiser makes a weekly event for two; the third member waits, and goes once a seat frees", async ({
  pageSignedInAs,
  request,
}) => {
  const admin = await adminSession(request);
  const organiser = await createMember(request, admin, "organiser", "miami");
  const ana = await createMember(request, admin, "ana", "miami");
  const ben = await createMember(request, admin, "ben", "miami");
  const cat = await createMember(request, admin, "cat", "miami");
  const title = `Saturday run club ${Date.now()}`;
  const saturday = nextSaturday();

  const page = await pageSignedInAs(organiser);
  await page.goto("/city/miami/events/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("5 km along the boardwalk, all paces.");
  await page.getByLabel("Starts").fill(`${saturday}T07:00`);
  await page.getByLabel("Ends").fill(`${saturday}T08:00`);
  await page.getByLabel("Venue").fill("Lummus Park");
  await page.getByLabel("Address").fill("Ocean Dr & 10th St, Miami Beach, FL");
  await page.getByLabel("Capacity (optional)").fill("2");
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByRole("radio", { name: "After a number of times" }).check();
  await page.getByRole("spinbutton", { name: "Number of times" }).fill("4");
  await expect(page.getByText("Every Saturday, 4 times")).toBeVisible();
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel("Repeats").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/form-repeats-${width}.png` });
    }
  }
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Every Saturday, 4 times")).toBeVisible();
  await expect(page.getByRole("region", { name: "Other dates" }).getByRole("link")).toHaveCount(3);
  const eventUrl = page.url();

  for (const member of [ana, ben]) {
    const memberPage = await pageSignedInAs(member);
    await memberPage.goto(eventUrl);
    await memberPage.getByRole("button", { name: "Going", exact: true }).click();
    await expect(
      memberPage.getByRole("button", { name: "Going", exact: true, pressed: true }),
    ).toBeVisible();
    await memberPage.close();
  }

  const catPage = await pageSignedInAs(cat);
  await catPage.goto(eventUrl);
  await expect(catPage.getByRole("heading", { name: "2/2 going" })).toBeVisible();
  await expect(catPage.getByRole("button", { name: "Going", exact: true })).toBeDisabled();
  await catPage.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(catPage.getByText("You are number 1 on the waitlist.")).toBeVisible();
  if (shots) {
    for (const width of [390, 1280]) {
      await catPage.setViewportSize({ width, height: 1100 });
      await catPage.screenshot({ path: `${shots}/detail-waitlist-${width}.png`, fullPage: true });
    }
  }

  // The organiser sees the waitlist in order.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Waitlist (1)" })).toBeVisible();
  await expect(page.getByText("Seats taken: 2 of 2 · Guests: 0")).toBeVisible();
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { name: "People" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/people-${width}.png` });
    }
  }

  // Ana cannot come after all: her seat goes to Cat, whose page says so.
  const anaPage = await pageSignedInAs(ana);
  await anaPage.goto(eventUrl);
  await anaPage.getByRole("button", { name: "Not going" }).click();
  await expect(anaPage.getByRole("button", { name: "Not going", pressed: true })).toBeVisible();
  // Without a reload: the promotion's notification refetches the page.
  await expect(
    catPage.getByRole("button", { name: "Going", exact: true, pressed: true }),
  ).toBeVisible();
  await expect(catPage.getByText(/on the waitlist/)).toHaveCount(0);
});
