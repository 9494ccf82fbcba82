import { RotateCw } from "lucide-react";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";

const messages = defineMessages({
  retry: { id: "ui.loadFailed.retry", defaultMessage: "Try again" },
});

/**
 * A list or page whose first load failed: what went wrong, and "Try again",
 * which spins while the retry runs. "sm" suits a panel inside a card.
 */
export function LoadFailed({
  message,
  retrying,
  onRetry,
  size = "md",
  className = "",
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  size?: "sm" | "md";
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div className={`flex flex-col items-start ${size === "sm" ? "gap-3" : "gap-4"} ${className}`}>
      <Alert tone="error">{translatedText(intl, message)}</Alert>
      <Button variant="secondary" size={size} busy={retrying} onClick={onRetry}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
