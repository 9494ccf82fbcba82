import { defineMessages } from "../../lib/i18n/use-intl.ts";

// The words of a post's photos in the feed and the lightbox (issue 35); Spanish in
// contracts/i18n/es/posts.json and post-photos.json.
export const photoMessages = defineMessages({
  alt: { id: "posts.photoAlt", defaultMessage: "Photo shared by {name}" },
  viewerHint: {
    id: "posts.photoViewerHint",
    defaultMessage: "The full-size photo. Press Escape to close.",
  },
  close: { id: "posts.closePhoto", defaultMessage: "Close photo" },
  more: {
    id: "posts.morePhotos",
    defaultMessage: "{count, plural, one {# more photo} other {# more photos}}",
  },
  position: { id: "posts.photoPosition", defaultMessage: "Photo {number} of {count}" },
  previous: { id: "posts.previousPhoto", defaultMessage: "Previous photo" },
  next: { id: "posts.nextPhoto", defaultMessage: "Next photo" },
  noDescription: {
    id: "posts.noPhotoDescription",
    defaultMessage: "No description was added to this photo.",
  },
});
