import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** "← Events in Sydney": the link up to the page a page belongs to. */
export function BackLink({
  to,
  children,
  className = "",
}: {
  to: string;
  children: ReactNode;
  /** Placement only ("self-start", "mt-4"); the look is the same everywhere. */
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </Link>
  );
}
