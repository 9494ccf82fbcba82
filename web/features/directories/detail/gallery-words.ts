import { defineMessages } from "../../../lib/i18n/use-intl.ts";

/** The photo gallery's and its full-screen viewer's words (decision 063). */
export const galleryWords = defineMessages({
  none: { id: "directories.gallery.none", defaultMessage: "No photos" },
  alt: { id: "directories.gallery.alt", defaultMessage: "{title} ({number} of {count})" },
  fullScreen: { id: "directories.gallery.fullScreen", defaultMessage: "View full screen" },
  photos: { id: "directories.gallery.photos", defaultMessage: "Photos" },
  show: { id: "directories.gallery.show", defaultMessage: "Show photo {number} of {count}" },
  previous: { id: "directories.gallery.previous", defaultMessage: "Previous photo" },
  next: { id: "directories.gallery.next", defaultMessage: "Next photo" },
  close: { id: "directories.gallery.close", defaultMessage: "Close photo viewer" },
  viewer: { id: "directories.gallery.viewer", defaultMessage: "Photo viewer" },
  photo: { id: "directories.gallery.photo", defaultMessage: "Photo" },
});
