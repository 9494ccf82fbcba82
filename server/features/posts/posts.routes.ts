import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import {
  createPostSchema,
  feedQuerySchema,
  postMessages,
  postPageSchema,
  postSchema,
  reactionStateSchema,
  reactSchema,
} from "../../../contracts/posts.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor, isAuthor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { wantsLinkPreview } from "../link-previews/post-link-preview.ts";
import { recordRemoval, requireRemovalReason } from "../moderation/content-removal.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { feedPage, feedPageTables } from "./feed-page.ts";
import { mentionsRoutes } from "./mentions.routes.ts";
import { postPhotosRoutes } from "./post-photos.routes.ts";
import { parseWarning, readPostForm } from "./post-photos.service.ts";
import { createPost, deletePost, findPost, listPosts, refuseTombstone } from "./posts.service.ts";
import { toggleReaction } from "./reactions.service.ts";

const tags = ["posts"];
const postIdParams = z.object({ id: z.uuid(postMessages.postNotFound.defaultMessage) });

export async function postsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await acceptUploads(app);
  // A member's feed pages, until a post, reaction, comment, membership, profile or city changes.
  const feedPages = context.readCaches.create(feedPageTables);
  await postPhotosRoutes(app, context);
  await mentionsRoutes(app, context);

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
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { cursor, limit, tag } = request.query;
      const citySlug = request.params.city.toLowerCase();
      // Whatever the page shows depends on these and on nothing else of the viewer's.
      const key = `${viewer.id} ${viewer.isAdmin} ${citySlug} ${limit} ${cursor ?? ""} ${tag ?? ""}`;
      return feedPages.reply(reply, key, postPageSchema, () =>
        feedPage(context, { citySlug, viewer, cursor, limit, tag }),
      );
    },
  );

  // JSON for text only; multipart/form-data with photos (post-photos.service.ts readPostForm).
  api.post(
    "/api/cities/:city/posts",
    {
      schema: {
        tags,
        summary:
          "Post to a city's feed: text, optionally a content warning and up to 8 photos with alt text (active members only)",
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: postSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, postMessages.loginToPost);
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "create", { kind: "post", authorId: null, cityId: city.id });
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          // Before reading the body: a refused request costs neither the upload nor a decode.
          limit: async () => {
            await enforceRateLimit(db, reply, "post", viewer.id);
            if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
          },
          read: () => readPostSubmission(request),
          create: (submission) => createPost(context, { city, viewer, actor, ...submission }),
        },
      );
    },
  );

  // A post's own page (what notifications, search and the Saved list link to): the post as
  // the feed's card shows it, under the feed's policy (members of its city; admins, 067).
  api.get(
    "/api/posts/:id",
    {
      schema: {
        tags,
        summary: "One post as the feed shows it (members of its city only)",
        params: postIdParams,
        response: { 200: postSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { post, citySlug } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: post.cityId });
      const { items } = await listPosts(context, {
        cityId: post.cityId,
        citySlug,
        viewer,
        actor,
        postId: post.id,
        limit: 1,
      });
      // Removed between the two reads.
      if (!items[0]) throw notFound(postMessages.postNotFound);
      return items[0];
    },
  );

  api.delete(
    "/api/posts/:id",
    {
      schema: {
        tags,
        summary:
          "Delete a post (its author; or an admin or a moderator of its city, with a reason the author is told)",
        params: postIdParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { post, citySlug } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "delete", { kind: "post", authorId: post.userId, cityId: post.cityId });
      // Someone else's post removed is moderation: the author is told why, and the log keeps it.
      const removal = requireRemovalReason(!isAuthor(actor, post.userId), request.body);
      await deletePost(context, { post, citySlug, viewer });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: "post",
          id: post.id,
          title: post.content.slice(0, 80),
          cityId: post.cityId,
          authorId: post.userId,
          removal,
        });
      }
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
      const viewer = await requireViewer(auth, request, postMessages.loginToReact);
      const { post, citySlug } = await findPost(db, request.params.id);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "react", { kind: "post", authorId: post.userId, cityId: post.cityId });
      refuseTombstone(post);
      await enforceRateLimit(db, reply, "reaction", viewer.id);
      return toggleReaction(context, { post, citySlug, viewer, type: request.body.type });
    },
  );
}

async function readPostSubmission(request: FastifyRequest) {
  if (request.isMultipart()) {
    const { fields, ...extras } = await readPostForm(request);
    const linkPreview = wantsLinkPreview(fields.linkPreview);
    return { content: parseContent(fields.content), ...extras, linkPreview };
  }
  const body = request.body as {
    content?: unknown;
    contentWarning?: unknown;
    linkPreview?: unknown;
  } | null;
  const contentWarning = parseWarning(body?.contentWarning);
  const linkPreview = wantsLinkPreview(body?.linkPreview);
  return { content: parseContent(body?.content), files: [], alts: [], contentWarning, linkPreview };
}

function parseContent(value: unknown): string {
  const parsed = createPostSchema.safeParse({ content: value });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? postMessages.emptyPost);
  return parsed.data.content;
}
