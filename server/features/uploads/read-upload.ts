import type { FastifyRequest } from "fastify";
import { tooManyImagesMessage, uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import { AppError, badRequest } from "../../lib/errors.ts";

export interface UploadForm {
  /** Every non-empty file part, in the order sent. */
  files: Buffer[];
  /** Plain text fields sent alongside (e.g. a post's text); the last value wins. */
  fields: Record<string, string>;
}

// Enough for any of our forms; bounds the work a hostile request can cause.
const maxFields = 30;
const maxFieldBytes = 64 * 1024;

/**
 * Reads a multipart/form-data request with up to `maxFiles` images (8 for
 * listings and properties, 1 elsewhere) and its text fields. A file over 10 MB
 * stops reading at the limit and becomes a 413 with the product's message.
 */
export async function readUploads(
  request: FastifyRequest,
  options: { maxFiles: number },
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.noImage);
  const form: UploadForm = { files: [], fields: {} };
  try {
    const parts = request.parts({
      limits: {
        fileSize: uploadLimits.maxBytes,
        files: options.maxFiles,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: options.maxFiles + maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const buffer = await part.toBuffer();
        // Browsers send an empty part for a file input left blank.
        if (buffer.length > 0) form.files.push(buffer);
      } else if (typeof part.value === "string") {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translate(error, options.maxFiles);
  }
  if (form.files.length === 0) throw badRequest(uploadMessages.noImage);
  return form;
}

/** Exactly one image (avatars, posts, restaurants, shops, events). */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const { files, fields } = await readUploads(request, { maxFiles: 1 });
  return { file: files[0] as Buffer, fields };
}

// @fastify/multipart's own errors carry English developer text; give users ours.
function translate(error: unknown, maxFiles: number) {
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", 413, uploadMessages.tooLarge);
    case "FST_FILES_LIMIT":
      return badRequest(tooManyImagesMessage(maxFiles));
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return badRequest("Too many form fields.");
    default:
      // Busboy's own errors ("Boundary not found", "Unexpected end of form") carry no
      // status: a body that isn't readable multipart is the request's fault, not ours.
      return (error as { statusCode?: number }).statusCode
        ? error
        : badRequest(uploadMessages.noImage);
  }
}
