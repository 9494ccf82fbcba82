import { History as HistoryIcon, Pencil } from "lucide-react";
import { type Ref, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { formatLongDate } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { editMessages } from "./edit-text-form.tsx";
import { type Editable, useHistory } from "./use-post-edits.ts";

// The small parts an edit adds to a post or comment (issue 35): "edited", the
// author's Edit control, and the History control and dialog for moderators.

const messages = defineMessages({
  edited: { id: "postEdits.edited", defaultMessage: "edited" },
  editedAt: { id: "postEdits.editedAt", defaultMessage: "Edited {date}" },
  history: { id: "postEdits.history", defaultMessage: "History" },
  historyOf: {
    id: "postEdits.historyOf",
    defaultMessage: "History of this {kind, select, post {post} other {comment}}",
  },
  historyTitle: { id: "postEdits.historyTitle", defaultMessage: "Earlier versions" },
  historyDescription: {
    id: "postEdits.historyDescription",
    defaultMessage:
      "What its author wrote before each edit, newest first. Only moderators and admins see this.",
  },
  current: { id: "postEdits.current", defaultMessage: "Current version {version}, edited {date}" },
  version: { id: "postEdits.version", defaultMessage: "Version {version}, written {date}" },
  loading: { id: "postEdits.loading", defaultMessage: "Loading versions…" },
  loadFailed: { id: "postEdits.loadFailed", defaultMessage: "Could not load the versions." },
  close: { id: "postEdits.close", defaultMessage: "Close" },
});

/** "· edited", with when on hover (the reader's time zone, once the page is theirs). */
export function EditedMark({ editedAt, className = "" }: { editedAt: string; className?: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const date = new Date(editedAt);
  return (
    <span className={className}>
      <span aria-hidden="true"> · </span>
      <time
        dateTime={editedAt}
        title={
          hydrated
            ? intl.formatMessage(messages.editedAt, { date: formatLongDate(intl, date) })
            : undefined
        }
      >
        {intl.formatMessage(messages.edited)}
      </time>
    </span>
  );
}

/** "· edited" and, for its city's moderators and admins, History: beside a post's or comment's time. */
export function EditedNote({
  kind,
  id,
  editedAt,
  canViewHistory,
}: {
  kind: Editable;
  id: string;
  editedAt?: string | null | undefined;
  canViewHistory?: boolean | undefined;
}) {
  if (!editedAt) return null;
  return (
    <>
      <EditedMark editedAt={editedAt} />
      {canViewHistory && (
        <>
          <span aria-hidden="true"> · </span>
          <HistoryButton kind={kind} id={id} />
        </>
      )}
    </>
  );
}

/** The author's Edit control, in the post's or comment's actions. */
export function EditButton({
  kind,
  editing,
  onEdit,
  ref,
  compact = false,
  whose,
}: {
  kind: Editable;
  /** Whether its form is open: the button then says so, and focus comes back to it after. */
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** A comment's small text button; a post's round icon button otherwise. */
  compact?: boolean;
  /** The compact button's words for screen readers after "Edit" ("comment by ana"). */
  whose?: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(
    kind === "post" ? editMessages.editPost : editMessages.editComment,
  );
  if (compact) {
    return (
      <button
        ref={ref}
        type="button"
        aria-expanded={editing}
        onClick={onEdit}
        className="mt-1 ml-2 inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-slate-600 hover:text-ocean-700"
      >
        <Pencil aria-hidden="true" className="size-3.5" />
        {intl.formatMessage(editMessages.edit)}
        <span className="sr-only"> {whose ?? label}</span>
      </button>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-expanded={editing}
      title={label}
      onClick={onEdit}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-ocean-50 hover:text-ocean-700"
    >
      <Pencil aria-hidden="true" className="size-4" />
    </button>
  );
}

/** History, for moderators and admins on an edited post or comment: opens its versions. */
export function HistoryButton({ kind, id }: { kind: Editable; id: string }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={intl.formatMessage(messages.historyOf, { kind })}
        className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-slate-600 hover:text-ocean-700"
      >
        <HistoryIcon aria-hidden="true" className="size-3.5" />
        {intl.formatMessage(messages.history)}
        <span className="sr-only"> ({intl.formatMessage(messages.historyOf, { kind })})</span>
      </button>
      <Modal
        open={open}
        size="lg"
        title={intl.formatMessage(messages.historyTitle)}
        description={intl.formatMessage(messages.historyDescription)}
        onClose={() => setOpen(false)}
      >
        <HistoryList kind={kind} id={id} open={open} />
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{intl.formatMessage(messages.close)}</Button>
          </ModalClose>
        </ModalActions>
      </Modal>
    </>
  );
}

function HistoryList({ kind, id, open }: { kind: Editable; id: string; open: boolean }) {
  const history = useHistory(kind, id, open);
  const intl = useIntl();
  const when = (iso: string) => formatLongDate(intl, new Date(iso));
  if (history.isPending) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(messages.loading)}</p>;
  }
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-coral-700">
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  }
  const { current, versions } = history.data;
  const entries = [
    {
      key: "current",
      heading: intl.formatMessage(messages.current, {
        version: current.version,
        date: current.editedAt ? when(current.editedAt) : "",
      }),
      content: current.content,
    },
    ...versions.map((version) => ({
      key: String(version.version),
      heading: intl.formatMessage(messages.version, {
        version: version.version,
        date: when(version.writtenAt),
      }),
      content: version.content,
    })),
  ];
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.key} className="rounded-xl border border-slate-200 p-3">
          <p className="text-xs font-semibold text-slate-600">{entry.heading}</p>
          <p
            data-user-content
            className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800"
          >
            {entry.content}
          </p>
        </li>
      ))}
    </ol>
  );
}
