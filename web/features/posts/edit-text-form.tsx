import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { postEditMessages } from "../../../contracts/post-edits-rules.ts";
import {
  commentTooLongMessage,
  postLimits,
  postMessages,
  postTooLongMessage,
} from "../../../contracts/posts-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { editMessages } from "./edit-messages.ts";
import type { Editable } from "./query-keys.ts";
import { useEditText } from "./use-post-edits.ts";

const messages = defineMessages({
  save: { id: "postEdits.save", defaultMessage: "Save changes" },
  cancel: { id: "postEdits.cancel", defaultMessage: "Cancel" },
  characters: { id: "postEdits.characters", defaultMessage: "{count} / {max} characters" },
});

// The same limits and words as posting: an edit is checked as a new post or comment is.
const rules = {
  post: { max: postLimits.contentMax, empty: postMessages.emptyPost, tooLong: postTooLongMessage },
  comment: {
    max: postLimits.commentMax,
    empty: postMessages.emptyComment,
    tooLong: commentTooLongMessage,
  },
} as const;

/**
 * The inline form that replaces a post's or comment's text while its author edits
 * it: Save (or Ctrl+Enter) keeps the change, Cancel (or Escape) puts the text back.
 */
export function EditTextForm({
  target,
  initial,
  onDone,
}: {
  target:
    | { kind: "post"; city: string; id: string }
    | { kind: "comment"; postId: string; id: string };
  initial: string;
  /** Closes the form: after a save, or on Cancel. */
  onDone: () => void;
}) {
  const kind: Editable = target.kind;
  const edit = useEditText(target);
  const [content, setContent] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const intl = useIntl();
  const field = useRef<HTMLTextAreaElement>(null);
  const rule = rules[kind];

  // The form opens with the caret at the end of the text, ready to type.
  useEffect(() => {
    const box = field.current;
    box?.focus();
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (edit.isPending) return;
    const trimmed = content.trim();
    if (trimmed.length === 0) return setProblem(intl.formatMessage(rule.empty));
    if (trimmed.length > rule.max) {
      const message = messageFor(rule.tooLong);
      return setProblem(message ? intl.formatMessage(message) : rule.tooLong);
    }
    setProblem(null);
    edit.mutate(trimmed, {
      onSuccess: onDone,
      onError: (error) =>
        setProblem(
          translatedText(
            intl,
            apiErrorText(error, {
              serverWords: [400, 403, 404, 429],
              fallback: intl.formatMessage(postEditMessages.editFailed),
            }),
          ),
        ),
    });
  };

  // Escape anywhere in the form cancels; Ctrl+Enter (⌘+Enter) saves.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !edit.isPending) {
      event.preventDefault();
      onDone();
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const label = intl.formatMessage(
    kind === "post" ? editMessages.editPost : editMessages.editComment,
  );
  return (
    <form
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      className="flex min-w-0 flex-col gap-2"
      aria-label={label}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        value={content}
        rows={kind === "post" ? 4 : 2}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ""}`}
        onChange={(event) => {
          setContent(event.target.value);
          if (problem) setProblem(null);
        }}
        className={`field-sizing-content max-h-96 min-h-20 w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${problem ? "border-coral-600" : "border-slate-300"}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={`text-xs ${content.trim().length > rule.max ? "text-coral-700" : "text-slate-600"}`}
        >
          {intl.formatMessage(messages.characters, {
            count: content.trim().length,
            max: rule.max,
          })}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" size="sm" busy={edit.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-coral-700">
          {problem}
        </p>
      )}
    </form>
  );
}
