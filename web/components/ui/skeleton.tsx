/** A grey placeholder block shown while content loads; hidden from screen readers. */
export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-200/80 ${className}`} />
  );
}
