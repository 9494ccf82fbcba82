import { Search } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link, useMatch, useNavigate } from "react-router";
import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import { searchLimits } from "../../../contracts/search-limits.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { searchBoxWords as searchWords } from "./search-box-words.ts";

// The box is drawn with the nav, as part of the entry (no script of its own to wait for on
// every city page); this device's recent searches, its only other code, load on the box's
// first focus or submit (decision 092).
const recentSearchesCode = () => import("./recent-searches.ts");

/** Whether a key press is someone typing, not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The nav's "Search Gold Coast" on every page of a city (issue 34): `/` focuses it,
 * the arrows walk this device's recent searches, Enter opens all results. Below md it
 * folds into an icon that opens the results page, whose own box takes the words.
 */
export function CitySearchBox() {
  const match = useMatch("/city/:city/*");
  const onResults = useMatch("/city/:city/search");
  const slug = match?.params.city;
  // The results page has its own box, which takes the same shortcut.
  if (!slug || onResults) return null;
  return <Box slug={slug} />;
}

/** `/` anywhere but in a field focuses `input`, when it is on screen. */
export function useSlashFocus(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target) || !input.current?.offsetParent) return;
      event.preventDefault();
      input.current.focus();
    };
    document.addEventListener("keydown", focusOnSlash);
    return () => document.removeEventListener("keydown", focusOnSlash);
  }, [input]);
}

function Box({ slug }: { slug: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [recent, setRecent] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const label = intl.formatMessage(searchWords.boxLabel, { city: cityNameFromSlug(slug) });
  const resultsPath = `/city/${encodeURIComponent(slug)}/search`;

  useSlashFocus(input);

  return (
    <>
      <search className="hidden min-w-0 flex-1 md:block md:max-w-xs">
        {/* Sent before the script has come (a server-drawn page), the form still opens the
            results page by itself, as GET ?q=. */}
        <form
          className="relative"
          action={resultsPath}
          onSubmit={(event) => {
            event.preventDefault();
            const q = (input.current?.value ?? "").trim();
            if (!q) return;
            const go = () => navigate(`${resultsPath}?${new URLSearchParams({ q })}`);
            recentSearchesCode()
              .then((code) => code.rememberSearch(slug, q))
              .then(go, go);
          }}
        >
          <label htmlFor={`${listId}-input`} className="sr-only">
            {label}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={input}
            id={`${listId}-input`}
            name="q"
            type="search"
            list={listId}
            maxLength={searchLimits.queryMax}
            // The label names the city (read by screen readers and shown as the title); the
            // box is narrow beside the sections, where "Search Gold Coast" would be cut short.
            placeholder={intl.formatMessage(searchWords.submit)}
            title={`${label} · ${intl.formatMessage(searchWords.shortcutHint)}`}
            aria-keyshortcuts="/"
            enterKeyHint="search"
            onFocus={() =>
              recentSearchesCode().then(
                (code) => setRecent(code.recentSearches(slug)),
                () => {
                  // Offline before the code came: no suggestions, the box still searches.
                },
              )
            }
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
          />
          <datalist id={listId}>
            {recent.map((q) => (
              <option key={q} value={q} />
            ))}
          </datalist>
        </form>
      </search>
      <Link
        to={resultsPath}
        aria-label={label}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}
