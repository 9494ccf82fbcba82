import { Newspaper } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { couldNotLoad } from "../../lib/api-error-text.ts";
import { useCities } from "../../lib/use-cities.ts";
import { useDigestPreview } from "./use-digest-preview.ts";

/** In the Outbox tab: pick a city and read this week's digest as its members would get it. */
export function DigestPreviewPicker() {
  const cities = useCities();
  const [chosen, setChosen] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const options = (cities.data ?? []).map((city) => ({ value: city.slug, label: city.name }));
  const city = chosen || options[0]?.value || "";
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end">
      <SelectField
        label="Weekly digest of"
        options={options}
        value={city}
        disabled={options.length === 0}
        onChange={(event) => setChosen(event.target.value)}
        className="sm:max-w-xs sm:flex-1"
      />
      <Button variant="secondary" className="h-11!" disabled={!city} onClick={() => setOpen(city)}>
        <Newspaper aria-hidden="true" className="size-4" />
        Preview digest
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
  return (
    <Modal
      open
      size="lg"
      title={`This week's digest: ${cityName}`}
      description="What members get on Monday morning, unless they turned it off. Nothing is sent from here."
      onClose={onClose}
    >
      {preview.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading the digest</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : preview.isError ? (
        <LoadFailed
          message={couldNotLoad("the digest", preview.error)}
          retrying={preview.isFetching}
          onRetry={() => preview.refetch()}
        />
      ) : preview.data.empty ? (
        <p className="text-sm text-slate-700">
          Nothing happened in {cityName} this week, so no digest would be sent.
        </p>
      ) : (
        <article aria-label="Digest" className="flex flex-col gap-2">
          <h3 className="font-semibold break-words text-slate-900">{preview.data.subject}</h3>
          <pre className="max-h-[50dvh] overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-800">
            {preview.data.text}
          </pre>
        </article>
      )}
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">Close</Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}
