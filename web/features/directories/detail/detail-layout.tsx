import type { ReactNode } from "react";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";
import { FlashNotice } from "../list/flash-notice.tsx";

/** A listing's page: gallery on the left, the facts and actions on the right (stacked on phones). */
export function DetailLayout({
  backPath,
  backLabel,
  gallery,
  children,
}: {
  backPath: string;
  backLabel: string;
  gallery: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to={backPath}>{backLabel}</BackLink>
      <div className="mt-4 empty:hidden">
        <FlashNotice />
      </div>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <div className="min-w-0">{gallery}</div>
        <article className="flex min-w-0 flex-col gap-5">{children}</article>
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8"
    >
      <span className="sr-only">{intl.formatMessage(directoryWords.loadingShort)}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl!" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-40" />
      </div>
    </div>
  );
}

/** A term and its value in a listing's facts ("Condition: Like New"). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
