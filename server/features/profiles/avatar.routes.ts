import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownProfileSchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../app.ts";
import { profiles } from "../../db/schema.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { requireViewer } from "../../lib/session.ts";
import { uploadsPath } from "../../lib/storage/storage.ts";
import { readUpload } from "../uploads/read-upload.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";
import { loadOwnProfile } from "./own-profile.ts";

/** Keys of the files behind an avatar URL we stored (main image and its thumbnail). */
function avatarKeys(url: string | null): string[] {
  const prefix = uploadsPath("");
  if (!url?.startsWith(prefix)) return [];
  const key = url.slice(prefix.length);
  return [key, key.replace(/\.webp$/, "-thumb.webp")];
}

export async function avatarRoutes(app: FastifyInstance, { auth, db, storage }: AppContext) {
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
        await db
          .update(profiles)
          .set({ avatarUrl: image.url, updatedAt: new Date() })
          .where(eq(profiles.id, viewer.id));
      } catch (error) {
        await deleteStoredImage(storage, [image.key, image.thumbnailKey]);
        throw error;
      }
      await deleteStoredImage(storage, avatarKeys(before?.avatarUrl ?? null));
      return loadOwnProfile(db, viewer);
    },
  );
}
