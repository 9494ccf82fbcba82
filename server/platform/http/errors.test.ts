import { describe, expect, it } from "vitest";
import { errorCodes } from "../../../contracts/errors.ts";
import { createAuth } from "../../session/auth.ts";
import { loadSettings } from "../config/settings.ts";
import { Background } from "../runtime/background.ts";

describe("the error codes contract", () => {
  it("names each code as itself", () => {
    for (const [name, code] of Object.entries(errorCodes)) expect(code).toBe(name);
  });

  // better-auth's answers pass through /api/auth/*, so a code an upgrade adds must be listed.
  it("lists every code better-auth declares, with the plugins Coastal uses", () => {
    const settings = loadSettings({
      NODE_ENV: "test",
      DATA_DIR: "./data",
      AUTH_SECRET: "a".repeat(32),
      // Without OIDC settings the generic OAuth plugin, and its codes, would be left out.
      OIDC_ISSUER: "https://id.invalid",
      OIDC_CLIENT_ID: "coastal",
      OIDC_CLIENT_SECRET: "secret",
    });
    const nothing = async () => {};
    const auth = createAuth({
      settings,
      db: {} as never,
      mailer: { send: nothing },
      background: new Background(() => {}),
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
    const missing = Object.keys(auth.$ERROR_CODES).filter((code) => !(code in errorCodes));
    expect(missing).toEqual([]);
  });
});
