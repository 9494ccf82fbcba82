import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { Comment } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { MemberLink } from "../../components/city/member-link.tsx";
import { DeleteDialog } from "../../components/delete-dialog.tsx";
import { ReportButton } from "../../components/report-button.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { CommentEditButton } from "./comment-edit-button.tsx";
import { CommentForm } from "./comment-form.tsx";
import { CommentsSection, CommentsSkeleton } from "./feed-skeleton.tsx";
import { postCardMessages } from "./post-card-messages.ts";
import { EditedNote, EditFormLoading, EditTextForm } from "./post-edit-parts.tsx";
import { PostText } from "./post-text.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { useComments, useDeleteComment } from "./use-comments.ts";

const messages = defineMessages({
  noComments: {
    id: "posts.noComments",
    defaultMessage: "No comments yet. Start the conversation.",
  },
  deleteTitle: { id: "posts.deleteCommentTitle", defaultMessage: "Delete this comment?" },
  deleteDescription: {
    id: "posts.deleteCommentDescription",
    defaultMessage: "It disappears for everyone. This cannot be undone.",
  },
  deleteComment: { id: "posts.deleteComment", defaultMessage: "Delete comment" },
  delete: { id: "posts.delete", defaultMessage: "Delete" },
  commentBy: { id: "posts.commentBy", defaultMessage: "comment by {name}" },
});

/** A post's comments, oldest first, and the box to add one; shown when the viewer opens them. */
export function CommentsPanel({
  city,
  postId,
  id,
  closed = false,
}: {
  city: string;
  postId: string;
  id: string;
  /** A tombstone's comments are read-only: no box to add one. */
  closed?: boolean;
}) {
  const comments = useComments(postId);
  const remove = useDeleteComment(city, postId);
  const { data: viewer } = useViewer();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The deleted comment's button is gone, so focus continues in the comment box.
  const focusCommentBox = useRef(false);
  const intl = useIntl();

  return (
    <CommentsSection id={id}>
      {comments.isPending ? (
        <CommentsSkeleton />
      ) : comments.isError ? (
        <LoadFailed
          message={intl.formatMessage(postMessages.commentsFailed)}
          size="sm"
          retrying={comments.isFetching}
          onRetry={() => comments.refetch()}
        />
      ) : comments.data.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {comments.data.map((comment) => (
            <CommentRow
              city={city}
              key={comment.id}
              comment={comment}
              onDelete={() => setDeleting(comment)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{intl.formatMessage(messages.noComments)}</p>
      )}
      {!closed && <CommentForm city={city} postId={postId} inputRef={inputRef} />}
      <DeleteDialog
        open={deleting !== null}
        moderating={deleting !== null && deleting.author.id !== viewer?.id}
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.deleteComment)}
        busy={remove.isPending}
        problem={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={(removal) => {
          if (!deleting) return;
          remove.mutate(
            { commentId: deleting.id, removal },
            {
              onSuccess: () => {
                focusCommentBox.current = true;
                setDeleting(null);
              },
            },
          );
        }}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onCloseAutoFocus={(event) => {
          if (!focusCommentBox.current) return;
          focusCommentBox.current = false;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      />
    </CommentsSection>
  );
}

function CommentRow({
  city,
  comment,
  onDelete,
}: {
  city: string;
  comment: Comment;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = comment.author.username ?? intl.formatMessage(postCardMessages.anonymous);
  const commentBy = intl.formatMessage(messages.commentBy, { name });
  // Its author's inline edit (issue 35); focus goes back to Edit when it closes.
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex gap-2.5">
      <Avatar name={name} src={comment.author.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-slate-100 px-3.5 py-2">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <MemberLink
              city={city}
              username={comment.author.username}
              fallback={name}
              className="font-semibold text-slate-900"
            />
            <span className="text-xs text-slate-600">
              <RelativeTime iso={comment.createdAt} />
              <EditedNote
                kind="comment"
                id={comment.id}
                editedAt={comment.editedAt}
                canViewHistory={comment.canViewHistory}
              />
            </span>
          </p>
          {editing ? (
            <EditTextForm
              fallback={<EditFormLoading kind="comment" />}
              target={{ kind: "comment", postId: comment.postId, id: comment.id }}
              initial={comment.content}
              onDone={() => {
                setEditing(false);
                editButton.current?.focus();
              }}
            />
          ) : (
            <PostText
              text={comment.content}
              city={city}
              mentions={comment.mentions}
              className="mt-0.5 text-sm text-slate-800"
            />
          )}
        </div>
        {comment.canEdit && (
          <CommentEditButton
            whose={commentBy}
            ref={editButton}
            editing={editing}
            onEdit={() => setEditing(!editing)}
          />
        )}
        {comment.canDelete && (
          <button
            type="button"
            onClick={onDelete}
            className="mt-1 ml-2 inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-semibold text-slate-600 hover:text-coral-700"
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            {intl.formatMessage(messages.delete)}
            <span className="sr-only"> {commentBy}</span>
          </button>
        )}
        {!comment.canDelete && (
          <ReportButton targetType="comment" targetId={comment.id} label={commentBy} />
        )}
      </div>
    </li>
  );
}
