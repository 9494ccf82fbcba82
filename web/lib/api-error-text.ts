import type { ErrorCode } from "../../contracts/errors.ts";
import { defineMessages } from "../../contracts/i18n/define-messages.ts";
import { ApiError } from "./api.ts";
import type { IntlShape } from "./i18n/use-intl.ts";
import { translatedText } from "./translated-text.ts";

const messages = defineMessages({
  couldNotLoad: { id: "ui.couldNotLoad", defaultMessage: "Could not load {what}. {why}" },
});

/** How one screen words its failures; with no rules, a failure reads as its own message. */
export interface ErrorTexts {
  /**
   * The product's own sentence for particular statuses, in place of the server's
   * (the spec words a 401 on a post as "You must be logged in to post!").
   */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /**
   * Which refusals show the server's message as it is: "all" (the default), or only
   * these statuses (a 400 on a comment says what is wrong with it), or "none".
   */
  serverWords?: "all" | "none" | readonly number[];
  /** What to say otherwise; a function is given the failure's own message. */
  fallback?: string | ((message: string) => string);
  /** When the request never reached the server (offline); the fallback if not given. */
  unsent?: string;
}

/**
 * The one place the web turns a failed request into the words it shows. The
 * server's message is written for people (contracts/ holds the spec's messages),
 * so it wins unless the screen's rules say otherwise.
 */
export function apiErrorText(error: unknown, texts: ErrorTexts = {}): string {
  const message = error instanceof Error ? error.message : String(error);
  const fallback =
    typeof texts.fallback === "function" ? texts.fallback(message) : (texts.fallback ?? message);
  if (!(error instanceof ApiError) || error.status === 0) return texts.unsent ?? fallback;
  const instead = texts.byStatus?.[error.status];
  if (instead !== undefined) return instead;
  const serverWords = texts.serverWords ?? "all";
  const shown =
    serverWords === "all" || (serverWords !== "none" && serverWords.includes(error.status));
  return shown && error.message ? error.message : fallback;
}

/** "Could not load the posts. <why>", for a list or page whose first load failed. */
export const couldNotLoad = (what: string, error: unknown) =>
  `Could not load ${what}. ${apiErrorText(error)}`;

/**
 * couldNotLoad in the page's language: `what` already in it ("the posts", "las
 * publicaciones"), the reason translated when it is one of our messages.
 */
export const couldNotLoadText = (intl: IntlShape, what: string, error: unknown) =>
  intl.formatMessage(messages.couldNotLoad, {
    what,
    why: translatedText(intl, apiErrorText(error)),
  });

/** Whether the server refused with this code: for screens that change shape, not only words. */
export const isRefusal = (error: unknown, code: ErrorCode) =>
  error instanceof ApiError && error.code === code;
