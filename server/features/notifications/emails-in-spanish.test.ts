// Issue 30: a member who chose Spanish gets every mail in Spanish (the notification, the
// membership decision, the weekly digest), and the unsubscribe pages and refusals follow
// the request's language. Real SMTP inbox, real database, real HTTP through the app.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { openDatabase } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { createMailer } from "../../platform/mail/mail.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";
import { sendCityDigest } from "./weekly-digest.service.ts";

let inbox: SmtpInbox;
let t: TestApp;
let admin: TestClient;
let ana: { client: TestClient; email: string; id: string };
let bob: { client: TestClient; email: string };

const speaksSpanish = async (client: TestClient) => {
  const saved = await client.request("PATCH", "/api/profile", { language: "es" });
  expect(saved.statusCode, saved.body).toBe(200);
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }));
  admin = (await signUpAdmin(t)).client;
  const signedUp = await signUpMember(t, admin, "cape-town");
  ana = { ...signedUp, id: (await signedUp.client.get("/api/me")).json().viewer.id };
  bob = await signUpMember(t, admin, "cape-town");
  await speaksSpanish(ana.client);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe("a member who chose Spanish", () => {
  it("gets a notification email in Spanish, its footer and unsubscribe link included", async () => {
    const post = await ana.client.post("/api/cities/cape-town/posts", { content: "Ballenas hoy" });
    expect(post.statusCode, post.body).toBe(201);
    await bob.client.post(`/api/posts/${post.json().id}/comments`, { content: "¿Dónde?" });
    await t.settled();
    const mail = inbox.lastMailTo(ana.email);
    expect(mail?.subject).toMatch(/ comentó en tu publicación "Ballenas hoy"$/);
    expect(mail?.text).toContain("Míralo en Coastal: http://localhost:3000/city/cape-town/posts/");
    expect(mail?.text).toContain('Recibes este correo por "Comentarios en tus publicaciones"');
    expect(mail?.text).toContain("Cancelar suscripción: http://localhost:3000/api/unsubscribe?");
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.html).toContain("Cancelar suscripción</a>");
    // The API's own sentence follows the reader's language too (the setting's cookie).
    const [latest] = (await ana.client.get("/api/me/notifications")).json().items;
    expect(latest.text).toMatch(/ comentó en tu publicación "Ballenas hoy"$/);
  });

  it("hears of a membership decision in Spanish, the moderator's reason included", async () => {
    const applicant = await signUpVerified(t);
    await speaksSpanish(applicant.client);
    const asked = await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
      id: string;
      applicant: { email: string };
    }[];
    const request = pending.find((r) => r.applicant.email === applicant.email);
    const decided = await admin.post(`/api/admin/membership-requests/${request?.id}/reject`, {
      reason: "Solo residentes",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.settled();
    const mail = inbox.lastMailTo(applicant.email);
    expect(mail?.subject).toBe("Tu solicitud para unirte a Miami");
    expect(mail?.text).toContain("no fue aprobada esta vez");
    expect(mail?.text).toContain("Motivo: Solo residentes");
  });

  it("gets the weekly digest in Spanish, text and HTML, with prices in rand", async () => {
    const listing = await bob.client.post("/api/cities/cape-town/marketplace-items", {
      title: "Tabla de surf",
      description: "Seis pies, con quilla.",
      category: "sports",
      condition: "good",
      price: 250,
    });
    expect(listing.statusCode, listing.body).toBe(201);
    const [city] = await t.db.select().from(cities).where(eq(cities.slug, "cape-town"));
    if (!city) throw new Error("Cape Town is seeded");
    const now = new Date();
    const database = await openDatabase({ databaseUrl: t.settings.DATABASE_URL });
    try {
      const mailer = createMailer({
        smtpUrl: inbox.url,
        from: t.settings.MAIL_FROM,
        db: database.db,
        log: () => {},
      });
      const context = { db: database.db, pool: database.pool, mailer, settings: t.settings };
      const dueAt = new Date(now.getTime() + 60_000);
      const sent = await sendCityDigest(context, { city, week: "2099-W01", dueAt, now });
      expect(sent).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    const mail = inbox.lastMailTo(ana.email);
    expect(mail?.subject).toBe("Esta semana en Cape Town en Coastal");
    expect(mail?.text).toContain("Esto es lo que pasó en Cape Town esta semana.");
    expect(mail?.text).toContain("Nuevo en el Marketplace");
    expect(mail?.text).toMatch(/Tabla de surf, (R\s?250|250\sZAR)/);
    expect(mail?.html).toContain("Mira más en Coastal");
    expect(mail?.html).toContain("Resumen semanal de tus ciudades");
    // Bob chose nothing: English.
    expect(inbox.lastMailTo(bob.email)?.subject).toBe("This week in Cape Town on Coastal");
  });
});

describe("the unsubscribe page and refusals", () => {
  it("asks and confirms in Spanish for a Spanish browser", async () => {
    const token = unsubscribeToken(t.settings.AUTH_SECRET, { userId: ana.id, kind: "new_report" });
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const headers = { "accept-language": "es-US,es;q=0.9", accept: "text/html" };
    const asked = await t.app.inject({ method: "GET", url, headers });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="es">');
    expect(asked.body).toContain("¿Dejar de recibir correos sobre “Nuevos reportes");
    expect(asked.body).toContain("Cancelar suscripción</button>");
    const done = await t.app.inject({ method: "POST", url, headers });
    expect(done.body).toContain("Listo: no recibirás más correos sobre");
    const forged = await t.app.inject({ method: "GET", url: `${url}x`, headers });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("Enlace no válido");
    expect(forged.body).toContain("Este enlace para cancelar la suscripción no es válido.");
  });

  it("refuses a signed-out reader in Spanish", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/me/notifications",
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Inicia sesión para ver tus notificaciones.");
  });
});
