// Fixed addresses and identities shared by playwright.config.ts, the OIDC
// provider and the journeys, so each is written down once.

// E2E_PORT_BASE moves all three ports, so two checkouts can run journeys side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);

export const appPort = portBase;
export const appUrl = `http://localhost:${appPort}`;

/** A second app instance without OIDC settings, to check the button stays hidden. */
export const plainAppPort = portBase + 2;
export const plainAppUrl = `http://localhost:${plainAppPort}`;

export const oidcPort = portBase + 1;

/** The link preview journey's web site on 127.0.0.1 (tests/support/preview-target.ts). */
export const previewTargetPort = portBase + 3;
export const oidcIssuer = `http://localhost:${oidcPort}`;
export const oidcName = "Coastal ID";
export const oidcClient = { id: "coastal-e2e", secret: "coastal-e2e-client-secret" };

/** The one account the test provider knows; its login form takes any password. */
export const oidcAccount = {
  login: "sam",
  email: "sam.oidc@coastal.test",
  name: "Sam Oidc",
};

export const adminEmail = "admin@coastal.test";
