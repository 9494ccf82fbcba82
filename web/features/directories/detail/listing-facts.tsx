import { MapPin } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { LocalDateTime } from "../../../components/ui/local-date-time.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import {
  choiceLabel,
  type ListingBasics,
  type ListingEntry,
  priceOf,
  type Words,
} from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { Fact } from "./detail-layout.tsx";
import { statusOf } from "./status-moves.tsx";

// What a listing's page says of it, from its directory's config (issue 29): the header
// (badges, title, price, address), the grid of facts and the section of tags.

type Listing = ListingBasics["listing"];
type Props = { listing: Listing; entry: ListingEntry; intl: Words };

const fieldOf = (entry: ListingEntry, field: string) =>
  (entry as unknown as Record<string, unknown>)[field];

/** Its status's badge and its choices', the title, the price and the address line. */
export function ListingHeader({ listing, entry, intl }: Props) {
  const { choices, status, address } = listing;
  const where = address
    ?.map((field) => fieldOf(entry, field))
    .filter(Boolean)
    .join(", ");
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {status && (
          <Badge tone={status.tones[statusOf(status, entry)]}>
            {choiceLabel(status, entry, intl)}
          </Badge>
        )}
        {choices
          .filter((choice) => choice.badge !== false)
          .map((choice) => (
            <Badge key={choice.field} tone="ocean">
              {choiceLabel(choice, entry, intl)}
            </Badge>
          ))}
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
        {entry.title}
      </h1>
      {entry.price !== null && (
        <p className="text-2xl font-extrabold text-ocean-800">
          {priceOf(listing, entry.price, entry, intl.locale)}
        </p>
      )}
      {address && (
        <p className="inline-flex items-start gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
          {where}
        </p>
      )}
    </header>
  );
}

/** Its choices, its status and its own facts, then when it was posted. */
export function ListingFacts({ listing, entry, intl }: Props) {
  const { choices, status, facts = [], postedDay } = listing;
  const chosen = status ? [...choices, status] : choices;
  const many = chosen.length + facts.length > 5;
  return (
    <dl className={`grid grid-cols-2 gap-3 ${many ? "sm:grid-cols-3" : ""}`}>
      {chosen.map((choice) => (
        <Fact key={choice.field} term={intl.formatMessage(choice.label)}>
          {choiceLabel(choice, entry, intl)}
        </Fact>
      ))}
      {facts.map((fact) => (
        <Fact key={fact.label.id} term={intl.formatMessage(fact.label)}>
          {fact.value(entry as ListingEntry & Record<string, unknown>, intl)}
        </Fact>
      ))}
      {postedDay ? (
        <Fact term={intl.formatMessage(postedDay)}>
          <LocalDay iso={entry.createdAt} />
        </Fact>
      ) : (
        <Fact term={intl.formatMessage(directoryWords.posted)}>
          <LocalDateTime iso={entry.createdAt} />
        </Fact>
      )}
    </dl>
  );
}

/** "Nov 20, 2026" in the reader's time zone: in a page the server drew, once React adopted it. */
function LocalDay({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? formatDate(iso) : ""}</time>;
}

/** The section of its tags ("Features": Pool, Ocean view), if it has any. */
export function ListingTags({ listing, entry, intl }: Props) {
  const { tags } = listing;
  const values = tags ? fieldOf(entry, tags.field) : undefined;
  if (!tags || !Array.isArray(values) || values.length === 0) return null;
  return (
    <section aria-labelledby={`${tags.field}-title`}>
      <h2 id={`${tags.field}-title`} className="font-bold text-slate-900">
        {intl.formatMessage(tags.label)}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {values.map((tag: string) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
