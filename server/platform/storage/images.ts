import sharp from "sharp";
import { uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import { ConcurrencyLimit } from "../http/concurrency-limit.ts";
import { AppError, badRequest } from "../http/errors.ts";

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
}

// Decided by the bytes themselves (sharp's sniffed format), never by name or declared type.
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif"]);

/**
 * Images decoded at once in this process. A 40-megapixel image takes about
 * 160 MB of pixels while decoded; eight parallel uploads must not add eight
 * times that. Waiting uploads hold only their compressed bytes (at most 10 MB).
 */
export const imageDecodes = new ConcurrencyLimit(2);

const unsupported = () => new AppError("UNSUPPORTED_IMAGE", 400, uploadMessages.unsupportedType);
const tooManyPixels = () => new AppError("IMAGE_TOO_LARGE", 400, uploadMessages.tooManyPixels);

/**
 * Turns an untrusted upload into a safe WebP plus a thumbnail: checks the content,
 * refuses decompression bombs, applies EXIF orientation, drops every piece of
 * metadata (EXIF incl. GPS, XMP, IPTC, ICC; colours are converted to sRGB) and
 * shrinks to fit `maxDimension` without ever enlarging.
 * Animated GIF/WebP keep only their first frame: one still image is what every
 * screen shows, and it bounds the work per upload.
 * At most `imageDecodes.limit` images are processed at once; the rest queue.
 */
export async function processImage(
  input: Buffer,
  options: { maxDimension: number; thumbnailDimension?: number },
): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest(uploadMessages.noImage);
  if (input.length > uploadLimits.maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", 413, uploadMessages.tooLarge);
  }
  return imageDecodes.run(() => decodeAndEncode(input, options));
}

async function decodeAndEncode(
  input: Buffer,
  options: { maxDimension: number; thumbnailDimension?: number },
): Promise<ProcessedImage> {
  const source = sharp(input, {
    // Checked against the declared size before decoding, so a tiny file claiming
    // 20000x20000 pixels never gets memory allocated for its pixels.
    limitInputPixels: uploadLimits.maxPixels,
    autoOrient: true,
    // Tolerate the harmless warnings many phone JPEGs carry; corrupt data still fails.
    failOn: "error",
  });
  let format: string | undefined;
  try {
    format = (await source.metadata()).format;
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
  if (!format || !acceptedFormats.has(format)) throw unsupported();

  const fitWithin = (size: number) =>
    ({ width: size, height: size, fit: "inside", withoutEnlargement: true }) as const;
  try {
    const main = await source
      .resize(fitWithin(options.maxDimension))
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    // From the already cleaned and shrunk image: the original is decoded only once.
    const thumbnail = await sharp(main.data)
      .resize(fitWithin(options.thumbnailDimension ?? 400))
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      image: main.data,
      thumbnail: thumbnail.data,
      width: main.info.width,
      height: main.info.height,
      contentType: "image/webp",
    };
  } catch (error) {
    // A header that parses but pixel data that does not is not an image we can use.
    throw isPixelLimit(error) ? tooManyPixels() : unsupported();
  }
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);
