// No zod here: the server's notifications, search, digest and Saved list and the web's
// member pages all link to a post, and the web's pages should not carry a schema for it.

/** A post's own page (its own address, so a link never depends on the feed's first page). */
export const postPath = (citySlug: string, postId: string) =>
  `/city/${encodeURIComponent(citySlug)}/posts/${encodeURIComponent(postId)}`;

/** The old links (`/feed#post-<id>`, in emails already sent): the post's id, or null. */
export const postIdFromFeedHash = (hash: string) =>
  /^#post-([0-9a-f-]{36})$/i.exec(hash)?.[1] ?? null;
