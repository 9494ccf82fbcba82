import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import type { PriceFormat } from "../../../lib/format-price.ts";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { EntryLoad } from "../detail/entry-load.tsx";
import type { Directory, EntryRef, Words } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";

const words = defineMessages({
  editTitle: {
    id: "directories.editTitle",
    defaultMessage:
      "{what, select, listing {Edit Listing} property {Edit Property} restaurant {Edit Restaurant} shop {Edit Shop} other {Edit}}",
  },
  backTo: {
    id: "directories.backTo",
    defaultMessage:
      "{what, select, listing {Back to the listing} property {Back to the property} restaurant {Back to the restaurant} shop {Back to the shop} other {Back to the entry}}",
  },
});

import type { FlashState } from "../list/flash-notice.tsx";
import { EntryFormFrame, FormRefusal } from "./form-frame.tsx";

/** What a directory's form is given by the page around it. */
export interface FormSlot<Entry, Payload> {
  /** The entry being edited; undefined when creating. */
  initial?: Entry;
  busy: boolean;
  progress: number | null;
  problem: string | null;
  onSubmit: (payload: Payload) => void;
  /** The city's locale and currency: the price field names its currency. */
  money: PriceFormat;
}

/** An entry as its form pages need it. */
type Editable = EntryRef & { canEdit: boolean };

/** What differs between the directories' create and edit pages. */
export interface EntryForm<Entry extends Editable, Payload> {
  useEntry: (id: string) => UseQueryResult<Entry, Error>;
  /** Create (no id) or edit, reporting the photos' upload progress. */
  useWrite: (
    city: string,
    id?: string,
  ) => Pick<UseMutationResult<Entry, Error, Payload>, "mutate" | "isPending"> & {
    progress: number | null;
  };
  /** The create page's line under its title. */
  newIntro: (cityName: string, intl: Words) => string;
  /** The edit page's line under its title: the entry's title or name. */
  name: (entry: Entry) => string;
  /** Where a new entry's author lands: the list (marketplace, properties) or its page. */
  afterCreate: "list" | "detail";
  /** The words for a refused write, in the spec's wording. */
  problem: (error: unknown, writing: "create" | "update", intl: Words) => string;
  loadError: (error: unknown, intl: Words) => string;
  render: (slot: FormSlot<Entry, Payload>) => ReactNode;
}

type Props<Card extends EntryRef, Entry extends Editable, Payload> = {
  directory: Directory<Card>;
  form: EntryForm<Entry, Payload>;
};

/**
 * What the create and edit pages give their form: the write's state, a refusal in the
 * directory's words, and on success the page the author lands on, with its notice.
 */
function useWriteSlot<Entry extends Editable, Payload>(
  form: EntryForm<Entry, Payload>,
  city: string,
  id: string | undefined,
  writing: "create" | "update",
  landing: (saved: Entry) => { path: string; notice: string },
): Omit<FormSlot<Entry, Payload>, "initial" | "money"> {
  const intl = useIntl();
  const write = form.useWrite(city, id);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return {
    busy: write.isPending,
    progress: write.progress,
    problem,
    onSubmit: (payload) => {
      setProblem(null);
      write.mutate(payload, {
        onSuccess: (saved) => {
          const { path, notice } = landing(saved);
          navigate(path, { state: { notice } satisfies FlashState });
        },
        onError: (error) => setProblem(form.problem(error, writing, intl)),
      });
    },
  };
}

/** /city/:city/marketplace/new, …: any signed-in user may add (spec section 6). */
export function NewEntryPage<Card extends EntryRef, Entry extends Editable, Payload>(
  props: Props<Card, Entry, Payload>,
) {
  return (
    <PublicCity notFound={useIntl().formatMessage(props.directory.messages.cityNotFound)}>
      {(found) => <NewEntry {...props} {...found} />}
    </PublicCity>
  );
}

function NewEntry<Card extends EntryRef, Entry extends Editable, Payload>({
  directory,
  form,
  city,
  cityName,
  viewer,
}: PublicCityView & Props<Card, Entry, Payload>) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { messages, paths } = directory;
  const listPath = paths.list(city.slug);
  const slot = useWriteSlot(form, city.slug, undefined, "create", (saved) => ({
    path: form.afterCreate === "list" ? listPath : paths.detail(saved.citySlug, saved.id),
    notice: say(messages.created),
  }));
  return (
    <EntryFormFrame
      title={say(directory.list.addLabel)}
      intro={form.newIntro(cityName, intl)}
      backPath={listPath}
      backLabel={say(directoryWords.inCity, { title: say(directory.title), city: cityName })}
    >
      {viewer ? (
        form.render({ money: city, ...slot })
      ) : (
        <FormRefusal message={say(messages.loginToCreate)} signIn />
      )}
    </EntryFormFrame>
  );
}

/** /city/:city/marketplace/:id/edit, …: the owner or an admin (decision 5); others are told why not. */
export function EditEntryPage<Card extends EntryRef, Entry extends Editable, Payload>(
  props: Props<Card, Entry, Payload>,
) {
  return <PublicCity>{(found) => <EditEntry {...props} {...found} />}</PublicCity>;
}

function EditEntry<Card extends EntryRef, Entry extends Editable, Payload>({
  directory,
  form,
  city,
  viewer,
}: PublicCityView & Props<Card, Entry, Payload>) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { messages, paths, what, entryWords } = directory;
  const { id = "" } = useParams();
  const query = form.useEntry(id);
  const detailPath = paths.detail(city.slug, id);
  const slot = useWriteSlot(form, city.slug, id, "update", () => ({
    path: detailPath,
    notice: say(messages.updated),
  }));
  return (
    <EntryLoad
      query={query}
      pending={<PageSpinner />}
      notFound={say(messages.notFound)}
      listPath={paths.list(city.slug)}
      loadError={(error) => form.loadError(error, intl)}
    >
      {(entry) => (
        <EntryFormFrame
          title={entryWords ? say(entryWords.edit) : say(words.editTitle, { what })}
          intro={form.name(entry)}
          backPath={detailPath}
          backLabel={entryWords ? say(entryWords.backTo) : say(words.backTo, { what })}
        >
          {!viewer ? (
            <FormRefusal message={say(messages.loginToCreate)} signIn />
          ) : !entry.canEdit ? (
            <FormRefusal message={say(messages.notOwner)} signIn={false} />
          ) : (
            form.render({ money: city, initial: entry, ...slot })
          )}
        </EntryFormFrame>
      )}
    </EntryLoad>
  );
}
