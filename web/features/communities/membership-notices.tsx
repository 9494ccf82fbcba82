import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Info, PartyPopper, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, matchPath, useLocation, useNavigationType } from "react-router";
import type { Notice, Viewer } from "../../../contracts/profiles.ts";
import { api } from "../../lib/api.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer, viewerQueryKey } from "../../lib/use-viewer.ts";

const messages = defineMessages({
  updates: { id: "communities.notices.updates", defaultMessage: "Membership updates" },
  approved: {
    id: "communities.notices.approved",
    defaultMessage: "Your request to join {city} was approved!",
  },
  open: { id: "communities.notices.open", defaultMessage: "Open your community" },
  rejected: {
    id: "communities.notices.rejected",
    defaultMessage: "Your request to join {city} was not approved.",
  },
  reason: { id: "communities.notices.reason", defaultMessage: "Reason: {reason}" },
  applyAgain: { id: "communities.notices.applyAgain", defaultMessage: "You can apply again." },
  dismiss: { id: "communities.notices.dismiss", defaultMessage: "Dismiss" },
});

/** The city whose pages these are: /city/{city} and everything under it. */
const cityOfPath = (pathname: string) => matchPath("/city/:city/*", pathname)?.params.city;

/** `notices` and those of `more` it does not hold yet. */
const withNew = (notices: Notice[], more: Notice[]) => [
  ...notices,
  ...more.filter((notice) => !notices.some((held) => held.id === notice.id)),
];

/**
 * Decisions on the viewer's membership requests (product decision 12), as a banner
 * shown once, on the decided city's own pages (issue 28): the first such page shows
 * it and tells the server it was seen; the page after no longer does, and the bell
 * keeps the notification. Renders nothing for visitors or when there are none.
 */
export function MembershipNotices() {
  const intl = useIntl();
  const { data: viewer } = useViewer();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const city = cityOfPath(pathname);
  const due = (viewer?.notices ?? []).filter((notice) => notice.citySlug === city);
  // What this page showed, so it stays until the reader moves on or closes it.
  const [shown, setShown] = useState<{ pathname: string; notices: Notice[] }>({
    pathname,
    notices: [],
  });
  const dueIds = due.map((notice) => notice.id).join();
  // A redirect within the city (/city/x to /city/x/profile) is the same page view.
  const redirected = useNavigationType() === "REPLACE" && cityOfPath(shown.pathname) === city;

  useEffect(() => {
    setShown((before) =>
      before.pathname === pathname
        ? before
        : { pathname, notices: redirected ? before.notices : [] },
    );
  }, [pathname, redirected]);

  useEffect(() => {
    if (!dueIds) return;
    const seen = (viewer?.notices ?? []).filter((notice) => dueIds.split(",").includes(notice.id));
    setShown((before) => ({
      pathname,
      notices: withNew(before.pathname === pathname ? before.notices : [], seen),
    }));
    queryClient.setQueryData<Viewer | null>(viewerQueryKey, (current) =>
      current
        ? { ...current, notices: current.notices.filter((notice) => !dueIds.includes(notice.id)) }
        : current,
    );
    // Seen is dismissed: a failure only means it may show once more.
    for (const notice of seen) {
      api<null>(`/api/me/notices/${encodeURIComponent(notice.id)}/dismiss`, {
        method: "POST",
      }).catch(() => {});
    }
  }, [dueIds, pathname, queryClient, viewer?.notices]);

  const kept = shown.pathname === pathname || redirected ? shown.notices : [];
  const notices = withNew(kept, due);
  if (notices.length === 0) return null;
  const close = (id: string) =>
    setShown((before) => ({
      ...before,
      notices: before.notices.filter((notice) => notice.id !== id),
    }));
  return (
    <section
      aria-label={intl.formatMessage(messages.updates)}
      className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8"
    >
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeBanner notice={notice} onClose={() => close(notice.id)} />
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

function NoticeBanner({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const intl = useIntl();
  const city = notice.cityName;
  const { box, Icon } = tones[notice.decision];
  const cityPath = `/city/${encodeURIComponent(notice.citySlug)}`;

  return (
    <div className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {notice.decision === "approved" ? (
          <p>
            <span className="font-semibold">{intl.formatMessage(messages.approved, { city })}</span>{" "}
            <Link to={`${cityPath}/profile`} className={linkClasses}>
              {intl.formatMessage(messages.open)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : (
          <>
            <p className="font-semibold">{intl.formatMessage(messages.rejected, { city })}</p>
            {notice.reason && (
              <p className="mt-1 break-words">
                {intl.formatMessage(messages.reason, { reason: notice.reason })}
              </p>
            )}
            <p className="mt-1">
              <Link to={cityPath} className={linkClasses}>
                {intl.formatMessage(messages.applyAgain)}
              </Link>
            </p>
          </>
        )}
      </div>
      <button
        type="button"
        aria-label={intl.formatMessage(messages.dismiss)}
        onClick={onClose}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-900/5 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
