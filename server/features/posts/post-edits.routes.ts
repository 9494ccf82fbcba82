import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { editCommentSchema, editPostSchema, historySchema } from "../../../contracts/post-edits.ts";
import { commentSchema, postMessages, postSchema } from "../../../contracts/posts.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { type Asker, answerOnce } from "../idempotency/answer-once.ts";
import { findComment } from "./comments.service.ts";
import { editComment, editPost, historyOf } from "./post-edits.service.ts";
import { findPost } from "./posts.service.ts";

const tags = ["posts"];

/** An edit route's schema: the new text, and an Idempotency-Key it may come with. */
const editSchema = <Schema extends object>(schema: Schema) => ({
  schema: { tags, headers: idempotencyKeyHeaders, ...schema },
});
const postIdParams = z.object({ id: z.uuid(postMessages.postNotFound.defaultMessage) });
const commentIdParams = z.object({ id: z.uuid(postMessages.commentNotFound.defaultMessage) });

/**
 * Editing posts and comments, and their earlier versions (issue 35). Only the
 * author edits, while a member of the city; moderators of the city and admins
 * read the versions. An edit is checked as a new post or comment is.
 */
export async function postEditsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // An edit is answered once per Idempotency-Key, like a new post, and counts against
  // the edit limit; a retry with the same key gets the first answer.
  const answerEdit = <Input, Body>(
    asker: Asker,
    input: Input,
    save: (input: Input) => Promise<Body>,
  ) =>
    answerOnce(db, asker, {
      status: 200,
      limit: () => enforceRateLimit(db, asker.reply, "edit", asker.viewer.id),
      read: () => input,
      create: save,
    });

  api.patch(
    "/api/posts/:id",
    editSchema({
      summary: "Edit your post's text; the text it had is kept for moderators (its author only)",
      params: postIdParams,
      body: editPostSchema,
      response: { 200: postSchema },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { post, citySlug } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "edit", { kind: "post", authorId: post.userId, cityId: post.cityId });
      return answerEdit({ request, reply, viewer }, request.body, ({ content }) =>
        editPost(context, { post, citySlug, viewer, actor, content }),
      );
    },
  );

  api.get(
    "/api/posts/:id/history",
    {
      schema: {
        tags,
        summary:
          "A post's current text and earlier versions, newest first (its city's moderators and admins)",
        params: postIdParams,
        response: { 200: historySchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { post } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "viewHistory", { kind: "post", authorId: post.userId, cityId: post.cityId });
      return historyOf(db, { kind: "post", ...post });
    },
  );

  api.patch(
    "/api/comments/:id",
    editSchema({
      summary: "Edit your comment's text; the text it had is kept for moderators (its author only)",
      params: commentIdParams,
      body: editCommentSchema,
      response: { 200: commentSchema },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { comment, citySlug, cityId } = await findComment(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "edit", { kind: "comment", authorId: comment.userId, cityId });
      const { post } = await findPost(db, comment.postId);
      return answerEdit({ request, reply, viewer }, request.body, ({ content }) =>
        editComment(context, { comment, post, citySlug, cityId, viewer, actor, content }),
      );
    },
  );

  api.get(
    "/api/comments/:id/history",
    {
      schema: {
        tags,
        summary:
          "A comment's current text and earlier versions, newest first (its city's moderators and admins)",
        params: commentIdParams,
        response: { 200: historySchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { comment, cityId } = await findComment(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "viewHistory", { kind: "comment", authorId: comment.userId, cityId });
      return historyOf(db, { kind: "comment", ...comment });
    },
  );
}
