import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownProfileSchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer } from "../../session/session.ts";
import { readUpload } from "../uploads/read-upload.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { replaceAvatar } from "./avatar.service.ts";

export async function avatarRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  await acceptUploads(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/profile/avatar",
    {
      schema: {
        tags: ["profiles"],
        summary: "Replace my avatar: multipart/form-data with one image in the field 'avatar'",
        consumes: ["multipart/form-data"],
        response: { 200: ownProfileSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      await enforceRateLimit(db, reply, "upload", viewer.id);
      const { file } = await readUpload(request);
      return replaceAvatar(context, { viewer, image: file });
    },
  );
}
