import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createVerifiedUser, uniqueEmail } from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

// Issue 31, scope 5: a member adds a passkey on /profile with Chromium's virtual
// authenticator (a platform authenticator that keeps discoverable credentials and
// verifies the user), names it, signs out, and signs in with it on /auth: from the email
// field's suggestions (conditional UI), then with the button in a browser without them.

const passkeysOf = (page: Page) => page.getByRole("region", { name: "Passkeys" });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs the page out as the account menu does. */
async function signOut(page: Page) {
  const status = await page.evaluate(async () => {
    const answer = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return answer.status;
  });
  expect(status).toBe(200);
  expect(await viewerEmail(page)).toBeUndefined();
}

const viewerEmail = (page: Page) =>
  page.evaluate(async () => {
    const me = (await (await fetch("/api/me")).json()) as { viewer: { email: string } | null };
    return me.viewer?.email;
  });

/** A virtual authenticator on the page's target, as a phone's or laptop's built-in one. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("A member adds a passkey on /profile, signs out, and signs in with it", async ({
  page,
  request,
  signInAs,
}) => {
  // Three sign-ins, an accessibility scan and screenshots at two widths. It takes about 6 s,
  // but once in a full run the browser's passkey suggestion signed in only after the minute
  // (the page was signed in when the test was stopped), so it gets two.
  test.setTimeout(120_000);
  const email = uniqueEmail("passkey");
  await createVerifiedUser(request, email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, email);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto("/profile");
  const section = passkeysOf(page);
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const row = section.getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Passkey");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Named, so the member can tell it apart.
  await row.getByRole("button", { name: "Rename Passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename passkey" });
  await dialog.getByLabel("Name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Work laptop");
  // Its list, names and buttons hold up for assistive technology.
  const { violations } = await new AxeBuilder({ page })
    .include("#account-passkeys-title")
    .include('section[aria-labelledby="account-passkeys-title"]')
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/passkeys-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/passkeys-390.png" });

  // Signed out, then back on /auth: the browser offers the passkey in the email field's
  // suggestions (conditional UI), and the virtual authenticator picks it, no click needed.
  await signOut(page);
  const offered = page.waitForResponse((r) =>
    r.url().endsWith("/api/auth/passkey/verify-authentication"),
  );
  await page.goto("/auth");
  expect((await offered).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await viewerEmail(page)).toBe(email);

  // A browser without conditional UI: the "Sign in with a passkey" button.
  await signOut(page);
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(button).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: "/tmp/passkeys-auth-390.png" });
  const verified = page.waitForResponse((r) =>
    r.url().endsWith("/api/auth/passkey/verify-authentication"),
  );
  await button.click();
  expect((await verified).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await viewerEmail(page)).toBe(email);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/profile");
  await expect(passkeysOf(page).getByRole("listitem")).toContainText("Work laptop");
});

test("The sign-in page offers a passkey at 1280 px beside the password", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await page.screenshot({ path: "/tmp/passkeys-auth-1280.png" });
});
