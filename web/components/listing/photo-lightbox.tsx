import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { GalleryPhoto } from "./photo-gallery.tsx";

// The lightbox's own words for screen readers ("Slide 2 of 5").
const lightboxLabels = {
  Previous: "Previous photo",
  Next: "Next photo",
  Close: "Close photo viewer",
  Lightbox: "Photo viewer",
  Carousel: "Photos",
  Slide: "Photo",
} as const;

/**
 * The full-screen viewer of a listing's photos (yet-another-react-lightbox: previous
 * and next buttons, arrow keys, Escape, swipe on touch screens; decision 023).
 * PhotoGallery loads it lazily when it first opens.
 */
export default function PhotoLightbox({
  photos,
  title,
  index,
  onView,
  onClose,
}: {
  photos: readonly GalleryPhoto[];
  title: string;
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      // The thumbnail row follows whatever the lightbox was left on.
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      slides={photos.map((photo, index) => ({
        src: photo.url,
        width: photo.width,
        height: photo.height,
        alt: `${title} (${index + 1} of ${photos.length})`,
      }))}
      labels={lightboxLabels}
      // "2 / 5" in the corner; screen readers hear each slide's "2 of 5" already.
      plugins={photos.length > 1 ? [Counter] : []}
      carousel={{ finite: photos.length <= 2 }}
      controller={{ closeOnBackdropClick: true }}
      // One photo: no previous/next buttons to trip over.
      render={photos.length === 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
    />
  );
}
