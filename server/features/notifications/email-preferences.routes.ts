import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import {
  emailMessages,
  emailPreferenceLabels,
  notificationPreferencesSchema,
  unsubscribeQuery,
  updateNotificationPreferencesSchema,
} from "../../../contracts/notifications.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { containsNul, requestGuardMessages } from "../../platform/http/request-guards.ts";
import { intlFor, requestLanguage } from "../../platform/i18n/intl.ts";
import { languageVary } from "../../platform/i18n/request-language.ts";
import { escapeHtml } from "../../rendering/html.ts";
import { requireViewer } from "../../session/session.ts";
import { unsubscribe } from "./notification-emails.service.ts";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "./notification-preferences.service.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

const tags = ["notifications"];

// The unsubscribe pages are drawn here, in the request's language (issue 30).
const pageMessages = defineMessages({
  unsubscribeTitle: { id: "emails.page.unsubscribeTitle", defaultMessage: "Unsubscribe" },
  confirm: {
    id: "emails.page.confirm",
    defaultMessage:
      "Stop emails about “{label}”? Everything else stays as it is, and you still see these in the bell.",
  },
  unsubscribeButton: { id: "emails.page.unsubscribeButton", defaultMessage: "Unsubscribe" },
  unsubscribedTitle: { id: "emails.page.unsubscribedTitle", defaultMessage: "Unsubscribed" },
  notValidTitle: { id: "emails.page.notValidTitle", defaultMessage: "Link not valid" },
  settingsLink: { id: "emails.page.settingsLink", defaultMessage: "Your email settings" },
});

/** The viewer's notification choices (the profile's grid), and the mailed one-click unsubscribe (RFC 8058). */
export async function emailPreferencesRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db, settings } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/notification-preferences",
    {
      schema: {
        tags,
        summary:
          "The viewer's notification choices: each kind in app, by email and by push, and quiet hours (defaults filled in)",
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, emailMessages.signIn);
      return getNotificationPreferences(db, viewer.id);
    },
  );

  api.patch(
    "/api/me/notification-preferences",
    {
      schema: {
        tags,
        summary: "Changes the given choices (and quiet hours); the others stay",
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, emailMessages.signIn);
      await enforceRateLimit(db, reply, "emailPreferences", viewer.id);
      return updateNotificationPreferences(db, { userId: viewer.id, changes: request.body });
    },
  );

  // Mail providers post `List-Unsubscribe=One-Click` as a form (RFC 8058); the page's button does too.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => {
      if (containsNul(body as string)) {
        done(new AppError("BAD_REQUEST", 400, requestGuardMessages.nulCharacter), undefined);
        return;
      }
      done(null, body);
    },
  );

  api.get(
    "/api/unsubscribe",
    {
      schema: {
        tags,
        summary:
          "The page a mailed unsubscribe link opens: asks to confirm (no sign-in; changes nothing)",
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      let kind: keyof typeof emailPreferenceLabels;
      try {
        kind = readUnsubscribeToken(settings.AUTH_SECRET, token).kind;
      } catch (error) {
        return refusedPage(request, reply, error);
      }
      const intl = intlFor(requestLanguage(request));
      const label = intl.formatMessage(emailPreferenceLabels[kind]);
      return page(
        request,
        reply,
        200,
        intl.formatMessage(pageMessages.unsubscribeTitle),
        `<p>${escapeHtml(intl.formatMessage(pageMessages.confirm, { label }))}</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(intl.formatMessage(pageMessages.unsubscribeButton))}</button>
</form>`,
      );
    },
  );

  api.post(
    "/api/unsubscribe",
    {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns off the one email kind the token names",
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      let choice: ReturnType<typeof readUnsubscribeToken>;
      try {
        choice = readUnsubscribeToken(settings.AUTH_SECRET, request.query.token);
      } catch (error) {
        return refusedPage(request, reply, error);
      }
      await enforceRateLimit(db, reply, "emailPreferences", choice.userId);
      const done = await unsubscribe(db, choice);
      if (!done) {
        const gone = new AppError("INVALID_TOKEN", 400, emailMessages.badToken);
        return refusedPage(request, reply, gone);
      }
      const intl = intlFor(requestLanguage(request));
      const label = intl.formatMessage(emailPreferenceLabels[choice.kind]);
      return page(
        request,
        reply,
        200,
        intl.formatMessage(pageMessages.unsubscribedTitle),
        `<p>${escapeHtml(intl.formatMessage(emailMessages.unsubscribed, { label }))}</p>
<p><a href="/profile">${escapeHtml(intl.formatMessage(pageMessages.settingsLink))}</a></p>`,
      );
    },
  );
}

/**
 * A refused link: a browser (Accept: text/html) gets a page a person can read with the
 * refusal's 4xx status and message; anything else the API's `{ code, message }`.
 */
function refusedPage(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError) || !request.headers.accept?.includes("text/html")) throw error;
  const intl = intlFor(requestLanguage(request));
  const message = error.words
    ? intl.formatMessage(error.words.descriptor, error.words.values)
    : error.message;
  return page(
    request,
    reply,
    error.status,
    intl.formatMessage(pageMessages.notValidTitle),
    `<p>${escapeHtml(message)}</p>
<p><a href="/profile">${escapeHtml(intl.formatMessage(pageMessages.settingsLink))}</a></p>`,
  );
}

function page(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
) {
  return (
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      // Under the app's "no-referrer" a browser posts this page's form with "Origin: null",
      // which the origin check refuses; the same origin is all it needs to see.
      .header("referrer-policy", "same-origin")
      .header("vary", languageVary)
      .send(`<!doctype html><html lang="${requestLanguage(request)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Coastal</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:auto;padding:24px;line-height:1.5}h1{color:#0e7490}a{color:#0e7490}button{background:#0e7490;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;cursor:pointer}button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
${body}</main></body></html>`)
  );
}
