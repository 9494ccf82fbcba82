import { defineMessages } from "../../lib/i18n/use-intl.ts";

/** The words of photos in messages (issue 32); Spanish in contracts/i18n/es/message-photos.json. */
export const messagePhotoWords = defineMessages({
  attach: { id: "messages.web.photos.attach", defaultMessage: "Add photos" },
  picked: { id: "messages.web.photos.picked", defaultMessage: "Photos to send" },
  tooMany: {
    id: "messages.web.photos.tooMany",
    defaultMessage: "You can add up to 4 photos to a message.",
  },
  remove: { id: "messages.web.photos.remove", defaultMessage: "Remove photo {number}" },
  altLabel: {
    id: "messages.web.photos.altLabel",
    defaultMessage: "Describe photo {number} (optional)",
  },
  altPlaceholder: {
    id: "messages.web.photos.altPlaceholder",
    defaultMessage: "Description (optional)",
  },
  upload: { id: "messages.web.photos.upload", defaultMessage: "Photo upload" },
  uploading: {
    id: "messages.web.photos.uploading",
    defaultMessage: "Uploading photos… {percent}%",
  },
  processing: { id: "messages.web.photos.processing", defaultMessage: "Processing photos…" },
  photoOf: { id: "messages.web.photos.photoOf", defaultMessage: "Photo {number} of {count}" },
  summary: {
    id: "messages.web.photos.summary",
    defaultMessage: "{count, plural, one {# photo} other {# photos}}",
  },
  viewer: { id: "messages.web.photos.viewer", defaultMessage: "Photo viewer" },
  previous: { id: "messages.web.photos.previous", defaultMessage: "Previous photo" },
  next: { id: "messages.web.photos.next", defaultMessage: "Next photo" },
  close: { id: "messages.web.photos.close", defaultMessage: "Close" },
  photos: { id: "messages.web.photos.photos", defaultMessage: "Photos" },
  photo: { id: "messages.web.photos.photo", defaultMessage: "Photo" },
});
