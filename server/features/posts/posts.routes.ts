import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import {
  createPostSchema,
  feedQuerySchema,
  postMessages,
  postPageSchema,
  postSchema,
  reactionStateSchema,
  reactSchema,
} from "../../../contracts/posts.ts";
import { posts } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { badRequest, forbidden, unauthorized } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { getViewer, requireViewer } from "../../lib/session.ts";
import { findCityForMember } from "../communities/find-city.ts";
import { requireMemberOrAdmin } from "../communities/membership.policy.ts";
import { readUpload } from "../uploads/read-upload.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { findPost, listPosts } from "./posts.service.ts";
import { toggleReaction } from "./reactions.service.ts";

const tags = ["posts"];
const postIdParams = z.object({ id: z.uuid(postMessages.postNotFound) });

export async function postsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db, storage, events } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const imageUrl = (key: string | null) => (key ? storage.publicUrl(key) : null);
  await acceptUploads(app);

  api.get(
    "/api/cities/:city/posts",
    {
      schema: {
        tags,
        summary: "A page of the city's feed, newest first (members only; keyset cursor)",
        params: citySlugParams,
        querystring: feedQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const city = await findCityForMember(db, request.params.city, viewer);
      return listPosts(db, {
        cityId: city.id,
        citySlug: city.slug,
        viewer,
        cursor: request.query.cursor,
        limit: request.query.limit,
        imageUrl,
      });
    },
  );

  // JSON for text only; multipart/form-data (fields "content" and "image") with a photo.
  api.post(
    "/api/cities/:city/posts",
    {
      schema: {
        tags,
        summary: "Post to a city's feed: text, optionally with one image (active members only)",
        params: citySlugParams,
        response: { 201: postSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      if (!viewer) throw unauthorized(postMessages.loginToPost);
      const city = await findCityForMember(
        db,
        request.params.city,
        viewer,
        postMessages.membersOnly,
      );
      // Before reading the body: a refused request costs neither the upload nor a decode.
      await enforceRateLimit(db, reply, "post", viewer.id);
      if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
      const { content, image } = await readPostSubmission(request);
      const stored = image ? await storeImage(storage, image, { purpose: "post" }) : null;
      let id: string;
      try {
        const [row] = await db
          .insert(posts)
          .values({
            cityId: city.id,
            userId: viewer.id,
            content,
            imageKey: stored?.key ?? null,
            thumbnailKey: stored?.thumbnailKey ?? null,
          })
          .returning({ id: posts.id });
        id = row?.id ?? "";
      } catch (error) {
        if (stored) await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
        throw error;
      }
      await events.publish({ city: city.slug, type: "post.created", id, actorId: viewer.id });
      const page = await listPosts(db, {
        cityId: city.id,
        citySlug: city.slug,
        viewer,
        postId: id,
        limit: 1,
        imageUrl,
      });
      const created = page.posts[0];
      if (!created) throw new Error("the new post is missing from the feed");
      return reply.status(201).send(created);
    },
  );

  api.delete(
    "/api/posts/:id",
    {
      schema: {
        tags,
        summary: "Delete a post (its author or an admin)",
        params: postIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { post, citySlug } = await findPost(db, request.params.id);
      if (post.userId !== viewer.id && !viewer.isAdmin) throw forbidden();
      await db.delete(posts).where(eq(posts.id, post.id));
      const keys = [post.imageKey, post.thumbnailKey].filter((key): key is string => Boolean(key));
      if (keys.length) await deleteStoredImage(storage, keys);
      await events.publish({
        city: citySlug,
        type: "post.deleted",
        id: post.id,
        actorId: viewer.id,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/posts/:id/reactions",
    {
      schema: {
        tags,
        summary: "React: the same reaction again removes it, another one replaces it",
        params: postIdParams,
        body: reactSchema,
        response: { 200: reactionStateSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      if (!viewer) throw unauthorized(postMessages.loginToReact);
      const { post, citySlug } = await findPost(db, request.params.id);
      await requireMemberOrAdmin(db, viewer, post.cityId);
      await enforceRateLimit(db, reply, "reaction", viewer.id);
      const state = await toggleReaction(db, post.id, viewer.id, request.body.type);
      await events.publish({
        city: citySlug,
        type: "reaction.changed",
        id: post.id,
        postId: post.id,
        actorId: viewer.id,
      });
      return state;
    },
  );
}

async function readPostSubmission(request: FastifyRequest) {
  if (request.isMultipart()) {
    const { file, fields } = await readUpload(request);
    return { content: parseContent(fields.content), image: file };
  }
  return { content: parseContent((request.body as { content?: unknown } | null)?.content) };
}

function parseContent(value: unknown): string {
  const parsed = createPostSchema.safeParse({ content: value });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? postMessages.emptyPost);
  return parsed.data.content;
}
