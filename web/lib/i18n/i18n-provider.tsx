import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { type Language, sourceLanguage } from "../../../contracts/i18n/languages.ts";

/**
 * Every component below formats through react-intl in the page's language. A message
 * missing from the catalog shows its English (the catalog test keeps that from
 * shipping), so the handler stays quiet instead of flooding the console.
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={language}
      defaultLocale={sourceLanguage}
      messages={messages}
      onError={() => {}}
    >
      {children}
    </IntlProvider>
  );
}
