import { ChevronDown, MessageCircle, Trash2 } from "lucide-react";
import { lazy, memo, Suspense, useId, useRef, useState } from "react";
import type { Post } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { MemberLink } from "../../components/city/member-link.tsx";
import { ReportButton } from "../../components/report-button.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { CommentsSection, CommentsSkeleton } from "./feed-skeleton.tsx";
import { LinkPreviewCard } from "./link-preview-card.tsx";
import { PostBookmark } from "./post-bookmark.tsx";
import { postCardMessages } from "./post-card-messages.ts";
import { EditButton, EditedNote, EditFormLoading, EditTextForm } from "./post-edit-parts.tsx";
import { PostPhotoGrid } from "./post-photo-grid.tsx";
import { PostText } from "./post-text.tsx";
import { PostWarning } from "./post-warning.tsx";
import { ReactionBar } from "./reaction-bar.tsx";
import { RelativeTime } from "./relative-time.tsx";

// The comments and their box load when a post's comments are first opened (decision 037).
const loadComments = () => import("./comments-panel.tsx");
const CommentsPanel = lazy(() =>
  loadComments().then((module) => ({ default: module.CommentsPanel })),
);
const warmComments = () => void loadComments().catch(() => {});

/**
 * One post of the feed: who and when, the text and photo, reactions, and its
 * comments. A tombstone (its author's account was deleted, others had replied)
 * shows "Deleted user" and "This post was deleted." above the comments that stay.
 */
export const PostCard = memo(function PostCard({
  city,
  post,
  onDelete,
  openComments = false,
}: {
  city: string;
  post: Post;
  /** Its comments shown from the start (the post's own page). */
  openComments?: boolean;
  /** Asks to delete (the list confirms first); only offered when the server says canDelete. */
  onDelete: (post: Post) => void;
}) {
  const [commentsOpen, setCommentsOpen] = useState(openComments);
  // Its author's inline edit (issue 35); focus goes back to Edit when it closes.
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const intl = useIntl();
  const name = post.deleted
    ? intl.formatMessage(postCardMessages.deletedUser)
    : (post.author.username ?? intl.formatMessage(postCardMessages.anonymous));
  return (
    // A post below the fold is not styled, laid out or painted until it nears the screen:
    // on a drawn feed of 20 that work came in one piece as the page arrived, which a phone
    // spent blocked. The remembered height ("auto") keeps the scrollbar steady.
    <Card className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
      <article
        aria-labelledby={`${id}-author`}
        data-post-id={post.id}
        // Focus lands here when the viewer jumps to new posts.
        tabIndex={-1}
        className="flex scroll-mt-24 flex-col gap-4 rounded-2xl p-4 sm:p-5"
      >
        <header className="flex items-center gap-3">
          <Avatar name={name} src={post.author.avatarUrl} />
          <div className="min-w-0 flex-1">
            <p id={`${id}-author`} className="truncate font-semibold text-slate-900">
              {post.deleted ? (
                name
              ) : (
                <MemberLink city={city} username={post.author.username} fallback={name} />
              )}
            </p>
            <p className="text-sm text-slate-600">
              <RelativeTime iso={post.createdAt} />
              <EditedNote
                kind="post"
                id={post.id}
                editedAt={post.editedAt}
                canViewHistory={post.canViewHistory}
              />
            </p>
          </div>
          {post.canEdit && (
            <EditButton ref={editButton} editing={editing} onEdit={() => setEditing(!editing)} />
          )}
          {!post.deleted && <PostBookmark id={post.id} saved={post.saved} />}
          {post.canDelete && (
            <button
              type="button"
              aria-label={intl.formatMessage(postCardMessages.deletePost)}
              onClick={() => onDelete(post)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-coral-50 hover:text-coral-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
          {!post.canDelete && !post.deleted && (
            <ReportButton
              targetType="post"
              targetId={post.id}
              label={intl.formatMessage(postCardMessages.reportLabel, { name })}
            />
          )}
        </header>
        {post.deleted && (
          <p className="text-slate-600 italic">{intl.formatMessage(postMessages.postDeleted)}</p>
        )}
        {editing && (
          <EditTextForm
            fallback={<EditFormLoading kind="post" />}
            target={{ kind: "post", city, id: post.id }}
            initial={post.content}
            onDone={() => {
              setEditing(false);
              editButton.current?.focus();
            }}
          />
        )}
        <PostWarning warning={post.contentWarning}>
          {post.content && !editing && (
            <PostText
              text={post.content}
              city={city}
              mentions={post.mentions}
              className="text-[0.95rem] leading-relaxed text-slate-800"
            />
          )}
          {post.photos.length > 0 && (
            <PostPhotoGrid postId={post.id} photos={post.photos} authorName={name} />
          )}
          {post.linkPreview && <LinkPreviewCard preview={post.linkPreview} />}
        </PostWarning>
        <footer className="flex flex-wrap items-start justify-between gap-2">
          {post.deleted ? <span /> : <ReactionBar city={city} post={post} />}
          <button
            type="button"
            aria-expanded={commentsOpen}
            aria-controls={`${id}-comments`}
            onClick={() => setCommentsOpen(!commentsOpen)}
            onPointerEnter={warmComments}
            onFocus={warmComments}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 sm:px-3"
          >
            {/* Below 400px the icon would push the toggle onto a line of its own. */}
            <MessageCircle aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            {intl.formatMessage(postCardMessages.comments, { count: post.commentCount })}
            <ChevronDown
              aria-hidden="true"
              className={`hidden size-4 transition-transform sm:block ${commentsOpen ? "rotate-180" : ""}`}
            />
          </button>
        </footer>
        {commentsOpen && (
          <Suspense
            fallback={
              <CommentsSection id={`${id}-comments`}>
                <CommentsSkeleton />
              </CommentsSection>
            }
          >
            <CommentsPanel
              city={city}
              postId={post.id}
              id={`${id}-comments`}
              closed={post.deleted}
            />
          </Suspense>
        )}
      </article>
    </Card>
  );
});
