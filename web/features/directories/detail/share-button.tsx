import { Check, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { Message } from "../../../../contracts/i18n/define-messages.ts";
import { Button } from "../../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";

export const shareMessages = defineMessages({
  copied: { id: "directories.linkCopied", defaultMessage: "Link copied to clipboard!" },
  copyFailed: {
    id: "directories.copyFailed",
    defaultMessage: "Could not copy the link. Copy it from the address bar instead.",
  },
  share: { id: "directories.share", defaultMessage: "Share" },
});

// Spec: "Link copied to clipboard!" shows for 2 seconds.
const copiedFor = 2000;

/**
 * Share: the phone's share sheet where the browser has one (navigator.share),
 * otherwise the page's link goes to the clipboard and the button says so.
 */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const [said, setSaid] = useState<Message | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), copiedFor);
    return () => clearTimeout(timer);
  }, [said]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(shareMessages.copied);
    } catch {
      setSaid(shareMessages.copyFailed);
    }
  };

  return (
    <div className="relative inline-flex">
      <Button variant="secondary" onClick={share}>
        {said === shareMessages.copied ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {intl.formatMessage(shareMessages.share)}
      </Button>
      <p
        role="status"
        className={`absolute top-full left-0 z-10 mt-2 w-max max-w-64 rounded-lg bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg ${said ? "" : "sr-only"}`}
      >
        {said && intl.formatMessage(said)}
      </p>
    </div>
  );
}
