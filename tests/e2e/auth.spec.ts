import {
  createVerifiedUser,
  emailField,
  mailedLink,
  password,
  signIn,
  subjects,
  submitSignIn,
  submitSignUp,
  uniqueEmail,
} from "../support/e2e-auth.ts";
import { expect, test } from "../support/e2e-test.ts";

const messages = {
  checkEmail: "Check your email",
  verified: "Email verified successfully! You can now log in.",
  exists: "An account with this email already exists. Please sign in instead.",
  notVerified:
    "Please verify your email before logging in. Check your inbox for the confirmation link.",
  expired: "Your verification link has expired.",
  invalid: "Invalid email or password",
  locked: "Too many failed attempts. Please try again in 15 minutes.",
  updated: "Password updated! You can now log in.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
};

test("Visitors can sign up, verify by email and sign in", async ({ page, request }) => {
  const email = uniqueEmail("signup");
  await submitSignUp(page, email);
  await expect(page.getByText(messages.checkEmail)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend email" })).toBeVisible();

  await page.goto(await mailedLink(request, email, subjects.verify));
  await expect(page).toHaveURL(/\/auth\?verified=true$/);
  await expect(page.getByText(messages.verified)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

  await submitSignIn(page, email);
  await expect(page).toHaveURL("/communities");
  await expect(page.getByRole("heading", { name: "Coastal Communities" })).toBeVisible();
});

test("Visitors are told when an account exists, is unverified, or a link was used", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("twice");
  await submitSignUp(page, email);
  await expect(page.getByText(messages.checkEmail)).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText(messages.notVerified)).toBeVisible();

  await submitSignUp(page, email);
  await expect(page.getByText(messages.exists)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

  const link = await mailedLink(request, email, subjects.verify);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verified=true$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?error_code=otp_expired$/);
  await expect(page.getByText(messages.expired)).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
});

test("Five wrong passwords lock the account for 15 minutes in every browser", async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail("lockout");
  await createVerifiedUser(request, email);
  await signIn(page, email, "Wrong-Password-1");
  await expect(page.getByText(messages.invalid)).toBeVisible();
  for (let attempt = 2; attempt <= 4; attempt++) {
    expect((await submitSignIn(page, email, `Wrong-Password-${attempt}`)).status()).toBe(401);
  }
  await submitSignIn(page, email, "Wrong-Password-5");
  await expect(page.getByText(messages.locked)).toBeVisible();

  // A new browser context has no cookies or storage: the lock lives on the server.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signIn(other, email, password);
  await expect(other.getByText(messages.locked)).toBeVisible();
  await expect(other).toHaveURL(/\/auth/);
  await fresh.close();
});

test("Members who forgot their password can set a new one by email", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  const newPassword = "Tidal-Pool-77";
  await createVerifiedUser(request, email);

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await emailField(page).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = await mailedLink(request, email, subjects.reset);

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText(messages.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  expect((await submitSignIn(page, email, password)).status()).toBe(401);
  await expect(page.getByText(messages.invalid)).toBeVisible();
  await submitSignIn(page, email, newPassword);
  await expect(page).toHaveURL("/communities");

  // The same link a second time is refused before any new password can be typed.
  await page.goto(link);
  await expect(page.getByText(messages.resetLinkInvalid)).toBeVisible();
  await expect(page.getByRole("button", { name: "Set New Password" })).toHaveCount(0);
});

// Decision 035: the forms' schemas load on first focus, not with the page.
test("The sign-in form checks its fields whether or not its schema could load", async ({
  page,
}) => {
  const schemaScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(auth-schemas|schemas)-[\w-]+\.js$/.test(request.url()))
      schemaScripts.push(request.url());
  });
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  // The prerendered form takes input once React has adopted it (decision 040).
  await expect(emailField(page)).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(schemaScripts).toEqual([]);
  await emailField(page).focus();
  await expect.poll(() => schemaScripts.length).toBeGreaterThan(0);

  // Offline before the schema arrives: the server answers in the same words.
  const offline = await page.context().newPage();
  await offline.route(/\/assets\/(auth-schemas|schemas)-[\w-]+\.js$/, (route) => route.abort());
  await offline.goto("/auth");
  await emailField(offline).fill("not-an-email");
  await offline.getByLabel("Password", { exact: true }).fill("x");
  await offline.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(offline.getByText("Please enter a valid email address")).toBeVisible();
});
