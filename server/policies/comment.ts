import { communityMessages } from "../../contracts/communities-rules.ts";
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
  },
  refusals: { create: communityMessages.membersOnly },
});
