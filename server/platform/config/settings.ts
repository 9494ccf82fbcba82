import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "../http/trust-proxy.ts";
import { checkDataDir } from "./startup-checks.ts";

// Every setting is optional: with none, Coastal runs on one machine with the
// embedded database, local files and the outbox.
const settingsSchema = z.object({
  // Production unless told otherwise (decision 012): development mode opens /dev/mail to anyone.
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Coastal <no-reply@coastal.local>"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default("Single sign-on"),
  // Per-IP limits on sign-in, sign-up, reset and resend; only a test rig that signs
  // in hundreds of people from one address turns them off.
  AUTH_RATE_LIMIT: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // Web push (issue 33): the VAPID key pair, base64url as `web-push generate-vapid-keys` prints
  // it; without them a pair is generated into DATA_DIR on first start. VAPID_SUBJECT is how a
  // push service reaches the operator (mailto: or https:); MAIL_FROM's address by default.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, "must be a base64url P-256 public key (65 bytes)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, "must be a base64url P-256 private key (32 bytes)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  // Push to http:// and private addresses: only the tests' own push service needs it.
  PUSH_ALLOW_LOCAL_ENDPOINTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  // Link previews may reach these host:port pairs (comma-separated) although they are not
  // public: only the tests' own preview target on 127.0.0.1. Ignored unless NODE_ENV=test.
  LINK_PREVIEW_ALLOW_HOSTS: z.string().optional(),
  // Operators (issue 14): a nightly backup into BACKUP_DIR keeping the newest BACKUP_KEEP,
  // and /metrics for a Prometheus scraper that sends METRICS_TOKEN.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Held notification emails and the weekly digest (issue 13), checked every 5 minutes;
  // on by default, off in tests unless a test turns it on.
  EMAIL_JOBS: z.enum(["true", "false"]).optional(),
  // The pseudo-locale en-XA (server/platform/i18n/pseudo.ts): on in development and tests.
  PSEUDO_LOCALE: z.enum(["true", "false"]).optional(),
  // Demo listings and properties with photos on a fresh install, so a new user sees a
  // living product (server/db/demo/); never on a database that already has users.
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  // How long an instance trusts a session it read (decisions 021 and 096). Every sign-out,
  // ban, password change, revocation and user change empties it on every instance at once,
  // so a minute costs no safety and spares a member acting every few seconds the
  // better-auth read on all but one request a minute.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(60_000),
  // How long an instance may reuse an answer it built, such as a member's feed page
  // (decision 036). Every write empties it on every instance at once; 0 turns it off.
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // How long a request waits for the database (a free connection, one statement, a
  // transaction left idle) before it answers 503 with Retry-After (issue 27).
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // Who may say, in X-Forwarded-For, which address a request comes from (server/platform/http/trust-proxy.ts).
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((text, context): TrustProxy => {
      const parsed = parseTrustProxy(text);
      if ("value" in parsed) return parsed.value;
      context.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
});

export type Settings = Omit<
  z.infer<typeof settingsSchema>,
  "AUTH_SECRET" | "BASE_URL" | "EMAIL_JOBS"
> & {
  AUTH_SECRET: string;
  BASE_URL: string;
  EMAIL_JOBS: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** The VAPID identity push services see (from the settings or DATA_DIR/vapid-keys.json). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Origins whose browser requests may change state (the security hook, better-auth and
   * the live-updates stream all check against this one list): BASE_URL, and in
   * development the Vite dev server, which proxies /api from its own origin.
   */
  trustedOrigins: string[];
  /** LINK_PREVIEW_ALLOW_HOSTS as host:port pairs, and always empty unless NODE_ENV=test. */
  linkPreviewAllowHosts: string[];
};

export class SettingsError extends Error {}

/** Settings that only work together: all of a group or none of it. */
function requireTogether(names: string[], values: Record<string, unknown>) {
  const set = names.filter((name) => Boolean(values[name]));
  if (set.length > 0 && set.length < names.length) {
    const listed = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
    throw new SettingsError(`Invalid settings:\n  ${listed} must be set together`);
  }
}

/**
 * Stops with a SettingsError when the S3 settings cannot work: the key id and
 * secret come together or not at all (without them the SDK's default chain applies).
 */
export function checkStorageSettings(
  values: Pick<Settings, "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
) {
  if (!values.S3_BUCKET) return;
  requireTogether(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], values);
}

/** Parses the environment once; a bad value stops start-up with a message naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = settingsSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new SettingsError(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  requireTogether(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"], values);
  requireTogether(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"], values);
  checkStorageSettings(values);
  const dataDir = path.resolve(values.DATA_DIR);
  const baseUrl = (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    ...values,
    DATA_DIR: dataDir,
    BACKUP_DIR: values.BACKUP_DIR && path.resolve(values.BACKUP_DIR),
    BASE_URL: baseUrl,
    EMAIL_JOBS: values.EMAIL_JOBS ? values.EMAIL_JOBS === "true" : values.NODE_ENV !== "test",
    linkPreviewAllowHosts: testOnlyHosts(values.NODE_ENV, values.LINK_PREVIEW_ALLOW_HOSTS),
    trustedOrigins:
      values.NODE_ENV === "development" ? [baseUrl, "http://localhost:5173"] : [baseUrl],
    AUTH_SECRET: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    vapid: {
      ...(values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: values.VAPID_SUBJECT ?? vapidSubject(values.MAIL_FROM, baseUrl),
    },
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : null,
  };
}

// A real server (NODE_ENV defaults to production) never lets previews inside its network;
// the list comes only from the environment, never from a request.
const testOnlyHosts = (nodeEnv: string, hosts: string | undefined) =>
  nodeEnv === "test" && hosts
    ? hosts
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : [];

// Generated once and kept beside the data so sessions survive restarts.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  checkDataDir(dataDir);
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Like the auth secret: made once, kept beside the data, so subscriptions survive restarts
// (a browser's subscription is bound to the public key it was made with). Written with "wx"
// so instances starting together on one DATA_DIR agree on the first pair written.
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid-keys.json");
  if (!existsSync(file)) {
    checkDataDir(dataDir);
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const jwk = privateKey.export({ format: "jwk" });
    const point = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
    const keys = { publicKey: point.toString("base64url"), privateKey: jwk.d ?? "" };
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** Who runs this Coastal, for push services: the site if it is https, else MAIL_FROM's address. */
function vapidSubject(mailFrom: string, baseUrl: string): string {
  if (baseUrl.startsWith("https://")) return baseUrl;
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
