import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { postPath } from "../../../contracts/post-path.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import type { LiveChange } from "../../../contracts/realtime-rules.ts";
import { type MemberCity, MembersOnlyCity } from "../../components/city/members-only-city.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { BackLink } from "../../components/ui/back-link.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { OnceOpened } from "../../components/ui/once-opened.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useLiveChanges } from "../../lib/realtime.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PostCard } from "./post-card.tsx";
import { postCardMessages } from "./post-card-messages.ts";
import { commentsQueryKey, historyQueryKey } from "./query-keys.ts";
import { usePost } from "./use-post.ts";
import { useDeletePost } from "./use-posts.ts";

const messages = defineMessages({
  title: { id: "postPage.title", defaultMessage: "Post in {city}" },
  heading: { id: "postPage.heading", defaultMessage: "Post by {name} in {city}" },
  back: { id: "postPage.back", defaultMessage: "{city} feed" },
  loading: { id: "postPage.loading", defaultMessage: "Loading post" },
  loadError: { id: "postPage.loadError", defaultMessage: "Could not load the post. {why}" },
  deletedWhileOpen: {
    id: "postPage.deletedWhileOpen",
    defaultMessage: "This post was deleted. Its comments went with it.",
  },
  deleteTitle: { id: "postPage.deleteTitle", defaultMessage: "Delete this post?" },
  deleteDescription: {
    id: "postPage.deleteDescription",
    defaultMessage:
      "The post, its photo, reactions and comments disappear for everyone. This cannot be undone.",
  },
});

// Asked only before a delete: its code loads on the first one (decision 037).
const DeleteDialog = lazy(() =>
  import("../../components/delete-dialog.tsx").then((module) => ({
    default: module.DeleteDialog,
  })),
);

/**
 * /city/:city/posts/:id: one post as the feed shows it, its comments open. What
 * notifications, search, the digest and the Saved list link to; members only, as the feed.
 */
export function PostPage() {
  return <MembersOnlyCity>{(member) => <PostScreen {...member} />}</MembersOnlyCity>;
}

function PostScreen({ city, cityName, viewer }: MemberCity) {
  const { id = "" } = useParams();
  const post = usePost(city.slug, id);
  const remove = useDeletePost(city.slug);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intl = useIntl();
  // Deleted while open, by anyone: said, rather than a "not found" out of nowhere.
  const [gone, setGone] = useState(false);
  const [deleting, setDeleting] = useState(false);
  usePageTitle(messages.title, { city: cityName });

  useLiveChanges(
    city.slug,
    (changes: LiveChange[]) => {
      const ours = changes.filter((change) => change.id === id || change.postId === id);
      if (ours.some((change) => change.type === "post.deleted")) {
        setGone(true);
        queryClient.removeQueries({ queryKey: commentsQueryKey(id) });
        return;
      }
      if (ours.length === 0) return;
      void post.refetch();
      queryClient.invalidateQueries({ queryKey: commentsQueryKey(id) });
      queryClient.invalidateQueries({ queryKey: historyQueryKey("post", id) });
    },
    { onMissedChanges: () => !gone && void post.refetch(), enabled: !gone },
  );

  const feedPath = `/city/${encodeURIComponent(city.slug)}/feed`;
  const shown = post.data?.pages[0]?.items[0];
  const frame = (body: ReactNode) => (
    <div className="mx-auto flex max-w-3xl flex-col items-stretch gap-4 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to={feedPath} className="self-start">
        {intl.formatMessage(messages.back, { city: cityName })}
      </BackLink>
      {body}
    </div>
  );

  const missing = post.error instanceof ApiError && [400, 404].includes(post.error.status);
  // Gone while on screen: heard live, or found missing by a refetch (the stream was away).
  if (gone || (post.isSuccess && !shown) || (shown && missing)) {
    return frame(
      <>
        <h1 className="sr-only">{intl.formatMessage(messages.title, { city: cityName })}</h1>
        <Alert tone="info">{intl.formatMessage(messages.deletedWhileOpen)}</Alert>
      </>,
    );
  }
  if (post.isPending) return <PageSpinner label={intl.formatMessage(messages.loading)} />;
  if (post.isError || !shown) {
    return frame(
      <>
        <h1 className="text-2xl font-bold text-slate-900">
          {missing
            ? intl.formatMessage(postMessages.postNotFound)
            : intl.formatMessage(messages.title, { city: cityName })}
        </h1>
        {!missing && (
          <LoadFailed
            message={intl.formatMessage(messages.loadError, { why: apiErrorText(post.error) })}
            retrying={post.isFetching}
            onRetry={() => post.refetch()}
          />
        )}
      </>,
    );
  }
  // A post is shown under its own city's address only.
  if (shown.citySlug !== city.slug) return <Navigate to={postPath(shown.citySlug, id)} replace />;
  const name = shown.deleted
    ? intl.formatMessage(postCardMessages.deletedUser)
    : (shown.author.username ?? intl.formatMessage(postCardMessages.anonymous));
  return frame(
    <>
      <h1 className="sr-only">{intl.formatMessage(messages.heading, { name, city: cityName })}</h1>
      <PostCard city={city.slug} post={shown} onDelete={() => setDeleting(true)} openComments />
      <OnceOpened open={deleting}>
        <DeleteDialog
          open={deleting}
          moderating={shown.author.id !== viewer.id}
          title={intl.formatMessage(messages.deleteTitle)}
          description={intl.formatMessage(messages.deleteDescription)}
          confirmLabel={intl.formatMessage(postCardMessages.deletePost)}
          busy={remove.isPending}
          problem={remove.isError ? apiErrorText(remove.error) : null}
          onConfirm={(removal) =>
            remove.mutate(
              { postId: id, removal },
              { onSuccess: () => navigate(feedPath, { replace: true }) },
            )
          }
          onClose={() => {
            setDeleting(false);
            remove.reset();
          }}
        />
      </OnceOpened>
    </>,
  );
}
