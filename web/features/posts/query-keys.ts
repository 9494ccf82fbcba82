// The comments' and versions' cache keys, apart from their hooks: the feed's live
// updates refresh them without loading the code that reads or edits them (issue 30).

/** What an author may edit and a moderator see the versions of. */
export type Editable = "post" | "comment";

export const commentsQueryKey = (postId: string) => ["post-comments", postId] as const;

export const historyQueryKey = (kind: Editable, id: string) => ["history", kind, id] as const;
