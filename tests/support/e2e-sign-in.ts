// Signing in for journeys that are not about signing in: through the API, on the browser
// context's own request client, so the session cookie lands on the context and every page
// of it starts signed in. The sign-in journeys themselves keep using the form (e2e-auth.ts).
import { type BrowserContext, expect } from "@playwright/test";
import { password } from "./e2e-auth.ts";

export async function signInContext(context: BrowserContext, email: string, secret = password) {
  const answer = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: secret },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
