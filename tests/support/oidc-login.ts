// The real OIDC provider of the journeys (tests/support/oidc-provider.ts) for API
// tests: started as its own process on a port of the test's choosing, and walked
// through its development login and consent forms over plain HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export type OidcProcess = {
  issuer: string;
  /** The app's address the provider's client sends people back to. */
  appUrl: string;
  /** The app's settings for this provider. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/** Starts the provider with E2E_PORT_BASE=`portBase` (the app at that port, the provider at the next). */
export async function startOidcProvider(portBase: number): Promise<OidcProcess> {
  const issuer = `http://localhost:${portBase + 1}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "oidc-provider.ts")],
    { env: { ...process.env, E2E_PORT_BASE: String(portBase) }, stdio: "ignore" },
  );
  const started = Date.now();
  for (;;) {
    const up = await fetch(`${issuer}/.well-known/openid-configuration`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 30_000) {
      child.kill("SIGTERM");
      throw new Error(`the OIDC provider did not start at ${issuer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    issuer,
    appUrl: `http://localhost:${portBase}`,
    env: {
      BASE_URL: `http://localhost:${portBase}`,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: "coastal-e2e",
      OIDC_CLIENT_SECRET: "coastal-e2e-client-secret",
      OIDC_NAME: "Coastal ID",
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Signs in at the provider as `login` (any password) and consents, starting from
 * the authorization address the app gave; returns the app address the provider
 * sends the browser back to (the callback with its code and state), as a path.
 */
export async function passProvider(
  provider: OidcProcess,
  authorizationUrl: string,
  login = "sam",
): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: cookieHeader(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(response);
    form = null;
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === provider.appUrl) return `${next.pathname}${next.search}`;
      url = next.href;
      continue;
    }
    const page: string = await response.text();
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action)
      throw new Error(`unexpected page from the provider at ${url}: ${page.slice(0, 200)}`);
    url = new URL(action, url).href;
    form = page.includes('name="login"')
      ? { prompt: "login", login, password: "any password works here" }
      : { prompt: "consent" };
  }
  throw new Error("the provider never sent the browser back to the app");
}
