import { useLocation } from "react-router";
import { type Language, languageCookie, languages } from "../../../contracts/i18n/languages.ts";
import { languageNames } from "../../../contracts/profiles-language.ts";
import { api } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";

const messages = defineMessages({
  label: { id: "footer.languageSwitch", defaultMessage: "Language" },
});

const yearSeconds = 365 * 24 * 60 * 60;

/** The address without `?lang=`, which would otherwise outrank the choice just made. */
function withoutLanguage(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete("lang");
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * "English · Español" (decision 063): a visitor's choice is kept in the language cookie, a
 * member's is saved as their profile's setting (which also sets the cookie), and the page
 * loads again in the other language. Each is a link to the page in that language (`?lang=`),
 * so it works before the script has run, and is what a search engine follows.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { data: viewer } = useViewer();
  const current: Language = intl.locale.startsWith("es") ? "es" : "en";

  async function choose(language: Language) {
    if (viewer) {
      try {
        await api("/api/profile", { method: "PATCH", body: { language } });
      } catch {
        // The setting is not saved; this browser still gets the language it asked for.
      }
    }
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; the Cookie Store API is not in every supported browser.
    document.cookie = `${languageCookie}=${language}; path=/; max-age=${yearSeconds}; samesite=lax`;
    window.location.assign(withoutLanguage(pathname, search));
  }

  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ul className="-mx-1 flex items-center gap-2 text-sm font-medium">
        {languages.map((language, index) => (
          <li key={language} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
            )}
            <a
              href={`${pathname}?lang=${language}`}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (language !== current) void choose(language);
              }}
              className={
                language === current
                  ? "inline-flex min-h-11 items-center rounded px-1 font-semibold text-ocean-800 underline underline-offset-4"
                  : "inline-flex min-h-11 items-center rounded px-1 text-slate-700 hover:text-ocean-800 hover:underline"
              }
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
