import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { postPhotoSetSchema } from "../../../contracts/post-photos.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { fullPhotos } from "./post-photos.service.ts";
import { findPost } from "./posts.service.ts";

const postIdParams = z.object({ id: z.uuid(postMessages.postNotFound.defaultMessage) });

/**
 * A post's full-size photos, for the lightbox: the feed carries only thumbnails, so a
 * page stays small and a full image is fetched only when someone opens it (issue 35).
 */
export async function postPhotosRoutes(app: FastifyInstance, context: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/posts/:id/photos",
    {
      schema: {
        tags: ["posts"],
        summary: "A post's photos at full size, in order, with their alt text (its city's members)",
        params: postIdParams,
        response: { 200: postPhotoSetSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(context.auth, request);
      const { post } = await findPost(context.db, request.params.id);
      const actor = await actorFor(context.db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: post.cityId });
      return fullPhotos(context, post.id);
    },
  );
}
