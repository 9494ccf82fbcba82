import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import { pollMessages } from "../../../contracts/polls.ts";
import { uploadMessages } from "../../../contracts/uploads.ts";
import {
  cityWithMembers,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { posts } from "../../db/schema.ts";
import { refusalMessages } from "../../platform/http/error-handler.ts";
import { requestGuardMessages } from "../../platform/http/request-guards.ts";

// The black-box probe's examples of input that made 500s (issue 7, finding 9),
// each pinned as the clear 4xx it must be. api-fuzz.test.ts looks for new ones.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
beforeAll(async () => {
  ({ t, admin, alice } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

/** A body sent exactly as written, with the client's session. */
const raw = (client: TestClient, method: string, url: string, payload: string, type: string) =>
  t.app.inject({
    method: method as "POST",
    url,
    headers: { cookie: client.cookieHeader(), "content-type": type },
    payload,
  });

const expectRefusal = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code: expect.any(String), message });
};

describe("NUL characters", () => {
  it("are refused in JSON fields, paths and query strings before anything is stored", async () => {
    const nul = requestGuardMessages.nulCharacter;
    expectRefusal(
      await alice.post("/api/cities/gold-coast/posts", { content: "hi\u0000" }),
      400,
      nul,
    );
    expectRefusal(await alice.get("/api/cities/gold%00coast/posts"), 400, nul);
    expectRefusal(await alice.get("/api/cities/gold-coast/posts?cursor=%00"), 400, nul);
    expectRefusal(await alice.request("PATCH", "/api/profile", { bio: "x\u0000" }), 400, nul);
    expectRefusal(await alice.post("/api/auth/update-user", { name: "\u0000" }), 400, nul);
    const signUp = await new TestClient(t.app).post("/api/auth/sign-up/email", {
      email: "nul@example.com",
      password: strongPassword,
      name: "a\u0000b",
    });
    expectRefusal(signUp, 400, nul);
    expect((await alice.get("/api/profile")).json().bio).toBe("");
  });

  it("in a photo post's text (multipart, past the JSON guard) end in a 400 with nothing stored", async () => {
    const before = await t.db.select({ id: posts.id }).from(posts);
    const response = await alice.upload(
      "/api/cities/gold-coast/posts",
      [{ field: "image", body: await smallPng(), type: "image/png" }],
      { content: "hi\u0000there" },
    );
    expectRefusal(response, 400, refusalMessages.invalidValue.defaultMessage);
    expect(await t.db.select({ id: posts.id }).from(posts)).toEqual(before);
  });
});

describe("deeply nested JSON", () => {
  it("is refused with a 400 at any depth a stack could not take", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    for (const url of ["/api/profile", "/api/auth/sign-in/email", "/api/auth/sign-out"]) {
      const method = url === "/api/profile" ? "PATCH" : "POST";
      expectRefusal(
        await raw(alice, method, url, deep, "application/json"),
        400,
        requestGuardMessages.tooDeep,
      );
    }
    const objects = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    const response = await raw(alice, "POST", "/api/auth/sign-out", objects, "application/json");
    expectRefusal(response, 400, requestGuardMessages.tooDeep);
  });

  it("still accepts ordinary bodies, brackets inside strings included", async () => {
    const bio = "[[[[ {{{{ ".repeat(10);
    const response = await alice.request("PATCH", "/api/profile", { bio });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe(bio.trim());
  });
});

it("refuses a poll edit that changes nothing", async () => {
  const poll = await admin.post("/api/cities/gold-coast/polls", {
    question: "Best beach?",
    options: ["Burleigh", "Kirra"],
  });
  for (const body of [{}, { unknown: 1 }]) {
    const response = await admin.request("PATCH", `/api/polls/${poll.json().id}`, body);
    expectRefusal(response, 400, pollMessages.nothingToUpdate.defaultMessage);
  }
});

it("refuses a feed cursor that passes the old pattern but is no post id", async () => {
  const cursor = Buffer.from(`1700000000000000.${"-".repeat(36)}`).toString("base64url");
  const response = await alice.get(`/api/cities/gold-coast/posts?cursor=${cursor}`);
  expectRefusal(response, 400, "Invalid cursor");
});

it("refuses auth fields that are objects posing as text", async () => {
  const visitor = new TestClient(t.app);
  for (const [url, body] of [
    ["/api/auth/request-password-reset", { email: { toString: 1 } }],
    ["/api/auth/sign-in/email", { email: "a@b.co", password: { toString: 1 } }],
    ["/api/auth/sign-up/email", { email: { valueOf: 1 }, password: strongPassword }],
    ["/api/auth/reset-password", { newPassword: ["Sunny-Beach-42"], token: "x" }],
  ] as const) {
    expectRefusal(await visitor.post(url, body), 400, authMessages.emptyFields);
  }
});

it("refuses a multipart body that is not readable multipart", async () => {
  for (const type of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
    const response = await raw(alice, "POST", "/api/profile/avatar", "{}", type);
    expectRefusal(response, 400, uploadMessages.unreadable);
  }
});

it("gives better-auth's own refusals the { code, message } shape", async () => {
  const unknown = await alice.get("/api/auth/no-such-endpoint");
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
  const nothing = await alice.post("/api/auth/update-user", {});
  expect(nothing.statusCode).toBe(400);
  expect(nothing.json()).toEqual({ code: "BAD_REQUEST", message: "No fields to update" });
});

it("answers a HEAD or GET that carries a body as it answers one without (issue 27)", async () => {
  for (const url of ["/api/auth/ok", "/api/auth/get-session"]) {
    for (const method of ["HEAD", "GET"]) {
      const plain = await t.app.inject({ method: method as "GET", url });
      const withBody = await raw(alice, method, url, "{}", "application/json");
      expect(plain.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(withBody.statusCode, `${method} ${url} with a body`).toBe(plain.statusCode);
    }
  }
});
