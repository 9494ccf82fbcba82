import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Info, PartyPopper, X } from "lucide-react";
import { Link } from "react-router";
import type { Notice } from "../../../contracts/profiles.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

/**
 * Decisions on the viewer's membership requests (product decision 12), as
 * banners until dismissed. Renders nothing for visitors or when there are none.
 */
export function MembershipNotices() {
  const { data: viewer } = useViewer();
  const notices = viewer?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <section
      aria-label="Membership updates"
      className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8"
    >
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeBanner notice={notice} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const tones = {
  approved: { box: "border-emerald-500/40 bg-emerald-50 text-emerald-950", Icon: PartyPopper },
  rejected: { box: "border-slate-300 bg-white text-slate-800", Icon: Info },
} as const;

const linkClasses =
  "inline-flex items-center gap-1 font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-900";

function NoticeBanner({ notice }: { notice: Notice }) {
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () =>
      api<null>(`/api/me/notices/${encodeURIComponent(notice.id)}/dismiss`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
  });
  const { box, Icon } = tones[notice.decision];
  const cityPath = `/city/${encodeURIComponent(notice.citySlug)}`;

  return (
    <div className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {notice.decision === "approved" ? (
          <p>
            <span className="font-semibold">
              Your request to join {notice.cityName} was approved!
            </span>{" "}
            <Link to={`${cityPath}/profile`} className={linkClasses}>
              Open your community
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : (
          <>
            <p className="font-semibold">
              Your request to join {notice.cityName} was not approved.
            </p>
            {notice.reason && <p className="mt-1 break-words">Reason: {notice.reason}</p>}
            <p className="mt-1">
              <Link to={cityPath} className={linkClasses}>
                You can apply again.
              </Link>
            </p>
          </>
        )}
        {dismiss.isError && (
          <p role="alert" className="mt-1 text-coral-700">
            Could not dismiss this notice. {apiErrorText(dismiss.error)}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-900/5 hover:text-slate-900"
      >
        {dismiss.isPending ? <Spinner size="sm" /> : <X aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
