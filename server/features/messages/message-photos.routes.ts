import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendMessageFormSchema, sendMessageSchema } from "../../../contracts/messages.ts";
import { messageLimits, messageWords } from "../../../contracts/messages-rules.ts";
import { isPrivateUploadKey, uploadMessages } from "../../../contracts/uploads.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, badRequest, notFound } from "../../platform/http/errors.ts";
import { actorFor } from "../../policies/actor.ts";
import { requireViewer } from "../../session/session.ts";
import { parseOrRefuse } from "../uploads/read-form-with-images.ts";
import { readUploads } from "../uploads/read-upload.ts";
import { assertConversation, loadConversation } from "./conversations.service.ts";
import { checkMessagePhotos, isConversationPhoto } from "./message-photos.service.ts";
import { cleanText } from "./message-rules.service.ts";

/**
 * A message as sent: JSON `{ text }` (as before photos), or multipart/form-data with
 * a JSON "data" field (`{ text, alts }`, text may be empty) and up to 4 images. One
 * image too many is read and refused with a 400 in the contract's words, like a
 * listing's ninth photo; any other image is checked by the uploads pipeline.
 */
export async function readMessageForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const { text } = parseOrRefuse(sendMessageSchema, request.body);
    // Only characters that are removed when stored (controls) would make an empty message.
    if (cleanText(text).trim() === "") throw badRequest(messageWords.textRequired);
    return { text, photos: undefined };
  }
  const { files, fields } = await readUploads(request, {
    maxFiles: messageLimits.photosMax + 1,
    filesRequired: false,
  });
  let data: unknown;
  try {
    data = JSON.parse(fields.data ?? "{}");
  } catch {
    throw new AppError("BAD_REQUEST", 400, 'The "data" field must be JSON.');
  }
  const { text, alts } = parseOrRefuse(sendMessageFormSchema, data);
  checkMessagePhotos({ text: cleanText(text), files });
  return { text, photos: { files, alts } };
}

const photoParams = z.object({
  id: z.uuid(messageWords.conversationNotFound.defaultMessage),
  key: z.string().max(200),
});

/**
 * GET /api/conversations/:id/photos/:key: a message photo (or its thumbnail), only
 * to whoever may read the conversation (its participants; a moderator of its city
 * once it was reported). Anyone else gets the same 404 as for a missing photo, and
 * /uploads/:key never serves these keys (decision 072's addendum).
 */
export function messagePhotoRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db, storage } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/conversations/:id/photos/:key",
    {
      schema: {
        tags: ["messages"],
        summary: "A message's photo or thumbnail, for those who may read the conversation",
        params: photoParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, messageWords.loginToMessage);
      const actor = await actorFor(db, request, viewer);
      const { id, key } = request.params;
      const { facts } = await loadConversation(context, id);
      assertConversation(actor, "read", facts);
      if (!isPrivateUploadKey(key) || !(await isConversationPhoto(db, id, key))) {
        throw notFound(uploadMessages.notFound);
      }
      const object = await storage.get(key);
      if (!object) throw notFound(uploadMessages.notFound);
      return (
        reply
          .header("content-type", "image/webp")
          .header("content-length", object.size)
          // Like every answer that depends on the viewer: nothing stays in a shared cache or on disk.
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", "inline")
          .header("content-security-policy", "default-src 'none'")
          .send(object.body)
      );
    },
  );
}
