import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityMessages } from "../../../contracts/communities.ts";
import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { membershipRequests, memberships, profiles, user } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

const pendingFor = async (email: string) => {
  const { requests } = (await admin.get("/api/admin/membership-requests")).json();
  return (requests as { id: string; applicant: { email: string } }[]).find(
    (r) => r.applicant.email === email,
  );
};

describe("joining a city", () => {
  it("needs a session, a known city and all four answers", async () => {
    const visitor = await new TestClient(t.app).post(
      "/api/cities/gold-coast/membership-requests",
      joinAnswers,
    );
    expect(visitor.statusCode).toBe(401);

    const { client } = await signUpVerified(t);
    const unknown = await client.post("/api/cities/atlantis/membership-requests", joinAnswers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(communityMessages.cityNotFound.defaultMessage);

    for (const blank of ["reason", "interests", "expectations", "residentStatus"] as const) {
      const response = await client.post("/api/cities/gold-coast/membership-requests", {
        ...joinAnswers,
        [blank]: "   ",
      });
      expect(response.statusCode, blank).toBe(400);
      expect(response.json().message).toBe(communityMessages.emptyFields.defaultMessage);
    }
    expect((await client.get("/api/cities/gold-coast")).json().viewerStatus).toBe("none");
  });

  it("records one pending request with trimmed answers and refuses a second", async () => {
    const { client, email } = await signUpVerified(t);
    const first = await client.post("/api/cities/miami/membership-requests", {
      ...joinAnswers,
      reason: "  Moving for work  ",
    });
    expect(first.statusCode).toBe(201);
    const second = await client.post("/api/cities/miami/membership-requests", joinAnswers);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(communityMessages.pendingExists.defaultMessage);

    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    const rows = await t.db
      .select()
      .from(membershipRequests)
      .where(eq(membershipRequests.userId, account?.id ?? ""));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reason).toBe("Moving for work");
    const cities = (await client.get("/api/cities")).json().cities as {
      slug: string;
      viewerStatus: string;
    }[];
    expect(cities.find((c) => c.slug === "miami")?.viewerStatus).toBe("pending");
    expect((await client.get("/api/me")).json().viewer.pendingCitySlugs).toEqual(["miami"]);
  });

  it("lets an admin approve: the membership is active, mailed and noticed in the app", async () => {
    const { client, email } = await signUpVerified(t);
    await client.post("/api/cities/cape-town/membership-requests", joinAnswers);
    const request = await pendingFor(email);
    expect(request).toMatchObject({
      city: { slug: "cape-town", name: "Cape Town" },
      reason: joinAnswers.reason,
      residentStatus: "resident",
      interests: joinAnswers.interests,
      expectations: joinAnswers.expectations,
    });

    const approved = await admin.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, account?.id ?? ""));
    expect(membership?.status).toBe("active");
    expect(Date.now() - new Date(membership?.joinedAt ?? 0).getTime()).toBeLessThan(60_000);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, account?.id ?? ""));
    expect(profile?.isConfirmed).toBe(true);

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Welcome to Cape Town on Coastal");
    const viewer = (await client.get("/api/me")).json().viewer;
    expect(viewer.memberships.map((m: { citySlug: string }) => m.citySlug)).toEqual(["cape-town"]);
    expect(viewer.notices).toMatchObject([{ citySlug: "cape-town", decision: "approved" }]);

    await client.post(`/api/me/notices/${viewer.notices[0].id}/dismiss`, {});
    expect((await client.get("/api/me")).json().viewer.notices).toEqual([]);
    expect((await client.get("/api/cities/cape-town")).json()).toMatchObject({
      viewerStatus: "member",
      memberCount: 1,
    });

    const again = await admin.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    const asMember = await client.post("/api/cities/cape-town/membership-requests", joinAnswers);
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().message).toBe(communityMessages.alreadyMember.defaultMessage);
  });

  it("lets an admin reject with a reason, and the applicant may apply again", async () => {
    const { client, email } = await signUpVerified(t);
    await client.post("/api/cities/gold-coast/membership-requests", joinAnswers);
    const request = await pendingFor(email);
    const rejected = await admin.post(`/api/admin/membership-requests/${request?.id}/reject`, {
      reason: "Please tell us more about yourself",
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Your request to join Gold Coast");
    expect(mail?.text).toContain("Please tell us more about yourself");
    const viewer = (await client.get("/api/me")).json().viewer;
    expect(viewer.memberships).toEqual([]);
    expect(viewer.notices).toMatchObject([
      { decision: "rejected", reason: "Please tell us more about yourself" },
    ]);

    const reapply = await client.post("/api/cities/gold-coast/membership-requests", joinAnswers);
    expect(reapply.statusCode).toBe(201);
    expect(await pendingFor(email)).toBeDefined();
  });

  it("keeps the review to admins", async () => {
    const { client } = await signUpVerified(t);
    expect((await client.get("/api/admin/membership-requests")).statusCode).toBe(403);
    expect((await new TestClient(t.app).get("/api/admin/membership-requests")).statusCode).toBe(
      401,
    );
    const { client: applicant, email } = await signUpVerified(t);
    await applicant.post("/api/cities/miami/membership-requests", joinAnswers);
    const request = await pendingFor(email);
    const attempt = await client.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
    expect(attempt.statusCode).toBe(403);
    // Approving your own request is no way in either.
    const self = await applicant.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
    expect(self.statusCode).toBe(403);
    expect((await applicant.get("/api/me")).json().viewer.memberships).toEqual([]);
  });
});

describe("members list", () => {
  it("shows a city's members, newest first, to its members only", async () => {
    const first = await signUpMember(t, admin, "miami");
    const second = await signUpMember(t, admin, "miami");
    const response = await first.client.get("/api/cities/miami/members");
    expect(response.statusCode).toBe(200);
    const names = response.json().members.map((m: { username: string }) => m.username);
    expect(names.slice(0, 2)).toEqual([second.email.split("@")[0], first.email.split("@")[0]]);
    expect(JSON.stringify(response.json())).not.toContain("@example.com");

    const { client: outsider } = await signUpVerified(t);
    const refused = await outsider.get("/api/cities/miami/members");
    expect(refused.statusCode).toBe(403);
    expect((await new TestClient(t.app).get("/api/cities/miami/members")).statusCode).toBe(401);
  });
});
