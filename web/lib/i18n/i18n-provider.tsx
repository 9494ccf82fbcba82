import { type ReactNode, useMemo } from "react";
import { type Catalog, createIntl, IntlContext } from "./intl.ts";

/** Every component below formats in the page's language, with its catalog. */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: string;
  messages: Catalog;
  children: ReactNode;
}) {
  const intl = useMemo(() => createIntl(language, messages), [language, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}
