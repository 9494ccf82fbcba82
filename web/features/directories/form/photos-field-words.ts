import { defineMessages } from "../../../lib/i18n/use-intl.ts";

/** The photo picker's words (decision 063), apart so the picker stays short. */
export const photoWords = defineMessages({
  tooMany: {
    id: "directories.photos.tooMany",
    defaultMessage:
      "A listing can have at most {max} photos. {left, plural, one {# photo was} other {# photos were}} not added.",
  },
  legend: { id: "directories.photos.legend", defaultMessage: "Photos" },
  hint: {
    id: "directories.photos.hint",
    defaultMessage:
      "Up to {max} photos (JPEG, PNG, WebP or GIF, 10 MB each). The first one is the cover.",
  },
  chosen: { id: "directories.photos.chosen", defaultMessage: "{count} of {max} chosen." },
  photo: { id: "directories.photos.photo", defaultMessage: "Photo {number}" },
  cover: { id: "directories.photos.cover", defaultMessage: "Cover" },
  remove: { id: "directories.photos.remove", defaultMessage: "Remove photo {number}" },
  removeShort: { id: "directories.photos.removeShort", defaultMessage: "Remove" },
  earlier: { id: "directories.photos.earlier", defaultMessage: "Move photo {number} earlier" },
  later: { id: "directories.photos.later", defaultMessage: "Move photo {number} later" },
  add: { id: "directories.photos.add", defaultMessage: "Add photos" },
  addMore: { id: "directories.photos.addMore", defaultMessage: "Add more photos" },
  full: { id: "directories.photos.full", defaultMessage: "That is the most a listing can have." },
  upload: { id: "directories.photos.upload", defaultMessage: "Photo upload" },
  uploading: { id: "directories.photos.uploading", defaultMessage: "Uploading photos… {percent}%" },
  processing: { id: "directories.photos.processing", defaultMessage: "Processing photos…" },
});
