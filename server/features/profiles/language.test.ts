// A member's language (issue 30, decision 063): saved on the profile, written into the
// coastal_lang cookie when chosen and at sign-in, and refused when it is not one Coastal speaks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageSettingMessages } from "../../../contracts/profiles.ts";
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

const languageCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "coastal_lang");

describe("a member's language", () => {
  it("is saved on the profile and kept for the browser in the language cookie", async () => {
    const { client } = await signUpVerified(t);
    expect((await client.get("/api/profile")).json().language).toBeNull();

    const saved = await client.request("PATCH", "/api/profile", { language: "es" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe("es");
    expect(languageCookieOf(saved)).toMatchObject({ value: "es", path: "/", sameSite: "Lax" });
    expect((await client.get("/api/profile")).json().language).toBe("es");

    // "Same as my browser" forgets the choice, and the cookie with it.
    const cleared = await client.request("PATCH", "/api/profile", { language: null });
    expect(cleared.json().language).toBeNull();
    expect(languageCookieOf(cleared)).toMatchObject({ value: "", maxAge: 0 });
  });

  it("refuses a language Coastal does not speak, in the browser's language", async () => {
    const { client } = await signUpVerified(t);
    const refused = await client.request("PATCH", "/api/profile", { language: "fr" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: "VALIDATION",
      message: languageSettingMessages.invalid.defaultMessage,
    });
    const spanish = await client.request(
      "PATCH",
      "/api/profile",
      { language: "klingon" },
      { "accept-language": "es-MX,es;q=0.9" },
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe(
      "Elige English, Español o el mismo idioma de tu navegador.",
    );
    expect((await client.get("/api/profile")).json().language).toBeNull();
  });

  it("follows the member to a new sign-in, and wins over a cookie another choice left", async () => {
    const { client, email } = await signUpVerified(t);
    await client.request("PATCH", "/api/profile", { language: "es" });

    const elsewhere = new TestClient(t.app);
    const signIn = await elsewhere.post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(200);
    expect(languageCookieOf(signIn)?.value).toBe("es");

    // This browser's footer switch said English; the member's setting says Spanish.
    const me = await elsewhere.request("GET", "/api/me", undefined, {
      cookie: `${elsewhere.cookieHeader().replace("coastal_lang=es", "coastal_lang=en")}`,
    });
    expect(me.statusCode).toBe(200);
    expect(languageCookieOf(me)?.value).toBe("es");
  });

  it("leaves a visitor's and a browser-following member's cookie alone", async () => {
    const { client } = await signUpVerified(t);
    const me = await client.request("GET", "/api/me", undefined, {
      cookie: `${client.cookieHeader()}; coastal_lang=es`,
    });
    expect(languageCookieOf(me)).toBeUndefined();
  });
});

describe("the language of an answer", () => {
  // A refusal anyone can provoke: a language the profile does not take, signed in.
  const refusal = async (headers: Record<string, string>) => {
    const { client } = await signUpVerified(t);
    const cookie = [client.cookieHeader(), headers.cookie].filter(Boolean).join("; ");
    const response = await client.request(
      "PATCH",
      "/api/profile",
      { language: "fr" },
      { ...headers, cookie },
    );
    return response.json().message as string;
  };
  const english = languageSettingMessages.invalid.defaultMessage;
  const spanish = "Elige English, Español o el mismo idioma de tu navegador.";

  it("is the cookie's, then the browser's, then English", async () => {
    expect(await refusal({})).toBe(english);
    expect(await refusal({ "accept-language": "fr-FR,es;q=0.8" })).toBe(spanish);
    expect(await refusal({ "accept-language": "es", cookie: "coastal_lang=en" })).toBe(english);
    expect(await refusal({ "accept-language": "en-US", cookie: "coastal_lang=es" })).toBe(spanish);
  });
});
