// Shared steps of the browser journeys: unique people, the dev outbox, and the
// sign-in form as a user fills it in.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const password = "Sunny-Beach-42";

/** A fresh address per test, so journeys never see each other's accounts or mail. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${randomBytes(5).toString("hex")}@example.com`;

export const subjects = {
  verify: /Verify your email/,
  reset: /Reset your Coastal password/,
};

/** The link in the newest mail to `email` whose subject matches, from the real dev outbox. */
export async function mailedLink(request: APIRequestContext, email: string, subject: RegExp) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
        const { mail } = (await response.json()) as { mail: { subject: string; text: string }[] };
        link = mail.find((m) => subject.test(m.subject))?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `a mail to ${email} with subject ${subject}` },
    )
    .toBeTruthy();
  return link as string;
}

/** Set-up through the API for journeys that are not about signing up. */
export async function createVerifiedUser(request: APIRequestContext, email: string) {
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: email.split("@")[0], callbackURL: "/auth?verified=true" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const verify = await request.get(await mailedLink(request, email, subjects.verify), {
    maxRedirects: 0,
  });
  expect(verify.headers().location).toContain("verified=true");
}

export const emailField = (page: Page) => page.getByLabel("Email", { exact: true });
export const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });

/** Fills the sign-in form on the current page and submits it; resolves with the API's answer. */
export async function submitSignIn(page: Page, email: string, secret = password) {
  await emailField(page).fill(email);
  await passwordField(page).fill(secret);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email"));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return answer;
}

/** Signs up through the form at /auth?mode=signup. */
export async function submitSignUp(page: Page, email: string) {
  await page.goto("/auth?mode=signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

export async function signIn(page: Page, email: string, secret = password) {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  return submitSignIn(page, email, secret);
}
