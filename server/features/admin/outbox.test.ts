import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", SMTP_URL: "" });
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

type OutboxMail = { id: string; to: string; subject: string; text: string; createdAt: string };

const askForReset = (email: string) =>
  new TestClient(t.app).post("/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });

describe("the open dev outbox in production", () => {
  it("does not exist", async () => {
    const { email } = await signUpVerified(t);
    await askForReset(email);
    const visitor = new TestClient(t.app);

    const api = await visitor.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });

    // With a web build present every unknown page gets the app's shell (whose router
    // says "not found"); either way no mail is on it.
    const page = await visitor.get("/dev/mail");
    if (page.statusCode === 200) {
      expect(page.body).toContain('<div id="root">');
    } else {
      expect(page.statusCode).toBe(404);
    }
    expect(page.body).not.toContain(email);
    expect(page.body).not.toContain("reset-password");
  });
});

describe("GET /api/admin/outbox", () => {
  it("asks visitors to sign in and refuses members who are not admins", async () => {
    const anonymous = await new TestClient(t.app).get("/api/admin/outbox");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("UNAUTHORIZED");

    const { client: member } = await signUpVerified(t);
    const refused = await member.get("/api/admin/outbox");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    expect(refused.body).not.toContain("reset-password");
  });

  it("lists the kept mail to admins, newest first, with its links", async () => {
    const { email } = await signUpVerified(t, uniqueEmail("Reader"));
    expect((await askForReset(email)).statusCode).toBe(200);

    const response = await admin.get("/api/admin/outbox");
    expect(response.statusCode).toBe(200);
    const { mail, delivery } = response.json() as { mail: OutboxMail[]; delivery: string };
    expect(delivery).toBe("outbox");
    const [newest, previous] = mail;
    expect(newest?.to).toBe(email.toLowerCase());
    expect(newest?.subject).toBe("Reset your Coastal password");
    expect(newest?.text).toMatch(/https?:\/\/\S+reset-password\S+/);
    expect(previous?.subject).toBe("Verify your email for Coastal");
    const times = mail.map((each) => Date.parse(each.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("filters by recipient, whatever the case, and limits the list", async () => {
    const { email } = await signUpVerified(t, uniqueEmail("Filtered"));
    await askForReset(email);

    const filtered = () => admin.get(`/api/admin/outbox?to=${encodeURIComponent(` ${email} `)}`);
    expect((await filtered()).statusCode).toBe(200);
    // The reset mail goes through the durable mail queue after the answer (decision 056).
    await expect
      .poll(async () => ((await filtered()).json().mail as OutboxMail[]).map((m) => m.subject))
      .toEqual(["Reset your Coastal password", "Verify your email for Coastal"]);
    const mail = (await filtered()).json().mail as OutboxMail[];
    expect(mail.every((each) => each.to === email.toLowerCase())).toBe(true);

    const nobody = await admin.get("/api/admin/outbox?to=nobody%40example.com");
    expect(nobody.json().mail).toEqual([]);

    const one = await admin.get("/api/admin/outbox?limit=1");
    expect(one.json().mail).toHaveLength(1);
  });

  it("answers a bad limit with a clear 400", async () => {
    for (const limit of ["0", "101", "ten", "2.5"]) {
      const response = await admin.get(`/api/admin/outbox?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
    }
  });
});
