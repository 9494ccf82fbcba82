import { apiErrorText, type ErrorTexts } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { Alert } from "./alert.tsx";

/**
 * The one way a screen shows why a change failed: nothing while `error` is empty,
 * else an alert in apiErrorText's words (the screen's own `texts` for its statuses).
 * Pass a mutation's `error`: it clears itself when the mutation runs again.
 */
export function MutationError({ error, texts }: { error: unknown; texts?: ErrorTexts }) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  return <Alert tone="error">{translatedText(intl, apiErrorText(error, texts))}</Alert>;
}
