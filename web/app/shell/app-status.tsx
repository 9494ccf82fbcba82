import { formatLongDate } from "../../lib/format-relative.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { reloadForUpdate, useAppStatus } from "../../lib/service-worker.ts";
import { appMessages } from "../../service-worker/messages.ts";

/**
 * What the service worker has to say (issue 33): the page shows this device's copy from
 * when it was last updated, because there is no network; or a new version of Coastal is
 * ready and waits for a reload.
 */
export function AppStatus() {
  const intl = useIntl();
  const { cachedAt, updateReady } = useAppStatus();
  return (
    <>
      {cachedAt && (
        <p
          role="status"
          className="border-b border-sand-300 bg-sand-100 px-4 py-2 text-center text-sm font-medium text-ocean-950"
        >
          {intl.formatMessage(appMessages.offlineSince, {
            time: formatLongDate(intl, new Date(cachedAt)),
          })}
        </p>
      )}
      {updateReady && (
        <div
          role="status"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-ocean-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <span>{intl.formatMessage(appMessages.newVersion)}</span>
          <button
            type="button"
            onClick={reloadForUpdate}
            className="shrink-0 rounded-lg bg-white px-3 py-1.5 font-semibold text-ocean-900 hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {intl.formatMessage(appMessages.reload)}
          </button>
        </div>
      )}
    </>
  );
}
