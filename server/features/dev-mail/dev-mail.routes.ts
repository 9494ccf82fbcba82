import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/config/app-context.ts";
import { readOutbox } from "../../platform/mail/mail.ts";
import { escapeHtml } from "../../rendering/html.ts";

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

// Links in the plain-text part become clickable so a developer can follow them.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The open outbox for `npm run dev` and tests only (decision 012): JSON for tests,
 * a page for people. Anyone can read it, so it must never exist in production.
 */
export async function devMailRoutes(app: FastifyInstance, { db }: AppContext) {
  const latest = (to?: string) => readOutbox(db, { to, limit: 50 });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dev/mail",
    {
      schema: {
        tags: ["dev"],
        summary: "Mail in the outbox, newest first (development and tests only)",
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ mail: z.array(mailSchema) }) },
      },
    },
    async (request) => ({
      mail: (await latest(request.query.to)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: new Date(m.createdAt).toISOString(),
      })),
    }),
  );

  app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
    const items = (await latest())
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${new Date(m.createdAt).toLocaleString("en")}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    reply.type("text/html; charset=utf-8").header("cache-control", "private, no-store");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev outbox · Coastal</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:12px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap;word-break:break-all}a{color:#0e7490}</style></head>
<body><h1>Dev outbox</h1><p>Mail Coastal would have sent. Set SMTP_URL to deliver real mail.</p>${items || "<p>No mail yet.</p>"}</body></html>`;
  });
}
