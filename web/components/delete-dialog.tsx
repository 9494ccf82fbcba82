import { useEffect, useId, useRef, useState } from "react";
import type { ModeratorRemoval } from "../../contracts/moderation.ts";
import {
  type RemovalReason,
  removalLimits,
  removalMessages,
  removalReasonLabels,
  removalReasons,
} from "../../contracts/moderation-rules.ts";
import type { IntlShape } from "../lib/i18n/use-intl.ts";
import { useIntl } from "../lib/i18n/use-intl.ts";
import { translatedText } from "../lib/translated-text.ts";
import { ConfirmDialog } from "./ui/confirm-dialog.tsx";
import { FieldProblem } from "./ui/field-problem.tsx";
import { SelectField } from "./ui/select-field.tsx";
import { TextAreaField } from "./ui/text-area-field.tsx";

const reasonOptions = (intl: IntlShape) => [
  { value: "", label: translatedText(intl, removalMessages.reasonPlaceholder) },
  ...removalReasons.map((reason) => ({
    value: reason,
    label: translatedText(intl, removalReasonLabels[reason]),
  })),
];

/**
 * What a moderator says when removing someone else's content (decision 057): a
 * reason from the list, required, and an optional note. `take()` answers the
 * removal to send, or null after saying what is missing and moving focus there.
 */
export function useRemovalForm() {
  const [reason, setReason] = useState<RemovalReason | "">("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  return {
    reset() {
      setReason("");
      setNote("");
      setMissing(false);
    },
    take(): ModeratorRemoval | null {
      if (!reason) {
        setMissing(true);
        reasonRef.current?.focus();
        return null;
      }
      return { reason, note: note.trim() || undefined };
    },
    fields: {
      reason,
      note,
      missing,
      reasonRef,
      onReason: (value: RemovalReason | "") => {
        setReason(value);
        if (value) setMissing(false);
      },
      onNote: setNote,
    },
  };
}

/** The reason and note fields; an empty reason says so in words, tied to the field. */
export function RemovalFields({
  reason,
  note,
  missing,
  reasonRef,
  onReason,
  onNote,
}: ReturnType<typeof useRemovalForm>["fields"]) {
  const intl = useIntl();
  const problemId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{translatedText(intl, removalMessages.authorIsTold)}</p>
      <div className="flex flex-col gap-1.5">
        <SelectField
          ref={reasonRef}
          label={translatedText(intl, removalMessages.reasonLabel)}
          options={reasonOptions(intl)}
          value={reason}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? problemId : undefined}
          onChange={(event) => onReason(event.target.value as RemovalReason | "")}
        />
        {missing && <FieldProblem id={problemId}>{removalMessages.reasonRequired}</FieldProblem>}
      </div>
      <TextAreaField
        label={translatedText(intl, removalMessages.noteLabel)}
        rows={2}
        className="[&_textarea]:min-h-20"
        maxLength={removalLimits.noteMax}
        value={note}
        onChange={(event) => onNote(event.target.value)}
      />
    </div>
  );
}

/**
 * "Delete this post?" for any content. For its author it only asks; for a
 * moderator or an admin removing someone else's, it asks for the reason the
 * author will be told, and sends it with the delete.
 */
export function DeleteDialog({
  open,
  moderating,
  onConfirm,
  onClose,
  ...props
}: {
  open: boolean;
  /** The one deleting is not the author: a reason is required. */
  moderating: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onConfirm: (removal: ModeratorRemoval | undefined) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const form = useRemovalForm();
  const { reset } = form;
  // Each opening starts empty: a reason given for one thing is not another's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when it opens
  useEffect(() => {
    if (open) reset();
  }, [open]);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onClose={onClose}
      onConfirm={() => {
        if (!moderating) return onConfirm(undefined);
        const removal = form.take();
        if (removal) onConfirm(removal);
      }}
    >
      {moderating && <RemovalFields {...form.fields} />}
    </ConfirmDialog>
  );
}
