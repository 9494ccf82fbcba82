import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  linkPreviewMessages,
  linkPreviewReplySchema,
  linkPreviewRequestSchema,
  normalizeLinkUrl,
} from "../../../contracts/link-previews.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { requireViewer } from "../../session/session.ts";
import { previewFor, sweepUnusedPreviews, toLinkPreview } from "./link-previews.service.ts";

const tags = ["posts"];
const sweepEveryMs = 60 * 60 * 1000;

/** The composer's card for the link being typed (issue 35): what the post will show. */
export async function linkPreviewsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/link-previews",
    {
      schema: {
        tags,
        summary:
          "The card a post linking this URL will show (signed in; cached a day; http(s) on public addresses only)",
        body: linkPreviewRequestSchema,
        response: { 200: linkPreviewReplySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const url = normalizeLinkUrl(request.body.url);
      if (!url) throw badRequest(linkPreviewMessages.notALink);
      // Each ask may make the server fetch a page: counted per member, cached or not.
      await enforceRateLimit(db, reply, "linkPreview", viewer.id);
      return { preview: toLinkPreview(context.storage, await previewFor(context, url)) };
    },
  );

  schedulePeriodicSweep(app, {
    what: "Unused link preview sweep",
    everyMs: sweepEveryMs,
    sweep: () => sweepUnusedPreviews(context),
  });
}
