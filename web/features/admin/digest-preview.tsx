import { Newspaper } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useDigestPreview } from "./use-digest-preview.ts";

const messages = defineMessages({
  digestOf: { id: "admin.digest.of", defaultMessage: "Weekly digest of" },
  preview: { id: "admin.digest.preview", defaultMessage: "Preview digest" },
  title: { id: "admin.digest.title", defaultMessage: "This week's digest: {city}" },
  description: {
    id: "admin.digest.description",
    defaultMessage:
      "What members get on Monday morning, unless they turned it off. Nothing is sent from here.",
  },
  loading: { id: "admin.digest.loading", defaultMessage: "Loading the digest" },
  couldNotLoad: {
    id: "admin.digest.couldNotLoad",
    defaultMessage: "Could not load the digest. {why}",
  },
  empty: {
    id: "admin.digest.empty",
    defaultMessage: "Nothing happened in {city} this week, so no digest would be sent.",
  },
  digest: { id: "admin.digest.digest", defaultMessage: "Digest" },
  close: { id: "admin.digest.close", defaultMessage: "Close" },
});

/** In the Outbox tab: pick a city and read this week's digest as its members would get it. */
export function DigestPreviewPicker() {
  const cities = useCities();
  const [chosen, setChosen] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const options = (cities.data ?? []).map((city) => ({ value: city.slug, label: city.name }));
  const city = chosen || options[0]?.value || "";
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end">
      <SelectField
        label={intl.formatMessage(messages.digestOf)}
        options={options}
        value={city}
        disabled={options.length === 0}
        onChange={(event) => setChosen(event.target.value)}
        className="sm:max-w-xs sm:flex-1"
      />
      <Button variant="secondary" className="h-11!" disabled={!city} onClick={() => setOpen(city)}>
        <Newspaper aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.preview)}
      </Button>
      {open && (
        <DigestPreviewDialog
          city={open}
          cityName={options.find((option) => option.value === open)?.label ?? open}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

function DigestPreviewDialog({
  city,
  cityName,
  onClose,
}: {
  city: string;
  cityName: string;
  onClose: () => void;
}) {
  const preview = useDigestPreview(city);
  const intl = useIntl();
  return (
    <Modal
      open
      size="lg"
      title={intl.formatMessage(messages.title, { city: cityName })}
      description={intl.formatMessage(messages.description)}
      onClose={onClose}
    >
      {preview.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : preview.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.couldNotLoad, { why: apiErrorText(preview.error) })}
          retrying={preview.isFetching}
          onRetry={() => preview.refetch()}
        />
      ) : preview.data.empty ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(messages.empty, { city: cityName })}
        </p>
      ) : (
        <article aria-label={intl.formatMessage(messages.digest)} className="flex flex-col gap-2">
          <h3 className="font-semibold break-words text-slate-900">{preview.data.subject}</h3>
          <pre className="max-h-[50dvh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-800">
            {preview.data.text}
          </pre>
        </article>
      )}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">{intl.formatMessage(messages.close)}</Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}
