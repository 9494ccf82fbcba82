import { readFileSync } from "node:fs";
import { authMessages, newPasswordSchema } from "../../contracts/auth.ts";

// The new-password rules of sign-up, reset, change and invited sign-up: here, outside any
// feature, so the auth bridge and the account routes both use them (issue 31).
// ~49,000 entries: too big for the web bundle, so only the server checks it and
// the forms show the server's message (decision 013).
const listFile = new URL("./common-passwords.txt", import.meta.url);

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(listFile, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

// Below this a stripped core is too short to mean anything ("Ab1!..." is not "ab").
const shortestCore = 4;

/**
 * True for a listed password, whatever its case, and for a listed word dressed
 * up with digits and symbols at either end ("Password1!", "!!Dragon2024").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const list = commonPasswords();
  return list.has(lower) || (core.length >= shortestCore && list.has(core));
}

/** Why a new password (sign-up, reset, change) is refused, or undefined when it is fine. */
export function newPasswordProblem(password: unknown): string | undefined {
  const result = newPasswordSchema.safeParse(password ?? "");
  if (!result.success) return result.error.issues[0]?.message;
  if (isCommonPassword(result.data)) return authMessages.commonPassword;
  return undefined;
}
