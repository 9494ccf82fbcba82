// A post's photo set and content warning (issue 35), without zod: the composer imports
// these at once; contracts/posts.ts re-exports them with the schemas (decision 037).
import { defineMessages } from "./i18n/define-messages.ts";
import { maxEntryPhotos } from "./listing-parts-rules.ts";

export const postPhotoLimits = {
  /** The listings' limit (decision 022): the same pipeline, the same count. */
  photosMax: maxEntryPhotos,
  altMax: 1500,
  warningMax: 100,
} as const;

/**
 * The refusals and words of photo sets and warnings. Limits are written into the words,
 * as the extractor needs them literal; post-photos.test keeps them equal to the limits.
 */
export const postPhotoMessages = defineMessages({
  tooManyPhotos: {
    id: "posts.tooManyPhotos",
    defaultMessage: "A post can have at most 8 photos.",
  },
  altTooLong: {
    id: "posts.altTooLong",
    defaultMessage: "A photo description can be at most 1500 characters.",
  },
  altWithoutPhoto: {
    id: "posts.altWithoutPhoto",
    defaultMessage: "Each photo description needs its photo.",
  },
  warningTooLong: {
    id: "posts.warningTooLong",
    defaultMessage: "A content warning can be at most 100 characters.",
  },
  offlinePhotos: {
    id: "posts.offlinePhotos",
    defaultMessage:
      "You're offline. A post with more than one photo can only be sent while you're online; remove photos or try again once you're connected.",
  },
});

/** The form field that carries the alt text of the photo at `index` (0 for the first). */
export const altField = (index: number) => `alt${index}`;
export const warningField = "contentWarning";

/** A warning as it is stored: trimmed, and null when blank. */
export const cleanWarning = (value: string | null | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};
