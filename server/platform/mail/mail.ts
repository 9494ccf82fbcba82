import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { escapeHtml } from "../../rendering/html.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe on notification emails (SMTP only). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise the outbox, kept in the database (so
 * every instance and the admins' Outbox see it) and printed to the operator's log.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = smtpTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send({ to, subject, text, html }) {
      const mail = { to, subject, text, html };
      await options.db.insert(outbox).values(mail);
      options.log(
        `Mail kept in the outbox (not sent): to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
  };
}

/**
 * A transport to SMTP_URL that gives up on a server that does not answer:
 * nodemailer would otherwise wait 2 minutes for a connection and 10 minutes on
 * a silent socket. Options in the URL's query string still win.
 */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The start-up warning when nothing is delivered; null when SMTP_URL is set. */
export function undeliveredMailWarning(settings: {
  SMTP_URL?: string;
  BASE_URL: string;
  NODE_ENV: string;
}): string | null {
  if (settings.SMTP_URL) return null;
  const openPage =
    settings.NODE_ENV === "production"
      ? ""
      : ` In ${settings.NODE_ENV} mode it is also open to anyone at ${settings.BASE_URL}/dev/mail.`;
  return `Mail is not delivered: SMTP_URL is not set. Outgoing mail (sign-up links, password resets, membership decisions) is kept in the outbox, printed in this log and shown to admins at ${settings.BASE_URL}/admin?tab=outbox. Set SMTP_URL to send it.${openPage}`;
}

/** The newest mail in the outbox, optionally only to one address. */
export function readOutbox(db: Db, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(options.to ? eq(outbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit);
}

/** A plain, readable mail with one button; the text part carries the same link. */
export function linkMail(options: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): Mail {
  const text = `${options.intro}\n\n${options.action}: ${options.url}\n\n${options.outro}\n\n— Coastal`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px">
<h1 style="color:#0e7490;font-size:22px">Coastal</h1>
<p>${escapeHtml(options.intro)}</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;background:#0e7490;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(options.outro)}</p>
<p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(options.url)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function noticeMail(options: { to: string; subject: string; body: string }): Mail {
  return {
    to: options.to,
    subject: options.subject,
    text: `${options.body}\n\n— Coastal`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px"><h1 style="color:#0e7490;font-size:22px">Coastal</h1><p style="white-space:pre-line">${escapeHtml(options.body)}</p></body></html>`,
  };
}
