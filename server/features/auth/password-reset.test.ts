import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset and follows the mailed link to the token /reset-password receives. */
async function requestResetToken(email: string): Promise<string> {
  const client = new TestClient(t.app);
  const asked = await client.post("/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
  expect(asked.statusCode).toBe(200);
  // The mail goes out after the answer (its timing must not tell who has an account).
  await expect
    .poll(async () => (await t.lastMailTo(email))?.subject)
    .toBe("Reset your Coastal password");
  const mail = await t.lastMailTo(email);
  const link = new URL(mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "");
  const landing = await client.get(`${link.pathname}${link.search}`);
  expect(landing.statusCode).toBe(302);
  const location = new URL(landing.headers.location as string, "http://x");
  expect(location.pathname).toBe("/reset-password");
  return location.searchParams.get("token") ?? "";
}

describe("password reset", () => {
  it("asks for an address before sending anything", async () => {
    const response = await new TestClient(t.app).post("/api/auth/request-password-reset", {
      email: "  ",
      redirectTo: "/reset-password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.emptyResetEmail);
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const response = await new TestClient(t.app).post("/api/auth/request-password-reset", {
      email: "ghost@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.statusCode).toBe(200);
    expect(await t.lastMailTo("ghost@example.com")).toBeUndefined();
  });

  it("sets a new password once, ends other sessions and retires the old password", async () => {
    const { client: otherDevice, email } = await signUpVerified(t);
    const token = await requestResetToken(email);
    const client = new TestClient(t.app);

    const weak = await client.post("/api/auth/reset-password", { token, newPassword: "weak" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(authMessages.weakPassword);
    const common = await client.post("/api/auth/reset-password", {
      token,
      newPassword: "Password1!",
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(authMessages.commonPassword);

    const newPassword = "Tidal-Pool-77";
    const done = await client.post("/api/auth/reset-password", { token, newPassword });
    expect(done.statusCode).toBe(200);
    expect((await otherDevice.get("/api/me")).json().viewer).toBeNull();

    const reused = await client.post("/api/auth/reset-password", {
      token,
      newPassword: "Another-Pass-88",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(authMessages.resetLinkInvalid);

    const old = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
    expect(old.statusCode).toBe(401);
    const fresh = await client.post("/api/auth/sign-in/email", { email, password: newPassword });
    expect(fresh.statusCode).toBe(200);
  });
});
