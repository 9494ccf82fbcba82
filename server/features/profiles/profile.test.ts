import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages } from "../../../contracts/profiles.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("personal profile", () => {
  it("shows my email, username and bio, and saves changes trimmed", async () => {
    const { client, email } = await signUpVerified(t);
    const before = (await client.get("/api/profile")).json();
    expect(before).toMatchObject({
      email,
      username: email.split("@")[0],
      bio: "",
      avatarUrl: null,
    });

    const saved = await client.request("PATCH", "/api/profile", {
      username: "  Wave Rider ",
      bio: "Longboarder",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ username: "Wave Rider", bio: "Longboarder", email });
    expect((await client.get("/api/me")).json().viewer.username).toBe("Wave Rider");
  });

  it("refuses an empty username and leaves the profile as it was", async () => {
    const { client, email } = await signUpVerified(t);
    const response = await client.request("PATCH", "/api/profile", { username: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(profileMessages.usernameEmpty.defaultMessage);
    expect((await client.get("/api/profile")).json().username).toBe(email.split("@")[0]);
  });

  it("refuses reserved usernames whatever their case or dressing", async () => {
    const { client, email } = await signUpVerified(t);
    for (const username of [
      "admin",
      "Administrator",
      " Support ",
      "MOD",
      "coastal",
      "Coastal_Team",
    ]) {
      const response = await client.request("PATCH", "/api/profile", { username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().message).toBe(profileMessages.usernameReserved.defaultMessage);
    }
    // better-auth's own name field is held to the same rule.
    const renamed = await client.post("/api/auth/update-user", { name: "Moderator" });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(profileMessages.usernameReserved.defaultMessage);
    expect((await client.get("/api/profile")).json().username).toBe(email.split("@")[0]);
    // A name that merely contains one is fine.
    const fine = await client.request("PATCH", "/api/profile", { username: "Admiral Surf" });
    expect(fine.json().username).toBe("Admiral Surf");
  });

  it("is only ever my own: visitors are refused", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/profile")).statusCode).toBe(401);
    expect((await visitor.request("PATCH", "/api/profile", { bio: "x" })).statusCode).toBe(401);
  });
});
