import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../platform/http/errors.ts";
import { readUploads } from "./read-upload.ts";

const unsupportedMediaType = () =>
  new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    415,
    'Send this form as JSON, or as multipart/form-data with a JSON "data" field and image files.',
  );

/** The first of the contract's messages, as a 400 VALIDATION refusal. */
export function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError("VALIDATION", 400, parsed.error.issues[0]?.message ?? "Invalid request");
}

/**
 * A form with fields and up to `maxFiles` images (a listing, a property): either
 * a JSON body (no images), or multipart/form-data whose "data" field is the same
 * JSON as text and whose file parts are the images in display order. The fields
 * are checked against `schema` here; the images are checked by storeImage.
 * Anything else is a 415.
 */
export async function readFormWithImages<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  options: { maxFiles: number },
): Promise<{ data: z.output<Schema>; files: Buffer[] }> {
  if (request.isMultipart()) {
    const { files, fields } = await readUploads(request, {
      maxFiles: options.maxFiles,
      filesRequired: false,
    });
    let data: unknown;
    try {
      data = JSON.parse(fields.data ?? "{}");
    } catch {
      throw new AppError("BAD_REQUEST", 400, 'The "data" field must be JSON.');
    }
    return { data: parseOrRefuse(schema, data), files };
  }
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\b/i.test(type)) throw unsupportedMediaType();
  return { data: parseOrRefuse(schema, request.body ?? {}), files: [] };
}
