import { useEffect } from "react";
import type { Message } from "../../contracts/i18n/define-messages.ts";
import { defineMessages, useIntl } from "./i18n/use-intl.ts";

const messages = defineMessages({
  title: { id: "shell.pageTitle", defaultMessage: "{page} · Coastal" },
});

/**
 * The tab's title for this page, in the page's language: "Sign in · Coastal". With no
 * page it is "Coastal", as index.html says before the script runs.
 */
export function usePageTitle(page?: Message, values?: Record<string, string | number>) {
  const intl = useIntl();
  const title = page
    ? intl.formatMessage(messages.title, { page: intl.formatMessage(page, values) })
    : "Coastal";
  useEffect(() => {
    document.title = title;
  }, [title]);
}
