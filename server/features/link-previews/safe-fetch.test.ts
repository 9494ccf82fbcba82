// Issue 35, link previews: the server fetches URLs members write, the classic SSRF hole.
// These run safeFetch against a real site on 127.0.0.1 (tests/support/preview-target.ts),
// reached only through the test-only allow-list, and list every address it must refuse.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PreviewTarget, startPreviewTarget } from "../../../tests/support/preview-target.ts";
import { loadSettings } from "../../platform/config/settings.ts";
import { resolveAll } from "../../platform/http/public-address.ts";
import { decodeHtml, parsePreview } from "./parse-preview.ts";
import {
  type RefusalReason,
  RefusedFetch,
  type SafeFetchOptions,
  safeFetch,
} from "./safe-fetch.ts";

let target: PreviewTarget;
beforeAll(async () => {
  target = await startPreviewTarget();
});
afterAll(() => target.close());

const html = {
  userAgent: "CoastalBot/1.0 (+http://test)",
  accept: ["text/html"],
  maxBytes: 512 * 1024,
};
/** The preview target let through, as LINK_PREVIEW_ALLOW_HOSTS does in tests. */
const allowed = (): SafeFetchOptions => ({ ...html, allowHosts: [target.host] });
// Names pointed at addresses without a DNS server: an inside name, one with an inside
// address among public ones, the IPv6 metadata address; other names resolve as usual.
const resolve = async (hostname: string) => {
  const table: Record<string, string[]> = {
    "inside.test": ["10.1.2.3"],
    "mixed.test": ["93.184.216.34", "192.168.1.1"],
    "metadata.test": ["fd00:ec2::254"],
  };
  const addresses = table[hostname];
  if (!addresses) return resolveAll(hostname);
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

async function refusal(url: string, options: SafeFetchOptions = { ...html, resolve }) {
  try {
    await safeFetch(url, options);
  } catch (error) {
    if (error instanceof RefusedFetch) return error.reason;
    throw error;
  }
  return "fetched";
}

describe("safe fetch refuses what a preview may not reach", () => {
  const table: [string, RefusalReason][] = [
    ["http://127.0.0.1/", "address"],
    ["http://127.1/", "address"],
    ["http://0x7f000001/", "address"],
    ["http://10.0.0.1/", "address"],
    ["http://172.16.5.4/", "address"],
    ["http://192.168.1.1/", "address"],
    ["http://100.64.0.1/", "address"],
    ["http://0.0.0.0/", "address"],
    ["http://169.254.169.254/latest/meta-data/", "address"],
    ["http://224.0.0.1/", "address"],
    ["http://[::1]/", "address"],
    ["http://[::]/", "address"],
    ["http://[::ffff:127.0.0.1]/", "address"],
    ["http://[::ffff:a9fe:a9fe]/", "address"],
    ["http://[64:ff9b::169.254.169.254]/", "address"],
    ["http://[fd00:ec2::254]/", "address"],
    ["http://[fe80::1]/", "address"],
    ["http://[ff02::1]/", "address"],
    ["http://localhost/", "address"],
    ["http://inside.test/", "address"],
    ["http://mixed.test/", "address"],
    ["https://metadata.test/", "address"],
    ["http://nowhere.test/", "unresolved"],
    ["ftp://example.com/file", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["gopher://example.com/", "scheme"],
    ["not a url", "scheme"],
    ["http://example.com:8080/", "port"],
    ["https://example.com:22/", "port"],
    ["http://user:secret@example.com/", "credentials"],
  ];
  it.each(table)("%s is refused (%s)", async (url, reason) => {
    expect(await refusal(url)).toBe(reason);
  });

  it("refuses the preview target itself without the test-only allow-list", async () => {
    expect(await refusal(`${target.origin}/og`)).toBe("port");
    expect(await refusal(`${target.origin.replace(/:\d+$/, "")}/og`)).toBe("address");
    expect(target.hits.get("/og") ?? 0).toBe(0);
  });

  it("checks every redirect again: to a private address, metadata, loopback, another scheme", async () => {
    expect(await refusal(`${target.origin}/to-private`, allowed())).toBe("address");
    expect(await refusal(`${target.origin}/to-metadata`, allowed())).toBe("address");
    expect(await refusal(`${target.origin}/to-loopback`, allowed())).toBe("address");
    expect(await refusal(`${target.origin}/to-ftp`, allowed())).toBe("scheme");
  });

  it("follows three redirects and no more", async () => {
    const fetched = await safeFetch(`${target.origin}/redirect/3`, allowed());
    expect(fetched.url).toBe(`${target.origin}/og`);
    expect(await refusal(`${target.origin}/redirect/4`, allowed())).toBe("redirects");
  });

  it("stops reading a page beyond 512 KB", async () => {
    expect(await refusal(`${target.origin}/huge`, allowed())).toBe("too-large");
  });

  it("reads only what it asked for", async () => {
    expect(await refusal(`${target.origin}/image.png`, allowed())).toBe("type");
    expect(await refusal(`${target.origin}/missing`, allowed())).toBe("status");
  });

  it("gives up on a slow page after 5 seconds in all", async () => {
    const started = Date.now();
    expect(await refusal(`${target.origin}/slow`, allowed())).toBe("timeout");
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(6500);
  }, 10_000);

  it("connects to the address it checked, not to whatever the name resolves to later", async () => {
    // preview.test exists only in this resolver: the connection can only have gone to the
    // address safeFetch resolved and checked (the system resolver would not find it).
    const port = target.host.split(":")[1];
    const fetched = await safeFetch(`http://preview.test:${port}/og`, {
      ...html,
      allowHosts: [`preview.test:${port}`],
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(fetched.contentType).toContain("text/html");
  });
});

describe("the test-only allow-list", () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "coastal-settings-")) });
  it("is honoured only when NODE_ENV=test", () => {
    const hosts = "127.0.0.1:4567";
    expect(
      loadSettings({ ...base(), NODE_ENV: "test", LINK_PREVIEW_ALLOW_HOSTS: hosts })
        .linkPreviewAllowHosts,
    ).toEqual(["127.0.0.1:4567"]);
    for (const NODE_ENV of ["production", "development", ""]) {
      expect(
        loadSettings({ ...base(), NODE_ENV, LINK_PREVIEW_ALLOW_HOSTS: hosts })
          .linkPreviewAllowHosts,
      ).toEqual([]);
    }
  });
});

