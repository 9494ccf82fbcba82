// Retried creating writes (decision 055), without zod: web/lib/api.ts sends the
// header, contracts/idempotency.ts (which re-exports these) checks it on the server.

import { defineMessages, englishOf } from "./i18n/define-messages.ts";

/** The request header that makes a creating write safe to send again. */
export const idempotencyHeader = "Idempotency-Key";

export const idempotencyLimits = {
  maxKeyLength: 255,
  /** How long a key's first answer is kept and given again. */
  keepHours: 24,
} as const;

/** 1 to 255 visible ASCII characters: a UUID, a ULID or random base64 all fit. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export const idempotencyWords = defineMessages({
  invalidKey: {
    id: "idempotency.invalidKey",
    defaultMessage:
      "The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces (a random UUID is a good choice).",
  },
  keyReused: {
    id: "idempotency.keyReused",
    defaultMessage:
      "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
  },
  inProgress: {
    id: "idempotency.inProgress",
    defaultMessage:
      "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
  },
});

/** The English words, translated by the server's error handler by their words (decision 063). */
export const idempotencyMessages = englishOf(idempotencyWords);
