// Upload limits and words without zod: the web imports these, contracts/uploads.ts
// re-exports them with the reply schema (decision 037).

import { byDirectoryKind, directoryKinds } from "./directory-kinds.ts";
import { defineMessages, englishOf } from "./i18n/define-messages.ts";

// Product decision 25: what may be uploaded, how big, and how many per item.
export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Width x height; refuses decompression bombs before any pixel is decoded. */
  maxPixels: 40_000_000,
  acceptedTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
} as const;

export const imagePurposes = [
  "avatar",
  "post",
  ...directoryKinds,
  "event",
  "city",
  "message",
] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/**
 * Purposes whose files are never served at /uploads/:key: a message's photos are
 * served only to those who may read its conversation (issue 32, decision 072).
 * Keys start with their purpose (server/platform/storage/store-image.ts).
 */
export const privateImagePurposes = ["message"] as const satisfies readonly ImagePurpose[];
export const isPrivateUploadKey = (key: string) =>
  privateImagePurposes.some((purpose) => key.startsWith(`${purpose}-`));

/** How many images one item may carry (product decision 25). */
export const maxImagesPerItem: Record<ImagePurpose, number> = {
  avatar: 1,
  post: 1,
  ...byDirectoryKind((row) => row.maxImages),
  event: 1,
  city: 1,
  message: 4,
};

export const uploadWords = defineMessages({
  unsupportedType: {
    id: "uploads.unsupportedType",
    defaultMessage: "Only JPEG, PNG, WebP or GIF images can be uploaded.",
  },
  tooLarge: { id: "uploads.tooLarge", defaultMessage: "Images must be 10 MB or smaller." },
  noImage: { id: "uploads.noImage", defaultMessage: "You must select an image to upload." },
  tooManyPixels: {
    id: "uploads.tooManyPixels",
    defaultMessage: "Images must be 40 megapixels or smaller.",
  },
  notFound: { id: "uploads.notFound", defaultMessage: "Image not found." },
  unreadable: {
    id: "uploads.unreadable",
    defaultMessage: "The upload could not be read. Please try again.",
  },
  storageFull: {
    id: "uploads.storageFull",
    defaultMessage: "There is no room to store images right now. Please try again later.",
  },
  tooManyImages: {
    id: "uploads.tooManyImages",
    defaultMessage:
      "{max, plural, one {You can upload at most # image.} other {You can upload at most # images.}}",
  },
});

/** The English words: many callers pass them as text; the server translates them by their words. */
export const uploadMessages = englishOf(uploadWords);

export const tooManyImagesMessage = (max: number) =>
  `You can upload at most ${max} image${max === 1 ? "" : "s"}.`;

/** The same refusal as a message with its value, which the server says in the request's language. */
export const tooManyImagesWords = (max: number) => ({
  descriptor: uploadWords.tooManyImages,
  values: { max },
});
