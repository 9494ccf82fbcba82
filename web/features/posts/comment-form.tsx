import { useQueryClient } from "@tanstack/react-query";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from "react";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import type { Comment } from "../../../contracts/posts.ts";
import { checkComment, postLimits } from "../../../contracts/posts-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { PendingWritesLazily } from "../../components/ui/pending-writes-lazily.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useOutbox } from "../../lib/outbox.ts";
import { sendOrQueue } from "../../lib/outbox-queue.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { MentionSuggestions } from "./mention-suggestions.tsx";
import {
  addCommentProblem,
  commentsPath,
  showAddedComment,
  useAddComment,
} from "./use-comments.ts";
import { useMentionCombobox } from "./use-mention-suggestions.ts";

const messages = defineMessages({
  write: { id: "posts.writeComment", defaultMessage: "Write a comment" },
  placeholder: { id: "posts.writeCommentPlaceholder", defaultMessage: "Write a comment…" },
  comment: { id: "posts.comment", defaultMessage: "Comment" },
});

/** The box under a post's comments: "Write a comment", then Comment. */
export function CommentForm({
  city,
  postId,
  inputRef,
}: {
  city: string;
  postId: string;
  /** The comments panel moves focus back here after a comment is deleted. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const add = useAddComment(city, postId);
  const [content, setContent] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const mention = useMentionCombobox({
    city,
    value: content,
    setValue: setContent,
    textRef: inputRef,
  });
  const id = useId();
  const intl = useIntl();
  // Written offline, a comment waits here, under the comments, until it is sent (decision 074).
  const { data: viewer } = useViewer();
  const queryClient = useQueryClient();
  const scope = `post:${postId}`;
  const pending = useOutbox(scope, viewer?.id, (_write, created) =>
    showAddedComment(queryClient, city, postId, created as Comment),
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (add.isPending) return;
    const checked = checkComment(content);
    if (checked.problem !== null) {
      // The contract's check speaks English; its words find their message.
      const message = messageFor(checked.problem);
      setProblem(message ? intl.formatMessage(message) : checked.problem);
      return;
    }
    setProblem(null);
    if (!viewer) {
      add.mutate(checked.content, {
        onSuccess: () => setContent(""),
        onError: (error) => setProblem(addCommentProblem(error, intl)),
      });
      return;
    }
    const key = add.submission.keyFor(checked.content);
    const write = { key, userId: viewer.id, kind: "comment" as const, scope };
    sendOrQueue(
      {
        ...write,
        path: commentsPath(postId),
        body: { content: checked.content },
        text: checked.content,
      },
      () => add.mutateAsync(checked.content),
    ).then(
      (sent) => {
        if (sent === null) add.submission.succeeded();
        setContent("");
      },
      (error: Error) => setProblem(addCommentProblem(error, intl)),
    );
  };

  // Enter sends, as in most chat and comment boxes; Shift+Enter starts a new line.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <PendingWritesLazily writes={pending} look="comment" />
      <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="sr-only">
          {intl.formatMessage(messages.write)}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            id={`${id}-comment`}
            rows={1}
            value={content}
            maxLength={postLimits.commentMax}
            placeholder={intl.formatMessage(messages.placeholder)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            {...mention.inputProps}
            onChange={(event) => {
              setContent(event.target.value);
              mention.onChange(event);
              if (problem) setProblem(null);
            }}
            onKeyDown={(event) => mention.onKeyDown(event) || sendOnEnter(event)}
            className={`field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-2xl border bg-white px-3.5 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${problem ? "border-coral-600" : "border-slate-300"}`}
          />
          <Button type="submit" size="md" busy={add.isPending} className="shrink-0 rounded-full">
            {!add.isPending && <SendHorizontal aria-hidden="true" className="size-4" />}
            {intl.formatMessage(messages.comment)}
          </Button>
        </div>
        <MentionSuggestions combobox={mention} />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-coral-700">
            {problem}
          </p>
        )}
      </form>
    </>
  );
}
