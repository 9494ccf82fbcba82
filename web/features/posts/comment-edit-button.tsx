import { Pencil } from "lucide-react";
import type { Ref } from "react";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { editMessages } from "./edit-messages.ts";
import { EditTextForm } from "./post-edit-parts.tsx";

/** A comment author's Edit: a small text button, "comment by ana" for screen readers after it. */
export function CommentEditButton({
  editing,
  onEdit,
  ref,
  whose,
}: {
  /** Whether its form is open: the button then says so, and focus comes back to it after. */
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<HTMLButtonElement>;
  whose: string;
}) {
  const intl = useIntl();
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={editing}
      onClick={onEdit}
      onPointerEnter={EditTextForm.preload}
      onFocus={EditTextForm.preload}
      className="mt-1 ml-2 inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-slate-600 hover:text-ocean-700"
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      {intl.formatMessage(editMessages.edit)}
      <span className="sr-only"> {whose}</span>
    </button>
  );
}
