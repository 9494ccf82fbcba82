import { Newspaper } from "lucide-react";
import { lazy, memo, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { Post } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { tagWords } from "../../../contracts/tag-words.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { OnceOpened } from "../../components/ui/once-opened.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { FeedSkeleton } from "./feed-skeleton.tsx";
import { PostCard } from "./post-card.tsx";
import { postCardMessages } from "./post-card-messages.ts";
import { useDeletePost, useFeed } from "./use-posts.ts";

const messages = defineMessages({
  couldNotLoad: { id: "posts.couldNotLoad", defaultMessage: "Could not load the posts. {why}" },
  couldNotLoadMore: {
    id: "posts.couldNotLoadMore",
    defaultMessage: "Could not load more posts. {why}",
  },
  deleteTitle: { id: "posts.deleteTitle", defaultMessage: "Delete this post?" },
  deleteDescription: {
    id: "posts.deleteDescription",
    defaultMessage:
      "The post, its photo, reactions and comments disappear for everyone. This cannot be undone.",
  },
  loadingMore: { id: "posts.loadingMore", defaultMessage: "Loading more posts…" },
  loadMore: { id: "posts.loadMore", defaultMessage: "Load more posts" },
  emptyHint: {
    id: "posts.emptyHint",
    defaultMessage:
      "Say hello, ask a question or share a photo from around town. Your neighbours will see it here straight away.",
  },
});

// Asked only before a delete: its code loads on the first one (decision 037), not with the feed.
const DeleteDialog = lazy(() =>
  import("../../components/delete-dialog.tsx").then((module) => ({
    default: module.DeleteDialog,
  })),
);

/**
 * The city's posts, newest first. Older pages load when the end of the list
 * scrolls near; a "Load more posts" button does the same for keyboards and for
 * browsers without IntersectionObserver. Memoised: the feed around it re-renders when its
 * live connection changes state, which says nothing new to the posts (issue 9: redrawing
 * every post there was a long task as the page came alive).
 */
export const PostList = memo(function PostList({
  city,
  listRef,
  headingRef,
  tag,
}: {
  city: string;
  /** Only the posts with this #tag (issue 35). */
  tag?: string;
  /** The element holding the posts, where focus goes to reach them. */
  listRef: RefObject<HTMLOListElement | null>;
  /** Where focus goes when the post it was on is deleted and none follows. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const feed = useFeed(city, tag);
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const remove = useDeletePost(city);
  const { data: viewer } = useViewer();
  const [deleting, setDeleting] = useState<{ post: Post; index: number } | null>(null);
  const focusAfterDelete = useRef<number | null>(null);
  const intl = useIntl();
  // One callback for every card, so a reaction, a comment or a live change redraws the
  // card whose post changed and not all of them (PostCard is memoised): the feed's cache
  // keeps the unchanged posts as they were. A phone spent ~150 ms redrawing 20 cards.
  const shown = useRef(posts);
  shown.current = posts;
  const askToDelete = useCallback(
    (post: Post) =>
      setDeleting({ post, index: shown.current.findIndex((each) => each.id === post.id) }),
    [],
  );

  if (feed.isPending) return <FeedSkeleton />;
  // With posts on screen a failed refresh keeps them; only a first load that failed shows this.
  if (feed.isError && !feed.data) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(feed.error) })}
        retrying={feed.isFetching}
        onRetry={() => feed.refetch()}
      />
    );
  }
  if (posts.length === 0) return <EmptyFeed tag={tag} />;

  return (
    <>
      <ol ref={listRef} className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard city={city} post={post} onDelete={askToDelete} />
          </li>
        ))}
      </ol>
      {feed.hasNextPage && (
        <MoreLoader
          loading={feed.isFetchingNextPage}
          onLoadMore={() => !feed.isFetchingNextPage && feed.fetchNextPage()}
        />
      )}
      {feed.isFetchNextPageError && (
        <Alert tone="error">
          {intl.formatMessage(messages.couldNotLoadMore, { why: apiErrorText(feed.error) })}
        </Alert>
      )}
      <OnceOpened open={deleting !== null}>
        <DeleteDialog
          open={deleting !== null}
          moderating={deleting !== null && deleting.post.author.id !== viewer?.id}
          title={intl.formatMessage(messages.deleteTitle)}
          description={intl.formatMessage(messages.deleteDescription)}
          confirmLabel={intl.formatMessage(postCardMessages.deletePost)}
          busy={remove.isPending}
          problem={remove.isError ? apiErrorText(remove.error) : null}
          onConfirm={(removal) => {
            if (!deleting) return;
            remove.mutate(
              { postId: deleting.post.id, removal },
              {
                onSuccess: () => {
                  focusAfterDelete.current = deleting.index;
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
            const index = focusAfterDelete.current;
            if (index === null) return;
            focusAfterDelete.current = null;
            event.preventDefault();
            // The post that took the deleted one's place, else the one before it, else the heading.
            const articles = listRef.current?.querySelectorAll<HTMLElement>("article") ?? [];
            const next = articles[index] ?? articles[index - 1];
            (next ?? headingRef.current)?.focus();
          }}
        />
      </OnceOpened>
    </>
  );
});

function MoreLoader({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  const intl = useIntl();
  load.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // Starts loading a screen early so scrolling rarely meets the end.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load.current(),
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="secondary" busy={loading} onClick={onLoadMore}>
        {intl.formatMessage(loading ? messages.loadingMore : messages.loadMore)}
      </Button>
    </div>
  );
}

function EmptyFeed({ tag }: { tag?: string }) {
  const intl = useIntl();
  if (tag) {
    return (
      <Card className="px-6 py-10 text-center text-slate-700">
        {intl.formatMessage(tagWords.noTagged, { tag })}
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-ocean-100 text-ocean-800">
        <Newspaper aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">
        {intl.formatMessage(postMessages.noPosts)}
      </p>
      <p className="max-w-sm text-sm text-slate-600">{intl.formatMessage(messages.emptyHint)}</p>
    </Card>
  );
}
