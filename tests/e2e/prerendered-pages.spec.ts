import { expect, test } from "../support/e2e-test.ts";

// Decision 018: the public pages arrive as HTML rendered at build time, and
// React adopts that HTML (hydration) instead of drawing the page again.
const pages = [
  { path: "/", heading: "Welcome to Coastal" },
  { path: "/communities", heading: "Coastal Communities" },
  { path: "/auth", heading: "Welcome back" },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Public pages show their content before any script runs", async ({ page }) => {
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.goto("/");
    await expect(page.getByRole("link", { name: "All communities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cape Town" })).toBeVisible();
  });
});

test("Public pages come alive without hydration errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  // The visitor's buttons appear once the session check answers: React is in charge.
  const hero = page.getByRole("region", { name: "Welcome to Coastal" });
  await hero.getByRole("link", { name: "Join Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  await page.goto("/communities");
  await expect(page.getByRole("heading", { name: "Miami" })).toBeVisible();
  // The local time is the browser's, filled in after hydration.
  await expect(page.getByText(/local time/).first()).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  expect(errors).toEqual([]);
});

// The Spanish pages are drawn at build time in Spanish and adopted by the Spanish build,
// which compiles its words in: a city's tagline once came back in English (from the
// server's data) and React had to draw the page again.
test("Spanish public pages come alive without hydration errors and stay in Spanish", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of ["/", "/communities"]) {
    await page.goto(path);
    // Each city's local time is filled in after hydration: React is in charge.
    await expect(page.getByText(/hora local/).first()).toBeVisible();
    await expect(
      page.getByText("Olas para surfear, senderos en el interior y 300 días de sol."),
    ).toBeVisible();
    await expect(page.getByText(/Surf breaks/)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test("A public page whose script cannot load says so and offers a reload", async ({ page }) => {
  // The network drops the landing page's own module (a deploy replaced it, say): the
  // router cannot adopt the prerendered HTML, so it draws its error screen instead of
  // leaving a page that looks alive and does nothing.
  await page.route(/\/assets\/landing-page-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest()) loads += 1;
  });
  await page.goto("/");
  // The page loads twice before it says so: allow for both.
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeEnabled();
  // It first reloaded once by itself for a newer build (issue 28), and only once.
  expect(loads).toBe(2);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Coastal" })).toHaveCount(0);
});
