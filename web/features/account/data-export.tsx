import { dataExportMessages as messages } from "../../../contracts/data-export-rules.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { useDataExport, useRequestDataExport } from "./use-data-export.ts";
import { useRecentProof } from "./use-recent-proof.tsx";

const needsProof = (error: unknown) =>
  error instanceof ApiError && error.code === "REAUTHENTICATION_REQUIRED";

/**
 * Download my data (issue 31, scope 10): asks for a zip of everything the member
 * wrote and uploaded, shows it being prepared (asking again every few seconds) and
 * then its Download link, until it expires.
 */
export function DataExport() {
  const intl = useIntl();
  const current = useDataExport();
  const request = useRequestDataExport();
  const proof = useRecentProof();

  const start = async () => {
    if (!(await proof.ensure())) return;
    request.mutate(undefined, {
      // The proof lapsed between the check and the request: ask once more, then retry.
      onError: async (error) => {
        if (needsProof(error) && (await proof.ensure())) request.mutate();
      },
    });
  };

  const latest = current.data?.export ?? null;
  const preparing = latest?.status === "preparing";
  return (
    <section aria-labelledby="data-export-title" className="flex flex-col gap-3" id="your-data">
      <h3 id="data-export-title" className="text-base font-semibold text-slate-900">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      {current.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-10 w-48" />
        </div>
      ) : current.isError ? (
        <LoadFailed
          message={apiErrorText(current.error)}
          retrying={current.isFetching}
          onRetry={() => current.refetch()}
        />
      ) : (
        <>
          <div role="status" aria-live="polite" className="text-sm empty:hidden">
            {preparing && (
              <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <Spinner size="sm" />
                  {intl.formatMessage(messages.preparing)}
                </span>
                <span className="text-slate-600">{intl.formatMessage(messages.preparingHint)}</span>
              </div>
            )}
            {latest?.status === "ready" && (
              <p className="text-slate-800">
                {intl.formatMessage(messages.ready, {
                  expires: intl.formatDate(new Date(latest.expiresAt), {
                    dateStyle: "long",
                    timeStyle: "short",
                  }),
                })}
              </p>
            )}
            {latest?.status === "failed" && (
              <p className="text-coral-700">{intl.formatMessage(messages.failed)}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-3 empty:hidden">
            {latest?.status === "ready" && latest.downloadUrl && (
              <a href={latest.downloadUrl} download className={buttonClasses("primary")}>
                {intl.formatMessage(messages.download)}
              </a>
            )}
            {!preparing && (
              <Button
                variant={latest?.status === "ready" ? "secondary" : "primary"}
                busy={request.isPending}
                onClick={start}
              >
                {intl.formatMessage(latest ? messages.again : messages.title)}
              </Button>
            )}
          </div>
          {!needsProof(request.error) && <MutationError error={request.error} />}
        </>
      )}
      {proof.dialog}
    </section>
  );
}
