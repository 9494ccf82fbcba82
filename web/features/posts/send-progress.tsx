/** How much of the photo has been sent; once all of it is, the server still resizes it. */
export function SendProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  const label = percent < 100 ? `Uploading photo… ${percent}%` : "Processing photo…";
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label="Photo upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-ocean-600 transition-[width] duration-200 ${percent === 100 ? "animate-pulse" : ""}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="text-xs font-medium text-slate-600 tabular-nums">
        {label}
      </p>
    </div>
  );
}
