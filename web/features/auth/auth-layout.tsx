import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";
import { CoastalMark } from "../../components/ui/coastal-logo.tsx";

/** The frame of the auth screens: a centred card with the wordmark on a soft ocean backdrop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-[calc(100dvh-4rem)] justify-center overflow-hidden bg-linear-to-b from-ocean-100 via-ocean-50 to-sand-50 px-4 py-8 sm:items-center sm:py-16">
      <WaveBackdrop />
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5 text-ocean-900">
          <CoastalMark className="size-10 shrink-0 drop-shadow-sm" />
          <span className="text-2xl font-extrabold tracking-tight">Coastal</span>
        </div>
        <Card className="p-6 shadow-xl shadow-ocean-900/5 sm:p-8">{children}</Card>
      </div>
    </div>
  );
}

/** The page's title and a line that says what happens here. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-1.5">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
    </div>
  );
}

function WaveBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 -z-10 h-48 w-full text-ocean-200/50 sm:h-64"
    >
      <path
        fill="currentColor"
        d="M0,192L60,181.3C120,171,240,149,360,160C480,171,600,213,720,218.7C840,224,960,192,1080,170.7C1200,149,1320,139,1380,133.3L1440,128L1440,320L0,320Z"
      />
      <path
        fill="currentColor"
        opacity="0.6"
        d="M0,256L80,245.3C160,235,320,213,480,218.7C640,224,800,256,960,261.3C1120,267,1280,245,1360,234.7L1440,224L1440,320L0,320Z"
      />
    </svg>
  );
}
