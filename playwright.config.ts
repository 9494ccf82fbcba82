import { defineConfig } from "@playwright/test";
import { quietChromiumFlags } from "./tests/support/chromium-flags.ts";
import {
  adminEmail,
  appPort,
  appUrl,
  oidcClient,
  oidcIssuer,
  oidcName,
  plainAppPort,
  plainAppUrl,
  previewTargetPort,
} from "./tests/support/e2e-config.ts";

// The app under test: the real server serving the built SPA from dist/web
// (build first), each instance on its own fresh embedded database.
const app = (port: number, url: string, extraEnv: Record<string, string>) => ({
  command: "node --import tsx tests/support/e2e-app.ts",
  url: `${url}/api/health`,
  timeout: 120_000,
  reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  // SIGTERM lets main.ts stop its embedded PostgreSQL and e2e-app.ts delete its temp folder.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  env: {
    PORT: String(port),
    BASE_URL: url,
    NODE_ENV: "test",
    // Every journey signs people in from 127.0.0.1; the per-IP limits have API tests.
    AUTH_RATE_LIMIT: "false",
    ADMIN_EMAILS: adminEmail,
    // Blank settings count as unset: never let the caller's database or mail leak in.
    DATABASE_URL: "",
    SMTP_URL: "",
    AUTH_SECRET: "",
    // tests/e2e/push.spec.ts subscribes a device on the tests' own push service on 127.0.0.1.
    PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
    // tests/e2e/link-previews.spec.ts links to its own web site on 127.0.0.1.
    LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${previewTargetPort}`,
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  workers: 1, // two cores: the app, the provider and Chromium already share them
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    [
      "json",
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "test-results/playwright.json" },
    ],
  ],
  use: {
    baseURL: appUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The offline worker (decision 075) would precache the whole build in every journey's
    // browser and answer requests that page.route cannot see. A journey that needs it
    // (install, push) says `test.use({ serviceWorkers: "allow" })`.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", ...quietChromiumFlags],
    },
  },
  webServer: [
    {
      command: "node --import tsx tests/support/oidc-provider.ts",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      stdout: "ignore",
      stderr: "pipe",
    },
    app(appPort, appUrl, {
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: oidcClient.id,
      OIDC_CLIENT_SECRET: oidcClient.secret,
      OIDC_NAME: oidcName,
    }),
    app(plainAppPort, plainAppUrl, { OIDC_ISSUER: "", OIDC_CLIENT_ID: "", OIDC_CLIENT_SECRET: "" }),
  ],
});
