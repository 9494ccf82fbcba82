// No zod here: the feed's first-route code completes the posts of every page it reads.
import type { FeedPost, Post, ReactionCounts } from "./posts.ts";
import { reactionTypes } from "./posts-rules.ts";

/** A feed page's post (feedPostSchema) with what it left out at its usual value put back. */
export const completePost = (post: FeedPost): Post => ({
  ...post,
  photos: post.photos ?? [],
  contentWarning: post.contentWarning ?? null,
  reactions: Object.fromEntries(
    reactionTypes.map((type) => [type, post.reactions?.[type] ?? 0]),
  ) as ReactionCounts,
  myReaction: post.myReaction ?? null,
  commentCount: post.commentCount ?? 0,
  canDelete: post.canDelete ?? false,
  deleted: post.deleted ?? false,
  saved: post.saved ?? false,
  editedAt: post.editedAt ?? null,
  canEdit: post.canEdit ?? false,
  canViewHistory: post.canViewHistory ?? false,
  linkPreview: post.linkPreview ?? null,
});

/** The same for a whole page. */
export const completeFeedPage = <Page extends { items: FeedPost[] }>(page: Page) => ({
  ...page,
  items: page.items.map(completePost),
});
