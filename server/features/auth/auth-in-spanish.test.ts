import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inSpanish = { "accept-language": "es-US,es;q=0.9" };

describe("auth refusals in Spanish", () => {
  it("refuses empty fields and a wrong password in the request's language, keeping the code", async () => {
    const client = new TestClient(t.app);
    const empty = await client.request(
      "POST",
      "/api/auth/sign-in/email",
      { email: "", password: "x" },
      inSpanish,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: "VALIDATION", message: "Completa todos los campos" });

    const { email } = await signUpVerified(t);
    const wrong = await client.request(
      "POST",
      "/api/auth/sign-in/email",
      { email, password: "Wrong-pass-1" },
      inSpanish,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Correo o contraseña incorrectos",
    });
  });

  it("says a taken address in Spanish on sign-up", async () => {
    const { email } = await signUpVerified(t);
    const again = await new TestClient(t.app, "10.9.0.1").request(
      "POST",
      "/api/auth/sign-up/email",
      { email, password: "Another-pass-9!x" },
      inSpanish,
    );
    expect(again.json()).toMatchObject({
      code: "USER_ALREADY_EXISTS",
      message: "Ya existe una cuenta con este correo. Inicia sesión.",
    });
  });

  it("mails the verification link in the language of the page that signed up", async () => {
    const email = uniqueEmail("Marisol");
    await new TestClient(t.app, "10.9.0.2").request(
      "POST",
      "/api/auth/sign-up/email",
      { email, password: "Strong-pass-9!x" },
      inSpanish,
    );
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Verifica tu correo para Coastal");
    expect(mail?.text).toContain("Verificar mi correo: ");
    expect(mail?.text).toContain("El enlace vence en 24 horas.");
  });

  it("says a wrong current password in Spanish when the password changes", async () => {
    const { client } = await signUpVerified(t);
    const wrong = await client.request(
      "POST",
      "/api/account/password",
      { currentPassword: "Not-my-pass-7", newPassword: "Harbour-Lights-19" },
      inSpanish,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "INVALID_PASSWORD",
      message: "Tu contraseña actual no es correcta.",
    });
  });
});
