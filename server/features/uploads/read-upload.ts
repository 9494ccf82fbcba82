import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { tooManyImagesWords, uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import { AppError, badRequest } from "../../platform/http/errors.ts";

export interface UploadForm {
  /** Every non-empty file part, in the order sent. */
  files: Buffer[];
  /** Plain text fields sent alongside (e.g. a post's text); the last value wins. */
  fields: Record<string, string>;
}

// Enough for any of our forms; bounds the work a hostile request can cause.
export const formLimits = {
  maxFields: 30,
  maxFieldBytes: 64 * 1024,
  /** Room for the text fields and the multipart framing on top of the images. */
  overheadBytes: 1024 * 1024,
} as const;

/** The largest whole request a form with `maxFiles` images may be (11 MB for one image). */
export const maxFormBytes = (maxFiles: number) =>
  maxFiles * uploadLimits.maxBytes + formLimits.overheadBytes;

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", 413, uploadMessages.tooLarge);
const tooMany = (maxFiles: number) =>
  new AppError("PAYLOAD_TOO_LARGE", 413, tooManyImagesWords(maxFiles));

/**
 * Reads a multipart/form-data request with up to `maxFiles` images (8 for
 * listings and properties, 1 elsewhere) and its text fields.
 *
 * Refuses as early as it can, and then stops reading: a declared length over
 * the whole-request cap before a byte is read; a file over 10 MB the moment it
 * passes the limit; a body (chunked, without a length) the moment it passes the
 * cap; an image past `maxFiles` as its part header arrives. The refusal goes
 * out while the client is still sending, and the connection is closed after it
 * (acceptUploads), so the rest is never read.
 */
export async function readUploads(
  request: FastifyRequest,
  options: {
    maxFiles: number /** false: a form without files is fine (a listing's photos) */;
    filesRequired?: boolean;
  },
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.noImage);
  const maxBytes = maxFormBytes(options.maxFiles);
  if (Number(request.headers["content-length"] ?? 0) > maxBytes) throw tooLarge();

  const form: UploadForm = { files: [], fields: {} };
  const parts = request
    .parts({
      limits: {
        fileSize: uploadLimits.maxBytes,
        // One more than allowed, so busboy hands us the extra part's header (at
        // the limit it would read and skip that part's bytes, then fail at the end).
        files: options.maxFiles + 1,
        fields: formLimits.maxFields,
        fieldSize: formLimits.maxFieldBytes,
        parts: options.maxFiles + formLimits.maxFields,
      },
    })
    [Symbol.asyncIterator]();
  // The first next() pipes the request into the parser; counting starts in the
  // same tick, before any chunk can flow, so the count sees every byte.
  let nextPart = parts.next();
  const body = watchBodySize(request.raw, maxBytes);
  let reading: Readable | undefined;
  try {
    for (let part = await body.race(nextPart); !part.done; part = await body.race(nextPart)) {
      const { value } = part;
      if (value.type === "file") {
        reading = value.file;
        const full = form.files.length >= options.maxFiles;
        // Browsers send an empty part (no file name) for a file input left blank;
        // any other image past the limit is refused before a byte of it is read.
        if (full && value.filename !== "") throw tooMany(options.maxFiles);
        const buffer = await body.race(readFile(value.file));
        reading = undefined;
        if (buffer.length > 0 && full) throw tooMany(options.maxFiles);
        if (buffer.length > 0) form.files.push(buffer);
      } else if (typeof value.value === "string") {
        form.fields[value.fieldname] = value.value;
      }
      nextPart = parts.next();
    }
  } catch (error) {
    reading?.destroy();
    stopReading(request.raw);
    throw translate(error, options.maxFiles);
  } finally {
    body.stopWatching();
  }
  if (form.files.length === 0 && options.filesRequired !== false) {
    throw badRequest(uploadMessages.noImage);
  }
  return form;
}

/** Exactly one image (avatars, posts, restaurants, shops, events). */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const { files, fields } = await readUploads(request, { maxFiles: 1 });
  return { file: files[0] as Buffer, fields };
}

// busboy stops keeping a file's bytes at the limit but goes on reading the
// rest of it; stop at once instead.
async function readFile(file: Readable): Promise<Buffer> {
  file.once("limit", () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Counts the body's bytes as they arrive; `race` fails as soon as there are too many. */
function watchBodySize(raw: IncomingMessage, maxBytes: number) {
  let received = 0;
  let fail: (error: AppError) => void = () => {};
  const overLimit = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Observed only through race(); never an unhandled rejection.
  overLimit.catch(() => {});
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) fail(tooLarge());
  };
  raw.on("data", count);
  return {
    race: <T>(promise: Promise<T>) => Promise.race([promise, overLimit]),
    stopWatching: () => raw.off("data", count),
  };
}

// Detach the parser and read no further; the connection is closed after the reply.
function stopReading(raw: IncomingMessage) {
  raw.unpipe();
  raw.pause();
}

// @fastify/multipart's own errors carry English developer text; give users ours.
// Anything else thrown while parsing is a malformed body (no boundary, cut
// short): the client's fault, never a 500.
function translate(error: unknown, maxFiles: number) {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FILES_LIMIT":
      return tooMany(maxFiles);
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return badRequest("Too many form fields.");
    default:
      return badRequest(uploadMessages.unreadable);
  }
}
