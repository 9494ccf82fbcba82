import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  loading: { id: "ui.spinner.loading", defaultMessage: "Loading" },
});
export function Spinner({ size = "md", label }: { size?: "sm" | "md" | "lg"; label?: string }) {
  const box = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-4" }[size];
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`${box} animate-spin rounded-full border-current border-t-transparent`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred spinner for a page that is still resolving. */
export function PageSpinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-ocean-700">
      <Spinner size="lg" label={label ?? intl.formatMessage(messages.loading)} />
    </div>
  );
}
