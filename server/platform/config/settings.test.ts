import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadSettings, SettingsError } from "./settings.ts";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "coastal-settings-"));

describe("settings", () => {
  it("runs with no settings at all on the embedded defaults", () => {
    const dataDir = tempDir();
    const settings = loadSettings({ DATA_DIR: dataDir });
    expect(settings.PORT).toBe(3000);
    expect(settings.BASE_URL).toBe("http://localhost:3000");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.oidc).toBeNull();
    expect(settings.ADMIN_EMAILS).toEqual([]);
  });

  // Issue 7: `npm start` sets no NODE_ENV, and development mode opens /dev/mail to anyone.
  it("runs in production mode unless told otherwise", () => {
    expect(loadSettings({ DATA_DIR: tempDir() }).NODE_ENV).toBe("production");
    expect(loadSettings({ DATA_DIR: tempDir(), NODE_ENV: "" }).NODE_ENV).toBe("production");
    expect(loadSettings({ DATA_DIR: tempDir(), NODE_ENV: "development" }).NODE_ENV).toBe(
      "development",
    );
  });

  it("generates the auth secret once, readable only by its owner", () => {
    const dataDir = tempDir();
    const first = loadSettings({ DATA_DIR: dataDir }).AUTH_SECRET;
    const file = path.join(dataDir, "auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(loadSettings({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first);
  });

  it("generates the VAPID key pair once, readable only by its owner, unless the settings give one", () => {
    const dataDir = tempDir();
    const first = loadSettings({ DATA_DIR: dataDir }).vapid;
    const file = path.join(dataDir, "vapid-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe("mailto:no-reply@coastal.local");
    expect(loadSettings({ DATA_DIR: dataDir }).vapid).toEqual(first);
    // The pair is one web-push accepts.
    expect(() =>
      webpush.setVapidDetails(first.subject, first.publicKey, first.privateKey),
    ).not.toThrow();
    const given = webpush.generateVAPIDKeys();
    const set = loadSettings({
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
      BASE_URL: "https://coastal.example",
    }).vapid;
    expect(set).toEqual({ ...given, subject: "https://coastal.example" });
    expect(() => loadSettings({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: given.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
  });

  it("stops with a message naming a bad setting", () => {
    const dataDir = tempDir();
    expect(() => loadSettings({ DATA_DIR: dataDir, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadSettings({ DATA_DIR: dataDir, DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadSettings({ DATA_DIR: dataDir, OIDC_ISSUER: "https://id.example" })).toThrow(
      SettingsError,
    );
  });

  // Issue 8: a half-set S3 key pair stopped start-up with a stack trace, after the database had started.
  it("stops with the settings message when only one of the S3 keys is set", () => {
    for (const half of [{ S3_ACCESS_KEY_ID: "id" }, { S3_SECRET_ACCESS_KEY: "secret" }]) {
      expect(() => loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: "photos", ...half })).toThrow(
        new SettingsError(
          "Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
        ),
      );
    }
    expect(loadSettings({ DATA_DIR: tempDir(), S3_BUCKET: "photos" }).S3_BUCKET).toBe("photos");
  });

  it("trusts the app's own origin, and in development the Vite dev server's", () => {
    const origins = (env: Record<string, string>) =>
      loadSettings({ DATA_DIR: tempDir(), ...env }).trustedOrigins;
    expect(origins({ BASE_URL: "https://coastal.example/" })).toEqual(["https://coastal.example"]);
    expect(origins({ NODE_ENV: "development" })).toEqual([
      "http://localhost:3000",
      "http://localhost:5173",
    ]);
  });

  it("takes the operators' settings: nightly backups and the metrics token", () => {
    const dataDir = tempDir();
    const defaults = loadSettings({ DATA_DIR: dataDir });
    expect(defaults).toMatchObject({ BACKUP_KEEP: 7 });
    expect(defaults.BACKUP_DIR).toBeUndefined();
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    const set = loadSettings({ DATA_DIR: dataDir, BACKUP_DIR: "backups", BACKUP_KEEP: "3" });
    expect(set.BACKUP_DIR).toBe(path.resolve("backups"));
    expect(set.BACKUP_KEEP).toBe(3);
    expect(() => loadSettings({ DATA_DIR: dataDir, METRICS_TOKEN: "short" })).toThrow(
      "METRICS_TOKEN: must be at least 16 characters",
    );
    expect(() => loadSettings({ DATA_DIR: dataDir, BACKUP_KEEP: "0" })).toThrow(SettingsError);
  });

  it("runs the email jobs (held mail, weekly digest) except in tests, unless a test asks", () => {
    const dataDir = tempDir();
    expect(loadSettings({ DATA_DIR: dataDir }).EMAIL_JOBS).toBe(true);
    expect(loadSettings({ DATA_DIR: dataDir, NODE_ENV: "test" }).EMAIL_JOBS).toBe(false);
    expect(
      loadSettings({ DATA_DIR: dataDir, NODE_ENV: "test", EMAIL_JOBS: "true" }).EMAIL_JOBS,
    ).toBe(true);
    expect(loadSettings({ DATA_DIR: dataDir, EMAIL_JOBS: "false" }).EMAIL_JOBS).toBe(false);
    expect(() => loadSettings({ DATA_DIR: dataDir, EMAIL_JOBS: "sometimes" })).toThrow(
      SettingsError,
    );
  });

  it("parses ADMIN_EMAILS into lower-case addresses", () => {
    const settings = loadSettings({ DATA_DIR: tempDir(), ADMIN_EMAILS: " A@x.co ,b@y.co,," });
    expect(settings.ADMIN_EMAILS).toEqual(["a@x.co", "b@y.co"]);
  });

  it("takes the proxies in front as addresses and networks, or as a hop count", () => {
    const trust = (value?: string) =>
      loadSettings({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("127.0.0.1, 10.0.0.0/8,::1,fd00::/8,uniquelocal")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "uniquelocal",
    ]);
  });

  it("refuses TRUST_PROXY=true with what to set instead, and anything not an address", () => {
    const load = (value: string) => () => loadSettings({ DATA_DIR: tempDir(), TRUST_PROXY: value });
    expect(load("true")).toThrow(/TRUST_PROXY: no longer accepts "true".*\(e\.g\. 1\)/);
    for (const wrong of [
      "0",
      "11",
      "yes",
      "10.0.0.0/33",
      "0.0.0.0/0",
      "10.0.0.1,",
      "proxy.local",
    ]) {
      expect(load(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
