import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { MessagePhoto } from "../../../contracts/messages.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { messagePhotoWords } from "./message-photo-words.ts";

/**
 * A message's photos full size (the lightbox the listings use: previous and next,
 * arrow keys, Escape, swipe). MessagePhotos loads it lazily when a photo is tapped.
 */
export default function MessagePhotoViewer({
  photos,
  index,
  onClose,
}: {
  photos: readonly MessagePhoto[];
  index: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const count = photos.length;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos.map((photo, i) => ({
        src: photo.url,
        width: photo.width,
        height: photo.height,
        alt: photo.alt ?? intl.formatMessage(messagePhotoWords.photoOf, { number: i + 1, count }),
      }))}
      labels={{
        Previous: intl.formatMessage(messagePhotoWords.previous),
        Next: intl.formatMessage(messagePhotoWords.next),
        Close: intl.formatMessage(messagePhotoWords.close),
        Lightbox: intl.formatMessage(messagePhotoWords.viewer),
        Carousel: intl.formatMessage(messagePhotoWords.photos),
        Slide: intl.formatMessage(messagePhotoWords.photo),
      }}
      plugins={count > 1 ? [Counter] : []}
      carousel={{ finite: true }}
      render={count === 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
    />
  );
}
