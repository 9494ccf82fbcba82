import { type PointerEvent, useRef } from "react";
import Lightbox, { type ControllerRef } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { galleryWords } from "./gallery-words.ts";
import type { GalleryPhoto } from "./photo-gallery.tsx";

// The lightbox's own words for screen readers ("Slide 2 of 5"), in the page's language.
const lightboxLabels = (intl: ReturnType<typeof useIntl>) => ({
  Previous: intl.formatMessage(galleryWords.previous),
  Next: intl.formatMessage(galleryWords.next),
  Close: intl.formatMessage(galleryWords.close),
  Lightbox: intl.formatMessage(galleryWords.viewer),
  Carousel: intl.formatMessage(galleryWords.photos),
  Slide: intl.formatMessage(galleryWords.photo),
});

/** The spec's gallery swipe threshold: a drag must go further than this to change photo. */
export const swipeThresholdPx = 50;

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
  const intl = useIntl();
  const controller = useRef<ControllerRef>(null);
  const start = useRef<{ x: number; y: number; target: EventTarget } | null>(null);
  // The lightbox's own swipe starts at 30 px and then moves on after a few more (not
  // configurable), so it is off and the spec's 50 px is measured here; so is a tap on
  // the backdrop, which the lightbox would also take for the end of any drag there.
  // React's pointer events reach this wrapper from the lightbox's portal.
  const endDrag = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) >= Math.abs(dy)) {
      if (dx < 0) controller.current?.next();
      else controller.current?.prev();
    } else if (Math.hypot(dx, dy) < 10 && event.target === from.target && isBackdrop(from.target)) {
      onClose();
    }
  };
  return (
    <div
      className="contents"
      onPointerDown={(event) => {
        start.current = event.isPrimary
          ? { x: event.clientX, y: event.clientY, target: event.target }
          : null;
      }}
      onPointerUp={endDrag}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
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
          alt: intl.formatMessage(galleryWords.alt, {
            title,
            number: index + 1,
            count: photos.length,
          }),
        }))}
        labels={lightboxLabels(intl)}
        // "2 / 5" in the corner; screen readers hear each slide's "2 of 5" already.
        plugins={photos.length > 1 ? [Counter] : []}
        carousel={{ finite: photos.length <= 2 }}
        controller={{
          ref: controller,
          disableSwipeNavigation: true,
        }}
        // One photo: no previous/next buttons to trip over.
        render={photos.length === 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      />
    </div>
  );
}

/** The space around a photo (the lightbox's slide and its wrapper), not the photo or a button. */
const isBackdrop = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.classList.contains("yarl__slide") || target.classList.contains("yarl__slide_wrapper"));
