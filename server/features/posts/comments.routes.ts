import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import {
  commentListSchema,
  commentSchema,
  createCommentSchema,
  postMessages,
} from "../../../contracts/posts.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor, isAuthor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { recordRemoval, requireRemovalReason } from "../moderation/content-removal.ts";
import { createComment, deleteComment, findComment, listComments } from "./comments.service.ts";
import { findPost, refuseTombstone } from "./posts.service.ts";

const tags = ["posts"];

export async function commentsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/posts/:id/comments",
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first (members only)",
        params: z.object({ id: z.uuid(postMessages.postNotFound.defaultMessage) }),
        response: { 200: commentListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { post } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: post.cityId });
      return { comments: await listComments(db, { postId: post.id, cityId: post.cityId, actor }) };
    },
  );

  api.post(
    "/api/posts/:id/comments",
    {
      schema: {
        tags,
        summary: "Comment on a post (members only)",
        params: z.object({ id: z.uuid(postMessages.postNotFound.defaultMessage) }),
        headers: idempotencyKeyHeaders,
        body: createCommentSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, postMessages.loginToComment);
      const { post, citySlug } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "create", { kind: "comment", authorId: null, cityId: post.cityId });
      refuseTombstone(post);
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: () => enforceRateLimit(db, reply, "comment", viewer.id),
          read: () => request.body,
          create: ({ content }) =>
            createComment(context, { post, citySlug, viewer, actor, content }),
        },
      );
    },
  );

  api.delete(
    "/api/comments/:id",
    {
      schema: {
        tags,
        summary:
          "Delete a comment (its author; or an admin or a moderator of its city, with a reason the author is told)",
        params: z.object({ id: z.uuid(postMessages.commentNotFound.defaultMessage) }),
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { comment, citySlug, cityId } = await findComment(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "delete", { kind: "comment", authorId: comment.userId, cityId });
      // Someone else's comment removed is moderation: the author is told why, and the log keeps it.
      const removal = requireRemovalReason(!isAuthor(actor, comment.userId), request.body);
      await deleteComment(context, { comment, citySlug, viewer });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: "comment",
          id: comment.id,
          title: comment.content.slice(0, 80),
          cityId,
          authorId: comment.userId,
          removal,
        });
      }
      return reply.status(204).send(null);
    },
  );
}
