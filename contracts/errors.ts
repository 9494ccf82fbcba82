/**
 * The `code` of every refusal the API sends as `{ code, message }`. The message is
 * written for people and is what the web shows; the code is for the few screens
 * that change shape on a particular refusal (a "Resend email" button, a link that
 * can no longer be used), which compare it through these constants, never a string.
 */
export const errorCodes = {
  VALIDATION: "VALIDATION",
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  FORBIDDEN_ORIGIN: "FORBIDDEN_ORIGIN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_IMAGE: "UNSUPPORTED_IMAGE",
  IMAGE_TOO_LARGE: "IMAGE_TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  TOO_MANY_STREAMS: "TOO_MANY_STREAMS",
  UNAVAILABLE: "UNAVAILABLE",
  INTERNAL: "INTERNAL",
  // Sign-in, sign-up and the links mailed for them (server/features/auth/auth.routes.ts).
  INVALID_EMAIL_OR_PASSWORD: "INVALID_EMAIL_OR_PASSWORD",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  LOCKED_OUT: "LOCKED_OUT",
  USER_ALREADY_EXISTS: "USER_ALREADY_EXISTS",
  RESEND_RATE_LIMITED: "RESEND_RATE_LIMITED",
  INVALID_TOKEN: "INVALID_TOKEN",
} as const;

export type ErrorCode = keyof typeof errorCodes;
