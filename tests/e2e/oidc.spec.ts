import { oidcAccount, oidcIssuer, oidcName, plainAppUrl } from "../support/e2e-config.ts";
import { expect, test } from "../support/e2e-test.ts";

test("Visitors can sign in with Coastal ID", async ({ page }) => {
  // Remember every address the tab passes through, including the quick stop on /auth.
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto("/auth");
  await page.getByRole("button", { name: `Continue with ${oidcName}` }).click();

  // The provider's own login and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(oidcAccount.login);
  await page.locator('input[name="password"]').fill("any password works here");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL("/communities");
  await expect(page.getByRole("heading", { name: "Coastal Communities" })).toBeVisible();
  expect(visited.some((url) => url.includes("/auth?verified=true"))).toBe(true);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const me = await page.request.get("/api/me");
  expect(await me.text()).toContain(oidcAccount.email);
});

test("The Coastal ID button is hidden when OIDC is not configured", async ({ page, request }) => {
  const configured = await request.get("/api/sign-in-options");
  expect(await configured.json()).toEqual({ oidc: { providerId: "oidc", name: oidcName } });
  const plain = await request.get(`${plainAppUrl}/api/sign-in-options`);
  expect(await plain.json()).toEqual({ oidc: null });

  await page.goto(`${plainAppUrl}/auth`);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
});
