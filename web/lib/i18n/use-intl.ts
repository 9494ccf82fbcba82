import { useContext } from "react";
import { createIntl, IntlContext, type IntlShape } from "./intl.ts";

// English with no catalog: what a component speaks when nothing above it chose a
// language (a unit test rendering one component), so no test needs a provider.
const english = createIntl("en", {});

/**
 * The one way a component gets its words, numbers and dates (decision 063):
 * `const intl = useIntl(); intl.formatMessage(messages.title)`, with the messages
 * defined beside the component by `defineMessages`.
 */
export function useIntl(): IntlShape {
  return useContext(IntlContext) ?? english;
}

export { defineMessages } from "../../../contracts/i18n/define-messages.ts";
export type { IntlShape } from "./intl.ts";
