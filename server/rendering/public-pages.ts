// The prerendered public pages (decision 018) in the request's language (decision 063).
// Their hreflang links need the site's full address, which only the server knows
// (BASE_URL), so each page is read once, completed, compressed and kept in memory:
// a few pages of a few kilobytes in two languages.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../contracts/i18n/languages.ts";
import { languageVary } from "../platform/i18n/request-language.ts";
import { languageCopy, originPlaceholder } from "./page-language.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });

interface ReadyPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export class PublicPages {
  private readonly ready = new Map<string, Promise<ReadyPage>>();

  /** `files`: path -> English file under `webRoot`, as prerendered-pages.json lists them. */
  constructor(
    private readonly webRoot: string,
    private readonly files: Map<string, string>,
    private readonly origin: string,
  ) {}

  has(pathname: string): boolean {
    return this.files.has(pathname);
  }

  /** Sends the page at `pathname` in `language` (English when the build has no copy). */
  async send(request: FastifyRequest, reply: FastifyReply, pathname: string, language: Language) {
    const page = await this.page(pathname, language);
    reply
      .header("content-type", "text/html; charset=utf-8")
      // Checked on each use, as every page; the words follow the browser's language.
      .header("cache-control", "no-cache")
      .header("vary", `accept-encoding, ${languageVary}`)
      .header("etag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    const encoding = encodings.negotiate(String(request.headers["accept-encoding"] ?? ""));
    if (encoding) return reply.header("content-encoding", encoding).send(page[encoding]);
    return reply.send(page.identity);
  }

  private page(pathname: string, language: Language): Promise<ReadyPage> {
    const key = `${language}:${pathname}`;
    let page = this.ready.get(key);
    if (!page) {
      page = this.build(pathname, language);
      // A failed read is tried again next time rather than kept.
      page.catch(() => this.ready.delete(key));
      this.ready.set(key, page);
    }
    return page;
  }

  private async build(pathname: string, language: Language): Promise<ReadyPage> {
    const file = this.files.get(pathname) ?? "";
    const copy = languageCopy(file, language);
    const chosen = existsSync(path.join(this.webRoot, copy)) ? copy : file;
    const html = readFileSync(path.join(this.webRoot, chosen), "utf8").replaceAll(
      originPlaceholder,
      this.origin,
    );
    const identity = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
    return { etag: `W/"${hash}"`, identity, br, gzip: gzipped };
  }
}
