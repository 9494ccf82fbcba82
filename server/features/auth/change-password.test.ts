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

describe("change password", () => {
  it("holds a new password to the sign-up rules and refuses common ones", async () => {
    const { client, email } = await signUpVerified(t);
    const change = (newPassword: string) =>
      client.post("/api/account/password", { currentPassword: strongPassword, newPassword });

    const weak = await change("alllowercase");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: "VALIDATION", message: authMessages.weakPassword });

    const common = await change("Password1!");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ code: "VALIDATION", message: authMessages.commonPassword });

    // Neither attempt changed anything: the old password still works.
    const old = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(old.statusCode).toBe(200);

    const changed = await change("Harbour-Lights-19");
    expect(changed.statusCode).toBe(204);
    const fresh = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: "Harbour-Lights-19",
    });
    expect(fresh.statusCode).toBe(200);
  });
});
