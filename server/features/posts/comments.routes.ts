import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  commentListSchema,
  commentSchema,
  createCommentSchema,
  postMessages,
} from "../../../contracts/posts.ts";
import type { Db } from "../../db/client.ts";
import { cities, postComments, posts, profiles } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { forbidden, notFound, unauthorized } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { getViewer, requireViewer, type Viewer } from "../../lib/session.ts";
import { requireMemberOrAdmin } from "../communities/membership.policy.ts";
import { findPost } from "./posts.service.ts";

const tags = ["posts"];

async function listComments(db: Db, postId: string, viewer: Viewer, onlyId?: string) {
  const rows = await db
    .select({ comment: postComments, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(onlyId ? eq(postComments.id, onlyId) : eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(500);
  return rows.map(({ comment, username, avatarUrl }) => ({
    id: comment.id,
    postId: comment.postId,
    author: { id: comment.userId, username, avatarUrl },
    content: comment.content,
    createdAt: new Date(comment.createdAt).toISOString(),
    canDelete: comment.userId === viewer.id || viewer.isAdmin,
  }));
}

export async function commentsRoutes(app: FastifyInstance, { auth, db, events }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/posts/:id/comments",
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first (members only)",
        params: z.object({ id: z.uuid(postMessages.postNotFound) }),
        response: { 200: commentListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { post } = await findPost(db, request.params.id);
      await requireMemberOrAdmin(db, viewer, post.cityId);
      return { comments: await listComments(db, post.id, viewer) };
    },
  );

  api.post(
    "/api/posts/:id/comments",
    {
      schema: {
        tags,
        summary: "Comment on a post (members only)",
        params: z.object({ id: z.uuid(postMessages.postNotFound) }),
        body: createCommentSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      if (!viewer) throw unauthorized(postMessages.loginToComment);
      const { post, citySlug } = await findPost(db, request.params.id);
      await requireMemberOrAdmin(db, viewer, post.cityId);
      await enforceRateLimit(db, reply, "comment", viewer.id);
      const [row] = await db
        .insert(postComments)
        .values({ postId: post.id, userId: viewer.id, content: request.body.content })
        .returning({ id: postComments.id });
      const [created] = await listComments(db, post.id, viewer, row?.id);
      await events.publish({
        city: citySlug,
        type: "comment.created",
        id: row?.id ?? "",
        postId: post.id,
        actorId: viewer.id,
      });
      if (!created) throw notFound(postMessages.commentNotFound);
      return reply.status(201).send(created);
    },
  );

  api.delete(
    "/api/comments/:id",
    {
      schema: {
        tags,
        summary: "Delete a comment (its author or an admin)",
        params: z.object({ id: z.uuid(postMessages.commentNotFound) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const [row] = await db
        .select({ comment: postComments, citySlug: cities.slug })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .innerJoin(cities, eq(cities.id, posts.cityId))
        .where(eq(postComments.id, request.params.id));
      if (!row) throw notFound(postMessages.commentNotFound);
      if (row.comment.userId !== viewer.id && !viewer.isAdmin) throw forbidden();
      await db.delete(postComments).where(eq(postComments.id, row.comment.id));
      await events.publish({
        city: row.citySlug,
        type: "comment.deleted",
        id: row.comment.id,
        postId: row.comment.postId,
        actorId: viewer.id,
      });
      return reply.status(204).send(null);
    },
  );
}
