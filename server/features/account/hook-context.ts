import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../platform/config/app-context.ts";

// better-auth's hooks (features/auth/auth-hooks.ts) are made before the app's
// context exists, since the context holds the auth they belong to. What they do
// that needs the whole context (a notice by email) finds it here, by the app's
// database handle, once the account routes have registered it.
const contexts = new WeakMap<Db, AppContext>();

export function rememberContext(context: AppContext) {
  contexts.set(context.db, context);
}

export function contextFor(db: Db): AppContext | undefined {
  return contexts.get(db);
}