describe("reading a page's card", () => {
  it("takes Open Graph first, then the Twitter card, then the title and description", async () => {
    const og = await safeFetch(`${target.origin}/og`, allowed());
    expect(parsePreview(decodeHtml(og.body, og.contentType), og.url)).toEqual({
      title: "Harbour clean-up & picnic",
      description: "Bring gloves; we bring lunch.",
      siteName: "Bay News",
      imageUrl: `${target.origin}/image.png`,
    });
    const twitter = await safeFetch(`${target.origin}/twitter`, allowed());
    expect(parsePreview(decodeHtml(twitter.body, twitter.contentType), twitter.url)).toMatchObject({
      title: "Tide tables",
      description: "This week's tides.",
      siteName: "127.0.0.1",
    });
    const plain = await safeFetch(`${target.origin}/plain`, allowed());
    expect(parsePreview(decodeHtml(plain.body, plain.contentType), plain.url)).toMatchObject({
      title: "Plain page",
      description: "Just a title.",
      imageUrl: null,
    });
  });

  it("keeps only http(s) images and cuts long words", () => {
    const long = "word ".repeat(200);
    const parsed = parsePreview(
      `<meta property="og:title" content="${long}"><meta property="og:image" content="javascript:alert(1)">`,
      "https://example.com/a",
    );
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.title?.length).toBeLessThanOrEqual(200);
    expect(parsed.title?.endsWith("…")).toBe(true);
  });
});
