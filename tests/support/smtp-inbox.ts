import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailer } from "../../server/platform/mail/mail.ts";
import type { TestApp } from "./test-app.ts";

/** A mail as the real SMTP test server received it, its parts decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Lower-cased names, folded lines joined. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback for API tests: the app sends to it through
 * nodemailer (SMTP_URL), and tests read what arrived. Addresses in `rejecting`
 * are refused at RCPT TO, as a failing mail server would.
 */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const rejecting = new Set<string>();
  const stalled = new Map<string, { reached: () => void; held: (() => void)[] }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      const stall = stalled.get(address.address.toLowerCase());
      if (stall) {
        stall.held.push(() => callback());
        stall.reached();
        return;
      }
      if (rejecting.has(address.address.toLowerCase())) {
        callback(new Error("Mailbox unavailable"));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  // A sender killed mid-conversation resets its connection, as it would on a real server.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (email: string) => mails.filter((mail) => mail.to.includes(email.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    rejecting,
    /**
     * Leaves mail to `email` unanswered at RCPT TO, as a stalled mail server
     * would, until release(); `reached` resolves when such a mail is waiting.
     */
    stall(email: string) {
      const key = email.toLowerCase();
      let reached = () => {};
      const waiting = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const stall = { reached, held: [] as (() => void)[] };
      stalled.set(key, stall);
      return {
        reached: waiting,
        release() {
          stalled.delete(key);
          for (const answer of stall.held) answer();
        },
      };
    },
    /** Every mail to one address, oldest first. */
    to,
    lastMailTo: (email: string) => to(email).at(-1),
    /** The app with its "newest mail to" reading this inbox, for the sign-up helpers. */
    reading: (t: TestApp): TestApp => ({
      ...t,
      lastMailTo: async (email: string) => {
        await t.settled();
        const mail = to(email).at(-1);
        return mail && { ...mail, id: "", createdAt: new Date(), to: email };
      },
    }),
    /** What the scheduled email jobs get, mailing into this inbox (to call a sweep by hand). */
    jobContext: (t: TestApp) => ({
      db: t.db,
      settings: t.settings,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: t.settings.MAIL_FROM,
        db: t.db,
        log: () => {},
      }),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

function parseMail(raw: string): Omit<ReceivedMail, "to" | "raw"> {
  const part = parsePart(raw);
  const leaves = flatten(part);
  const pick = (type: string) =>
    leaves.find((leaf) => (leaf.headers.get("content-type") ?? "text/plain").startsWith(type))
      ?.body ?? "";
  return {
    headers: part.headers,
    subject: decodeWords(part.headers.get("subject") ?? ""),
    text: pick("text/plain"),
    html: pick("text/html"),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
  parts: Part[];
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get("content-type") ?? "";
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .map((chunk) => parsePart(chunk.replace(/^\r?\n/, "")));
    return { headers, body: "", parts };
  }
  return { headers, body: decodeBody(rest, headers.get("content-transfer-encoding")), parts: [] };
}

const flatten = (part: Part): Part[] =>
  part.parts.length === 0 ? [part] : part.parts.flatMap(flatten);

function decodeBody(body: string, encoding = "7bit"): string {
  const kind = encoding.toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
  return body.replace(/\r?\n$/, "");
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}
