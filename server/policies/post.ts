import { communityMessages } from "../../contracts/communities-rules.ts";
import { postEditMessages } from "../../contracts/post-edits-rules.ts";
import { postMessages } from "../../contracts/posts-rules.ts";
import { belongsTo, isAuthor, moderates } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A post (or the post about to be written: `authorId` null), as its policy needs it. */
export type PostSubject = { authorId: string | null; cityId: string };

/**
 * The feed is members-only (decision 9): members (and admins) post and react;
 * the author removes their post, and so does whoever moderates its city
 * (decision 30), which the route then logs as moderation.
 */
export const postPolicy = definePolicy({
  rules: {
    create: (actor, post: PostSubject) => belongsTo(actor, post.cityId),
    react: (actor, post: PostSubject) => belongsTo(actor, post.cityId),
    delete: (actor, post: PostSubject) =>
      isAuthor(actor, post.authorId) || moderates(actor, post.cityId),
    // Only the author edits (moderators remove instead), and only while still a member.
    edit: (actor, post: PostSubject) =>
      isAuthor(actor, post.authorId) && belongsTo(actor, post.cityId),
    viewHistory: (actor, post: PostSubject) => moderates(actor, post.cityId),
  },
  refusals: {
    create: postMessages.membersOnly,
    react: communityMessages.membersOnly,
    edit: postEditMessages.onlyAuthor,
    viewHistory: postEditMessages.staffOnly,
  },
});
