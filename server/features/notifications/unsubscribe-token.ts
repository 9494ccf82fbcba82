import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type EmailPreferenceKind,
  emailLimits,
  emailMessages,
  emailPreferenceKinds,
} from "../../../contracts/notifications.ts";
import { AppError } from "../../platform/http/errors.ts";

/**
 * One-click unsubscribe links (RFC 8058): the token names a user, one email kind
 * and an expiry, signed with HMAC-SHA256 under the app's secret (AUTH_SECRET),
 * so it works without signing in and can change nothing but that one choice.
 */
const purpose = "coastal-unsubscribe-v1";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${purpose}.${payload}`).digest("base64url");

export function unsubscribeToken(
  secret: string,
  input: { userId: string; kind: EmailPreferenceKind; now?: Date },
): string {
  const now = input.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + emailLimits.unsubscribeDays * 86_400;
  const payload = Buffer.from(JSON.stringify([input.userId, input.kind, expires])).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

export const unsubscribeUrl = (
  settings: { BASE_URL: string; AUTH_SECRET: string },
  input: { userId: string; kind: EmailPreferenceKind },
) => `${settings.BASE_URL}/api/unsubscribe?token=${unsubscribeToken(settings.AUTH_SECRET, input)}`;

/** The user and kind of a genuine, unexpired token; a 400 for anything forged, a 410 once expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: string; kind: EmailPreferenceKind } {
  const forged = new AppError("INVALID_TOKEN", 400, emailMessages.badToken);
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) throw forged;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw forged;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw forged;
  const [userId, kind, expires] = parsed as [unknown, unknown, unknown];
  if (
    typeof userId !== "string" ||
    typeof expires !== "number" ||
    !emailPreferenceKinds.includes(kind as EmailPreferenceKind)
  ) {
    throw forged;
  }
  if (expires * 1000 <= now.getTime()) {
    throw new AppError("INVALID_TOKEN", 410, emailMessages.expiredToken);
  }
  return { userId, kind: kind as EmailPreferenceKind };
}
