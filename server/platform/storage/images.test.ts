import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import {
  jpegWithGps,
  pngDeclaring,
  smallPng,
  webpChunks,
} from "../../../tests/support/test-images.ts";
import { AppError } from "../http/errors.ts";
import { processImage } from "./images.ts";

async function refusal(input: Buffer) {
  const error = await processImage(input, { maxDimension: 2048 }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, message } = error as AppError;
  return { status, message };
}

describe("processImage", () => {
  it("strips GPS and all other metadata, auto-rotates and shrinks to fit", async () => {
    const input = await jpegWithGps(3000, 2000);
    // The fixture really carries what must be removed, so this test can fail.
    expect(await exifr.gps(input)).toMatchObject({ latitude: -28 });
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const out = await processImage(input, { maxDimension: 2048, thumbnailDimension: 400 });
    // Orientation 6 means "rotate 90°": the landscape 3000x2000 becomes portrait.
    expect([out.width, out.height]).toEqual([1365, 2048]);
    for (const file of [out.image, out.thumbnail]) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      // Byte-level check of the container: only image data, no EXIF/XMP/ICCP chunks.
      expect(webpChunks(file)).toEqual(["VP8 "]);
      expect(file.includes("GPS")).toBe(false);
      expect(file.includes("CoastalCam")).toBe(false);
    }
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([267, 400]);
  });

  it("detects metadata when it is kept, so the chunk check above means something", async () => {
    const kept = await sharp(await jpegWithGps(60, 40))
      .webp()
      .keepMetadata()
      .toBuffer();
    expect(webpChunks(kept)).toContain("EXIF");
  });

  it("converts a wide-gamut (Display P3) photo to sRGB and drops its ICC profile", async () => {
    const p3 = await sharp(await smallPng())
      .jpeg()
      .withIccProfile("p3")
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const out = await processImage(p3, { maxDimension: 512 });
    const meta = await sharp(out.image).metadata();
    expect([meta.icc, meta.space]).toEqual([undefined, "srgb"]);
  });

  it("never enlarges a small image and accepts PNG, WebP and GIF by content", async () => {
    const png = await smallPng(64, 48);
    const inputs = [
      png,
      await sharp(png).webp().toBuffer(),
      await sharp(png).gif().toBuffer(),
      await sharp(png).jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const out = await processImage(input, { maxDimension: 512 });
      expect([out.width, out.height]).toEqual([64, 48]);
      expect((await sharp(out.image).metadata()).format).toBe("webp");
    }
  });

  it("keeps only the first frame of an animated GIF", async () => {
    // Three 32x32 frames: red, green, blue.
    const pixels = Buffer.alloc(32 * 96 * 3);
    for (let i = 0; i < 32 * 96; i++) pixels[i * 3 + Math.floor(i / (32 * 32))] = 255;
    const gif = await sharp(pixels, { raw: { width: 32, height: 96, channels: 3, pageHeight: 32 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const out = await processImage(gif, { maxDimension: 512 });
    const meta = await sharp(out.image).metadata();
    expect([meta.pages ?? 1, out.width, out.height]).toEqual([1, 32, 32]);
    const { dominant } = await sharp(out.image).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g + dominant.b).toBeLessThan(60);
  });

  it("refuses files that are not JPEG, PNG, WebP or GIF, whatever their name", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    const textRenamedJpg = Buffer.from("holiday-photo.jpg is really just text\n");
    const tiff = await sharp(await smallPng())
      .tiff()
      .toBuffer();
    for (const input of [svg, html, pdf, textRenamedJpg, tiff]) {
      expect(await refusal(input)).toEqual({
        status: 400,
        message: uploadMessages.unsupportedType,
      });
    }
  });

  it("refuses an empty upload and anything over 10 MB, accepting exactly 10 MB", async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual({
      status: 400,
      message: uploadMessages.noImage,
    });
    // A real JPEG padded with trailing bytes: only the size differs between the two.
    const jpeg = await sharp(await smallPng())
      .jpeg()
      .toBuffer();
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect(await refusal(padded(uploadLimits.maxBytes + 1))).toEqual({
      status: 413,
      message: uploadMessages.tooLarge,
    });
    const atLimit = await processImage(padded(uploadLimits.maxBytes), { maxDimension: 2048 });
    expect(atLimit.width).toBe(64);
  });

  it("refuses decompression bombs: a tiny file declaring 20000x20000, a real 41 MP PNG", async () => {
    const declared = await pngDeclaring(20_000, 20_000);
    expect(declared.length).toBeLessThan(200);
    expect(await refusal(declared)).toEqual({ status: 400, message: uploadMessages.tooManyPixels });

    const real = await sharp({
      create: { width: 6400, height: 6400, channels: 3, background: "#000" },
    })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(real.length).toBeLessThan(uploadLimits.maxBytes);
    expect(await refusal(real)).toEqual({ status: 400, message: uploadMessages.tooManyPixels });
  });
});
