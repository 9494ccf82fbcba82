import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isPrivateUploadKey, uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import { refusalMessages, retryAfterSeconds } from "../../platform/http/error-handler.ts";
import { AppError, notFound } from "../../platform/http/errors.ts";
import { lingeringClose } from "../../platform/http/lingering-close.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { formLimits } from "./read-upload.ts";

const imageTypes = new Set<string>(uploadLimits.acceptedTypes);
/** The process (EMFILE) or the system (ENFILE) has no file handle to spare just now. */
const busyCodes = new Set(["EMFILE", "ENFILE", "EAGAIN"]);

/**
 * Lets the routes of `scope` read multipart uploads. Register it only in the
 * scopes of routes that take files: the plugin adds hooks to every request it covers.
 */
export async function acceptUploads(scope: FastifyInstance) {
  await scope.register(multipart, {
    // Per-request limits come from readUploads(); these are the ceiling for any route.
    limits: {
      fileSize: uploadLimits.maxBytes,
      files: 8,
      fields: formLimits.maxFields,
      fieldSize: formLimits.maxFieldBytes,
    },
  });
  // An upload answered before it had fully arrived (refused as too large, rate
  // limited, signed out): close the connection rather than read the rest.
  scope.addHook("onResponse", (request, _reply, done) => {
    if (request.raw.complete === false) lingeringClose(request.raw);
    done();
  });
}

/** Both halves on one instance: uploads accepted everywhere, and served. */
export async function registerUploads(app: FastifyInstance, storage: Storage) {
  await acceptUploads(app);
  serveUploads(app, storage);
}

/** The route that serves stored files from either driver. */
export function serveUploads(app: FastifyInstance, storage: Storage) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/uploads/:key",
    {
      schema: {
        tags: ["uploads"],
        summary: "An uploaded image (immutable: every upload gets a new key)",
        params: z.object({ key: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      // A message's photos are served only to its conversation (message-photos.routes.ts).
      if (isPrivateUploadKey(request.params.key)) throw notFound(uploadMessages.notFound);
      const object = await storage.get(request.params.key).catch((error: unknown) => {
        // Out of file handles under load: the file is there, a retry in a moment will get it.
        if (!busyCodes.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
        reply.header("retry-after", String(retryAfterSeconds));
        throw new AppError("UNAVAILABLE", 503, refusalMessages.unavailable);
      });
      if (!object) throw notFound(uploadMessages.notFound);
      return (
        reply
          .header(
            "content-type",
            imageTypes.has(object.contentType) ? object.contentType : "application/octet-stream",
          )
          .header("content-length", object.size)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", "inline")
          // Even a file that somehow is not an image can never run script or load anything.
          .header("content-security-policy", "default-src 'none'")
          .send(object.body)
      );
    },
  );
}
