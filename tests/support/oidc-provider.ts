// A real OpenID Connect provider for the browser journeys (`oidc-provider`),
// with its built-in development login and consent pages.
// Run: node --import tsx tests/support/oidc-provider.ts
import { generateKeyPairSync, randomBytes } from "node:crypto";
import Provider from "oidc-provider";
import { appUrl, oidcAccount, oidcClient, oidcIssuer, oidcPort } from "./e2e-config.ts";

// Our own signing key and cookie secret keep the provider from warning about its dev defaults.
const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
  format: "jwk",
});

const provider = new Provider(oidcIssuer, {
  clients: [
    {
      client_id: oidcClient.id,
      client_secret: oidcClient.secret,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      // better-auth's generic OAuth callback; older releases used the oauth2/ path.
      redirect_uris: [
        `${appUrl}/api/auth/callback/oidc`,
        `${appUrl}/api/auth/oauth2/callback/oidc`,
      ],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  jwks: { keys: [{ ...signingKey, use: "sig", alg: "RS256" }] },
  cookies: { keys: [randomBytes(32).toString("hex")] },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    if (id !== oidcAccount.login) return undefined;
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: oidcAccount.email, email_verified: true, name: oidcAccount.name };
      },
    };
  },
});

const server = provider.listen(oidcPort, () => {
  console.log(`OIDC provider listening at ${oidcIssuer}`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
