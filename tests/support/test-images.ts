// Real images for the upload tests, made with sharp itself (not a *.test.ts file,
// so vitest does not collect it).
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A 3000x2000 camera-style JPEG tagged with GPS (Gold Coast) and EXIF orientation 6. */
export async function jpegWithGps(width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "CoastalCam", Model: "Test 1" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "28/1 0/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "153/1 25/1 0/1",
      },
    })
    .toBuffer();
}

export const smallPng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: "#e76f51" } })
    .png()
    .toBuffer();

/** A valid 1x1 PNG whose header is rewritten to declare width x height: a tiny bomb. */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await smallPng(1, 1));
  // IHDR: length(8..11) type(12..15) width(16..19) height(20..23) ... crc(29..32)
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The ids of the chunks in a RIFF (WebP) file, e.g. ["VP8 "] or ["VP8X","ICCP","VP8 ","EXIF"]. */
export function webpChunks(webp: Buffer): string[] {
  if (webp.toString("latin1", 0, 4) !== "RIFF" || webp.toString("latin1", 8, 12) !== "WEBP") {
    throw new Error("not a WebP file");
  }
  const ids: string[] = [];
  for (let offset = 12; offset + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(offset + 4);
    ids.push(webp.toString("latin1", offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return ids;
}
