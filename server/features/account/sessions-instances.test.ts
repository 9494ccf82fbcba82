import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSession } from "../../../contracts/account-sessions.ts";
import { openUserStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Attack test (issue 31): a session ended on instance A must be refused on instance B
// within a second, although B keeps sessions in memory for a minute here: only the
// message every instance hears can explain the refusal. Its live streams close too.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: "60000" });
  other = await t.secondInstance();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Whether instance B takes `client`'s cookies for a signed-in member. */
const signedInOnB = async (client: TestClient) =>
  (await other.app.inject({ url: "/api/me", headers: { cookie: client.cookieHeader() } })).json()
    .viewer !== null;

/** Polls instance B until it refuses `client`, for at most a second. */
async function refusedOnBWithinASecond(client: TestClient) {
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    if (!(await signedInOnB(client))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

async function signInElsewhere(email: string, ip: string) {
  const device = new TestClient(t.app, ip);
  const answer = await device.post("/api/auth/sign-in/email", { email, password: strongPassword });
  expect(answer.statusCode).toBe(200);
  return device;
}

const currentId = async (client: TestClient) =>
  ((await client.get("/api/account/sessions")).json().items as AccountSession[]).find(
    (item) => item.current,
  )?.id ?? "";

describe("ending sessions across instances", () => {
  it("a device signed out on A is refused on B within a second, and its stream on B closes", async () => {
    const { client, email } = await signUpVerified(t);
    const stolen = await signInElsewhere(email, "203.0.113.50");
    // B has the stolen session in its cache and a live stream open with it.
    expect(await signedInOnB(stolen)).toBe(true);
    const stream = await openUserStream(other.app, { cookie: stolen.cookieHeader() });
    expect(stream.status).toBe(200);

    const ended = await client.request(
      "DELETE",
      `/api/account/sessions/${await currentId(stolen)}`,
    );
    expect(ended.statusCode).toBe(204);
    expect(await refusedOnBWithinASecond(stolen)).toBe(true);
    await waitFor(() => stream.ended, 1000);
    // The member's own device was not touched.
    expect(await signedInOnB(client)).toBe(true);
  });

  it("every other device is refused on B within a second after 'others' on A", async () => {
    const { client, email } = await signUpVerified(t);
    const laptop = await signInElsewhere(email, "198.51.100.20");
    const phone = await signInElsewhere(email, "198.51.100.21");
    for (const device of [laptop, phone, client]) expect(await signedInOnB(device)).toBe(true);
    const streams = await Promise.all(
      [laptop, phone].map((device) => openUserStream(other.app, { cookie: device.cookieHeader() })),
    );

    expect((await client.post("/api/account/logout", { scope: "others" })).statusCode).toBe(204);
    expect(await refusedOnBWithinASecond(laptop)).toBe(true);
    expect(await refusedOnBWithinASecond(phone)).toBe(true);
    for (const stream of streams) await waitFor(() => stream.ended, 1000);
    expect(await signedInOnB(client)).toBe(true);
  });

  it("'global' on B ends every session, refused on A within a second", async () => {
    const { client, email } = await signUpVerified(t);
    const laptop = await signInElsewhere(email, "198.51.100.30");
    const onA = async (device: TestClient) =>
      (await t.app.inject({ url: "/api/me", headers: { cookie: device.cookieHeader() } })).json()
        .viewer !== null;
    expect(await onA(laptop)).toBe(true);
    expect(await onA(client)).toBe(true);

    const global = await other.app.inject({
      method: "POST",
      url: "/api/account/logout",
      headers: { cookie: client.cookieHeader(), "content-type": "application/json" },
      payload: JSON.stringify({ scope: "global" }),
    });
    expect(global.statusCode).toBe(204);
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline && ((await onA(laptop)) || (await onA(client)))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await onA(laptop)).toBe(false);
    expect(await onA(client)).toBe(false);
  });
});
