import { X } from "lucide-react";
import type { LinkPreview } from "../../../contracts/link-previews.ts";
import { Button } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

export const linkPreviewCardMessages = defineMessages({
  removePreview: { id: "posts.linkPreview.remove", defaultMessage: "Remove preview" },
  previewOf: { id: "posts.linkPreview.label", defaultMessage: "Link preview: {title}" },
});

/**
 * A link's card (issue 35): the linked page's image, site, title and description, the
 * whole card one link to the page. The image is our own re-encoded copy (never the
 * page's); every word is the page's, marked as content. In the composer it carries
 * "Remove preview" (`onRemove`), and the post is then sent without a card.
 */
export function LinkPreviewCard({
  preview,
  onRemove,
  disabled = false,
}: {
  preview: LinkPreview;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const title = preview.title ?? preview.siteName ?? new URL(preview.url).hostname;
  return (
    <div className="relative min-w-0">
      <a
        href={preview.url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        aria-label={intl.formatMessage(linkPreviewCardMessages.previewOf, { title })}
        data-link-preview=""
        className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50/60 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean-600"
      >
        {preview.imageUrl && (
          <img
            src={preview.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[1.91/1] max-h-72 w-full bg-slate-200 object-cover"
          />
        )}
        <span className="flex min-w-0 flex-col gap-0.5 px-3.5 py-2.5">
          {preview.siteName && (
            <span
              data-user-content
              className="truncate text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {preview.siteName}
            </span>
          )}
          <span
            data-user-content
            className="line-clamp-2 font-semibold break-words text-slate-900 [overflow-wrap:anywhere]"
          >
            {title}
          </span>
          {preview.description && (
            <span
              data-user-content
              className="line-clamp-2 text-sm break-words text-slate-700 [overflow-wrap:anywhere]"
            >
              {preview.description}
            </span>
          )}
        </span>
      </a>
      {onRemove && (
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={onRemove}
          className="absolute top-2 right-2 rounded-full shadow-md"
        >
          <X aria-hidden="true" className="size-4" />
          {intl.formatMessage(linkPreviewCardMessages.removePreview)}
        </Button>
      )}
    </div>
  );
}
