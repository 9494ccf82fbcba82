import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownProfileSchema } from "../../../contracts/profiles.ts";
import { profiles } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { unauthorized } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { requireViewer } from "../../lib/session.ts";
import { readUpload } from "../uploads/read-upload.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { avatarKeys } from "./avatar-keys.ts";
import { loadOwnProfile } from "./own-profile.ts";

export async function avatarRoutes(app: FastifyInstance, { auth, db, storage }: AppContext) {
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
      const image = await storeImage(storage, file, { purpose: "avatar" });
      const [before] = await db
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, viewer.id));
      try {
        const updated = await db
          .update(profiles)
          .set({ avatarUrl: image.url, updatedAt: new Date() })
          .where(eq(profiles.id, viewer.id))
          .returning({ id: profiles.id });
        // The account was deleted while the image was being processed.
        if (updated.length === 0) throw unauthorized();
      } catch (error) {
        await deleteStoredImage(storage, [image.key, image.thumbnailKey]);
        throw error;
      }
      await deleteStoredImage(storage, avatarKeys(before?.avatarUrl ?? null));
      return loadOwnProfile(db, viewer);
    },
  );
}
