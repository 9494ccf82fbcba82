// Set-up for journeys that start with people already in a city: accounts,
// the admin, and approvals go through the real API, as the app itself does.
import { type APIRequestContext, expect, request as requests } from "@playwright/test";
import { createVerifiedUser, mailedLink, password, subjects, uniqueEmail } from "./e2e-auth.ts";
import { adminEmail, appUrl } from "./e2e-config.ts";
import { giveSecondFactor } from "./e2e-staff-factor.ts";

export const joinAnswers = {
  reason: "We just moved here and want to meet the neighbours",
  residentStatus: "resident",
  interests: "Surfing, farmers markets, beach clean-ups",
  expectations: "Local tips and friendly faces",
};

/** A signed-in API session of its own (cookies apart from any browser page). */
export async function apiSession(email: string) {
  const context = await requests.newContext({ baseURL: appUrl });
  const signIn = await context.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context;
}

/**
 * The ADMIN_EMAILS account, signed up and verified by whichever journey needs it
 * first (each run starts on a fresh database), then signed in on its own session.
 */
export async function ensureAdminAccount(request: APIRequestContext) {
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: adminEmail, password, name: "admin", callbackURL: "/auth?verified=true" },
  });
  if (signUp.status() === 200) {
    await request.get(await mailedLink(request, adminEmail, subjects.verify), { maxRedirects: 0 });
    // Staff act only with a second factor (decision 067).
    const admin = await apiSession(adminEmail);
    await giveSecondFactor(admin);
    await admin.dispose();
  } else {
    // 422: an earlier journey made it already.
    expect(signUp.status(), await signUp.text()).toBe(422);
  }
}

export async function adminSession(request: APIRequestContext) {
  await ensureAdminAccount(request);
  return apiSession(adminEmail);
}

/** Approves the pending request of `email` as the admin. */
export async function approve(admin: APIRequestContext, email: string) {
  const { requests } = (await (await admin.get("/api/admin/membership-requests")).json()) as {
    requests: { id: string; applicant: { email: string } }[];
  };
  const request = requests.find((r) => r.applicant.email === email);
  expect(request, `a pending request from ${email}`).toBeDefined();
  const approved = await admin.post(`/api/admin/membership-requests/${request?.id}/approve`, {
    data: {},
  });
  expect(approved.status()).toBe(200);
}

/** A new verified account that is an active member of `city`. */
export async function createMember(
  request: APIRequestContext,
  admin: APIRequestContext,
  prefix: string,
  city: string,
) {
  const email = uniqueEmail(prefix);
  await createVerifiedUser(request, email);
  await joinApproved(admin, email, city);
  return email;
}

/** The user `email` asks to join `city` and the admin approves: their newest membership. */
export async function joinApproved(admin: APIRequestContext, email: string, city: string) {
  const session = await apiSession(email);
  const asked = await session.post(`/api/cities/${city}/membership-requests`, {
    data: joinAnswers,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await approve(admin, email);
  await session.dispose();
}

/** Makes `email` (a member of `city`) its moderator, with the second factor staff need (decision 067). */
export async function appointModerator(admin: APIRequestContext, email: string, city: string) {
  const session = await apiSession(email);
  const { viewer } = await (await session.get("/api/me")).json();
  await giveSecondFactor(session);
  await session.dispose();
  const appointed = await admin.post(`/api/admin/cities/${city}/moderators`, {
    data: { userId: viewer.id },
  });
  expect(appointed.status()).toBe(204);
}
