import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { SavedSearch } from "../../../contracts/saved-searches.ts";
import {
  savedSearchLimits,
  savedSearchMessages as words,
} from "../../../contracts/saved-searches-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { SectionCard } from "../../components/ui/section-card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from "./use-saved-searches.ts";

/**
 * The Saved searches section of /profile (issue 34): each search with what it looks for,
 * a link to its results, and Rename, Pause or Resume, and Delete (asked first).
 */
export function SavedSearchesSection() {
  const intl = useIntl();
  const searches = useSavedSearches();
  return (
    <SectionCard title={intl.formatMessage(words.sectionTitle)}>
      <p className="mb-4 text-sm text-slate-600">{intl.formatMessage(words.sectionIntro)}</p>
      {searches.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">{intl.formatMessage(words.loading)}</span>
          <Skeleton className="h-20" />
        </div>
      ) : searches.isError ? (
        <LoadFailed
          size="sm"
          message={intl.formatMessage(words.loadFailed)}
          retrying={searches.isRefetching}
          onRetry={() => void searches.refetch()}
        />
      ) : searches.data.items.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage(words.empty)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {searches.data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const describe = say(words.describe, {
    section: search.section ?? "all",
    city: search.cityName,
    hasQuery: search.query ? "yes" : "no",
    query: search.query,
    filters: Object.keys(search.filters).length,
  });
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: search.id, body: { name } });
      setRenaming(false);
    } catch {
      // Shown below by MutationError.
    }
  };
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900" data-user-content>
          {search.name}
        </h3>
        {search.paused && <Badge tone="slate">{say(words.paused)}</Badge>}
      </div>
      <p className="text-sm break-words text-slate-600">{describe}</p>
      {renaming && (
        <form onSubmit={rename} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <TextField
            className="flex-1"
            label={say(words.renameLabel, { name: search.name })}
            value={name}
            maxLength={savedSearchLimits.nameMax}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setRenaming(false);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={update.isPending}>
              {say(words.saveButton)}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRenaming(false)}>
              {say(words.cancel)}
            </Button>
          </div>
        </form>
      )}
      <MutationError error={update.error} />
      <div className="flex flex-wrap gap-2">
        <Link
          to={search.path}
          className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline"
        >
          {say(words.open)}
        </Link>
        {!renaming && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setName(search.name);
              update.reset();
              setRenaming(true);
            }}
          >
            {say(words.rename)}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          busy={update.isPending && update.variables?.body.paused !== undefined}
          aria-pressed={search.paused}
          onClick={() => update.mutate({ id: search.id, body: { paused: !search.paused } })}
        >
          {say(search.paused ? words.resume : words.pause)}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {say(words.delete)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={say(words.deleteTitle, { name: search.name })}
        description={say(words.deleteBody)}
        confirmLabel={say(words.delete)}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(search.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
