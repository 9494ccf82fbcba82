import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminEntryRow } from "../../../../contracts/listing-parts.ts";
import { DeleteDialog } from "../../../components/delete-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { SearchBox } from "../../../components/ui/search-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { apiErrorText, couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { useCities } from "../../../lib/use-cities.ts";
import { useViewer } from "../../../lib/use-viewer.ts";
import { sellerName } from "../detail/seller-line.tsx";
import type { Directory, EntryRef } from "../directory.ts";
import { type AdminDirectory, useAdminDeleteEntry, useAdminEntries } from "../use-admin-entries.ts";

const words = defineMessages({
  search: { id: "directories.admin.search", defaultMessage: "Search {many}" },
  searchPlaceholder: {
    id: "directories.admin.searchPlaceholder",
    defaultMessage: "Title or description",
  },
  city: { id: "directories.admin.city", defaultMessage: "City" },
  allCities: { id: "directories.admin.allCities", defaultMessage: "All cities" },
  loading: { id: "directories.admin.loading", defaultMessage: "Loading {many}" },
  the: { id: "directories.admin.the", defaultMessage: "the {many}" },
  more: { id: "directories.admin.more", defaultMessage: "more {many}" },
  noMatch: { id: "directories.admin.noMatch", defaultMessage: "No {many} match “{q}”." },
  noMatchIn: {
    id: "directories.admin.noMatchIn",
    defaultMessage: "No {many} match “{q}” in {city}.",
  },
  noneIn: { id: "directories.admin.noneIn", defaultMessage: "No {many} in {city} yet." },
  none: { id: "directories.admin.none", defaultMessage: "No {many} yet." },
  row: { id: "directories.admin.row", defaultMessage: "{kindTerm}: {kind} · {city} · by {owner}" },
  delete: { id: "directories.admin.delete", defaultMessage: "Delete" },
  deleteTitle: {
    id: "directories.admin.deleteTitle",
    defaultMessage:
      "{what, select, listing {Delete this listing?} property {Delete this property?} other {Delete this entry?}}",
  },
  deleteDescription: {
    id: "directories.admin.deleteDescription",
    defaultMessage: "“{title}” and its photos disappear for everyone. This cannot be undone.",
  },
  deleteConfirm: {
    id: "directories.admin.deleteConfirm",
    defaultMessage:
      "{what, select, listing {Delete listing} property {Delete property} other {Delete entry}}",
  },
});

/**
 * The Marketplace and Properties tabs: every city's items (title, category or
 * type, city, owner, date), or one city's, searchable, a page at a time, each with Delete.
 */
export function AdminEntriesPanel<Card extends EntryRef>({
  directory,
}: {
  directory: Directory<Card>;
}) {
  const { admin, api, what, paths } = directory;
  return admin ? <EntriesPanel directory={{ admin, api, what, paths }} /> : null;
}

function EntriesPanel({
  directory,
}: {
  directory: AdminDirectory & Pick<Directory, "what" | "paths">;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [q, setQ] = useState("");
  const [city, setCity] = useState("");
  const cities = useCities();
  const rows = useAdminEntries(directory, q, city);
  const remove = useAdminDeleteEntry(directory);
  const { data: viewer } = useViewer();
  const [deleting, setDeleting] = useState<AdminEntryRow | null>(null);
  const { kindLabel } = directory.admin;
  const many = say(directory.admin.many);
  const kindTerm = say(directory.admin.kindTerm);
  const one = directory.what;
  const items = rows.data?.pages.flatMap((page) => page.items) ?? [];
  const cityName = cities.data?.find((known) => known.slug === city)?.name ?? city;
  const cityOptions = [
    { value: "", label: say(words.allCities) },
    ...(cities.data ?? []).map((known) => ({ value: known.slug, label: known.name })),
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <SearchBox
            value={q}
            label={say(words.search, { many })}
            placeholder={say(words.searchPlaceholder)}
            onSearch={setQ}
          />
        </div>
        <SelectField
          label={say(words.city)}
          options={cityOptions}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          className="sm:w-56"
        />
      </div>
      {rows.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{say(words.loading, { many })}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : rows.isError && !rows.data ? (
        <LoadFailed
          message={couldNotLoad(say(words.the, { many }), rows.error)}
          retrying={rows.isFetching}
          onRetry={() => rows.refetch()}
        />
      ) : items.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          {q
            ? say(city ? words.noMatchIn : words.noMatch, { many, q, city: cityName })
            : city
              ? say(words.noneIn, { many, city: cityName })
              : say(words.none, { many })}
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((row) => (
            <li key={row.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link
                    to={directory.paths.detail(row.city.slug, row.id)}
                    className="font-semibold break-words text-slate-900 hover:underline"
                  >
                    {row.title}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    {say(words.row, {
                      kindTerm,
                      kind: kindLabel(row.kind, intl),
                      city: row.city.name,
                      owner: sellerName(row.owner, intl),
                    })}{" "}
                    · <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                  </p>
                </div>
                <Button
                  variant="danger"
                  size="sm"
                  className="self-start sm:self-center"
                  onClick={() => setDeleting(row)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {say(words.delete)}
                  <span className="sr-only"> {row.title}</span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {rows.isFetchNextPageError && (
        <Alert tone="error">{couldNotLoad(say(words.more, { many }), rows.error)}</Alert>
      )}
      <LoadMore pages={rows} />
      <DeleteDialog
        open={deleting !== null}
        moderating={deleting !== null && deleting.owner.id !== viewer?.id}
        title={say(words.deleteTitle, { what: one })}
        description={say(words.deleteDescription, { title: deleting?.title ?? "" })}
        confirmLabel={say(words.deleteConfirm, { what: one })}
        busy={remove.isPending}
        problem={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={(removal) =>
          deleting &&
          remove.mutate({ row: deleting, removal }, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </div>
  );
}
