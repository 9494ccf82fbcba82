import { History as HistoryIcon, Pencil } from "lucide-react";
import { type Ref, useState } from "react";
import { formatLongDate } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { editMessages } from "./edit-messages.ts";
import { lazyPart } from "./lazy-part.tsx";
import type { Editable } from "./query-keys.ts";

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
});

// The form and the versions dialog load on the first press of Edit or History.
/** The inline edit form (edit-text-form.tsx), fetched when its author first presses Edit. */
export const EditTextForm = lazyPart(() =>
  import("./edit-text-form.tsx").then((module) => module.EditTextForm),
);
const HistoryDialog = lazyPart(() =>
  import("./post-history-dialog.tsx").then((module) => module.HistoryDialog),
);

/** Where the edit form will be while its code comes: a box of its size, so nothing jumps. */
export function EditFormLoading({ kind }: { kind: Editable }) {
  return (
    <div
      aria-hidden="true"
      className={`w-full animate-pulse rounded-lg border border-slate-200 bg-slate-50 ${kind === "post" ? "h-36" : "h-24"}`}
    />
  );
}

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

/** The author's Edit control: a post's round icon button (a comment's is comment-edit-button.tsx). */
export function EditButton({
  editing,
  onEdit,
  ref,
}: {
  /** Whether its form is open: the button then says so, and focus comes back to it after. */
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(editMessages.editPost);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-expanded={editing}
      title={label}
      onClick={onEdit}
      onPointerEnter={EditTextForm.preload}
      onFocus={EditTextForm.preload}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-ocean-50 hover:text-ocean-700"
    >
      <Pencil aria-hidden="true" className="size-4" />
    </button>
  );
}

/** History, for moderators and admins on an edited post or comment: opens its versions. */
export function HistoryButton({ kind, id }: { kind: Editable; id: string }) {
  const [open, setOpen] = useState(false);
  // Each press after a failed fetch tries again (a fresh part).
  const [presses, setPresses] = useState(0);
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setPresses(presses + 1);
        }}
        onPointerEnter={HistoryDialog.preload}
        onFocus={HistoryDialog.preload}
        aria-haspopup="dialog"
        title={intl.formatMessage(messages.historyOf, { kind })}
        className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-slate-600 hover:text-ocean-700"
      >
        <HistoryIcon aria-hidden="true" className="size-3.5" />
        {intl.formatMessage(messages.history)}
        <span className="sr-only"> ({intl.formatMessage(messages.historyOf, { kind })})</span>
      </button>
      {presses > 0 && (
        <HistoryDialog
          key={presses}
          inline
          kind={kind}
          id={id}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
