import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { pngDeclaring, smallPng } from "../../../tests/support/test-images.ts";
import { createMailer } from "../../platform/mail/mail.ts";
import { createAuth } from "../../session/auth.ts";
import type { EndpointFields, Identity } from "./hostile-requests.ts";
import type { KnownValues } from "./hostile-values.ts";
import { type Endpoint, expandAuthWildcard, registeredRoutes } from "./registered-routes.ts";

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
};
type ZodLike = { shape?: object } | undefined;

const nothing = async () => {};

/** better-auth set up as the app sets it up, only to read its endpoints and field names; it serves nothing. */
export function readOnlyAuth(t: TestApp) {
  return createAuth({
    settings: t.settings,
    db: t.db,
    mailer: createMailer({ from: t.settings.MAIL_FROM, db: t.db, log: () => {} }),
    background: t.app.background,
    hooks: {
      userCreated: nothing,
      emailVerified: nothing,
      userDeleting: nothing,
      sessionCreated: nothing,
      accountCreated: nothing,
      sessionEnded: nothing,
      userChanged: nothing,
    },
  });
}

/**
 * A real app on a real database with a city that has content: an admin,
 * a member, a pending applicant, a post with a photo, a comment, a poll. Its
 * ids, slugs and cursor become the "known values" the fuzzer mixes in.
 */
export async function createFuzzTarget() {
  // Sign-in limits would turn most auth requests into 429s before they reach anything.
  const t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  const admin = await signUpAdmin(t);
  const member = await signUpMember(t, admin.client, "gold-coast");
  const applicant = await signUpVerified(t);
  await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);

  const photo = await member.client.upload(
    "/api/cities/gold-coast/posts",
    [{ field: "image", body: await smallPng(), type: "image/png" }],
    { content: "Sunrise at Burleigh" },
  );
  const post = (await member.client.post("/api/cities/gold-coast/posts", { content: "Hi" })).json();
  const comment = (
    await member.client.post(`/api/posts/${post.id}/comments`, { content: "Nice" })
  ).json();
  const poll = (
    await admin.client.post("/api/cities/gold-coast/polls", {
      question: "Best beach?",
      options: ["Burleigh", "Kirra"],
    })
  ).json();
  const page = (await member.client.get("/api/cities/gold-coast/posts?limit=1")).json();
  const requests = (await admin.client.get("/api/admin/membership-requests")).json().requests;
  const me = (await member.client.get("/api/me")).json().viewer;
  const imageUrl: string = photo.json().photos?.[0]?.thumbnailUrl ?? "";

  const known: KnownValues = {
    strings: [
      "gold-coast",
      "miami",
      "cape-town",
      post.id,
      comment.id,
      poll.id,
      requests[0]?.id,
      me.notices[0]?.id,
      page.nextCursor,
      imageUrl.split("/").pop(),
      member.email,
      admin.email,
      strongPassword,
      "like",
      "resident",
      "active",
      "closed",
    ].filter((value): value is string => typeof value === "string" && value !== ""),
    files: [
      await smallPng(),
      await pngDeclaring(30_000, 30_000),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
      Buffer.from("GIF89a\u0000\u0000garbage"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.alloc(0),
    ],
  };

  const clients: Record<Identity, TestClient> = {
    visitor: new TestClient(t.app),
    member: member.client,
    admin: admin.client,
  };
  const emails = { member: member.email, admin: admin.email };

  const auth = readOnlyAuth(t);
  const endpoints = expandAuthWildcard(registeredRoutes(t.app), auth);
  const authFields = new Map<string, EndpointFields>();
  for (const endpoint of Object.values(auth.api) as {
    path?: string;
    options?: { body?: ZodLike; query?: ZodLike };
  }[]) {
    if (!endpoint.path) continue;
    authFields.set(`/api/auth${endpoint.path}`, {
      query: Object.keys(endpoint.options?.query?.shape ?? {}),
      body: Object.keys(endpoint.options?.body?.shape ?? {}),
    });
  }
  const openApi = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };

  /** The query and body field names the OpenAPI document (or better-auth) gives an endpoint. */
  function fieldsOf(endpoint: Endpoint): EndpointFields {
    const fromAuth = authFields.get(endpoint.url);
    if (fromAuth) return fromAuth;
    const path = endpoint.url.replace(/:([A-Za-z]+)/g, "{$1}");
    const operation = openApi.paths[path]?.[endpoint.method.toLowerCase()];
    const json = operation?.requestBody?.content?.["application/json"]?.schema?.properties;
    return {
      query: (operation?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      body: Object.keys(json ?? {}),
    };
  }

  /** Signs the member and the admin back in when a fuzzed request ended their session. */
  async function restoreSessions() {
    for (const identity of ["member", "admin"] as const) {
      const client = clients[identity];
      if ((await client.get("/api/me")).json().viewer) continue;
      const signedIn = await client.request(
        "POST",
        "/api/auth/sign-in/email",
        { email: emails[identity], password: strongPassword },
        { origin: testBaseUrl },
      );
      if (signedIn.statusCode !== 200) {
        throw new Error(`could not sign the ${identity} back in: ${signedIn.body}`);
      }
    }
  }

  return { t, endpoints, known, clients, fieldsOf, restoreSessions };
}
