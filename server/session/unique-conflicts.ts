import type { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { credentialsMessages } from "../../contracts/account-credentials-rules.ts";
import { isUniqueViolation } from "../db/errors.ts";

type AdapterFactory = ReturnType<typeof drizzleAdapter>;

/** better-auth's code for a provider's account that is someone else's; the link-result route names it. */
export const accountTakenCode = "account_already_linked_to_different_user";

/**
 * better-auth checks before it writes; the unique indexes decide when two requests race
 * between the check and the write. The loser's unique violation becomes the same clear
 * answer the check gives, instead of a 500:
 * - a provider's account linked by two members at once (accounts_provider_account_unique,
 *   decision 070): 409 with better-auth's own "linked to a different user" code;
 * - an email change's link followed while someone signs up with the new address (the users'
 *   email index, decision 064): the 409 the user.update.before hook in auth.ts gives.
 * The methods are replaced on better-auth's own adapter object, which it keeps checks on.
 */
export function answerUniqueConflicts(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const create = adapter.create.bind(adapter);
    const update = adapter.update.bind(adapter);
    adapter.create = (async (args: Parameters<typeof create>[0]) => {
      try {
        return await create(args);
      } catch (error) {
        if (args.model === "account" && isUniqueViolation(error)) {
          throw new APIError("CONFLICT", {
            code: accountTakenCode,
            message: "Account already linked to a different user",
          });
        }
        throw error;
      }
    }) as typeof adapter.create;
    adapter.update = (async (args: Parameters<typeof update>[0]) => {
      try {
        return await update(args);
      } catch (error) {
        const changes = args.update as { email?: unknown };
        if (
          args.model === "user" &&
          typeof changes.email === "string" &&
          isUniqueViolation(error)
        ) {
          throw new APIError("CONFLICT", {
            code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
            message: credentialsMessages.emailNowTaken.defaultMessage,
          });
        }
        throw error;
      }
    }) as typeof adapter.update;
    return adapter;
  };
}
