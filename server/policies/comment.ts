import { communityMessages } from "../../contracts/communities-rules.ts";
import { postEditMessages } from "../../contracts/post-edits-rules.ts";
import { belongsTo, isAuthor, moderates } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A comment (or one about to be written), with the city of its post. */
export type CommentSubject = { authorId: string | null; cityId: string };

/** Comments follow their post: members write them; the author or a moderator of the city removes one. */
export const commentPolicy = definePolicy({
  rules: {
    create: (actor, comment: CommentSubject) => belongsTo(actor, comment.cityId),
    delete: (actor, comment: CommentSubject) =>
      isAuthor(actor, comment.authorId) || moderates(actor, comment.cityId),
    // As for posts: the author edits while a member; the city's moderators read earlier versions.
    edit: (actor, comment: CommentSubject) =>
      isAuthor(actor, comment.authorId) && belongsTo(actor, comment.cityId),
    viewHistory: (actor, comment: CommentSubject) => moderates(actor, comment.cityId),
  },
  refusals: {
    create: communityMessages.membersOnly,
    edit: postEditMessages.onlyAuthor,
    viewHistory: postEditMessages.staffOnly,
  },
});
