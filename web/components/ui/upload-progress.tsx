/**
 * How much of an upload has been sent (0 to 1); once all of it is, the server
 * still checks and resizes the image, so the bar pulses with `processingText`.
 */
export function UploadProgress({
  fraction,
  label,
  uploadingText,
  processingText,
  className = "",
}: {
  fraction: number;
  /** What is being uploaded, for screen readers: "Photo upload". */
  label: string;
  uploadingText: (percent: number) => string;
  processingText: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  const text = percent < 100 ? uploadingText(percent) : processingText;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-ocean-600 transition-[width] duration-200 ${percent === 100 ? "animate-pulse" : ""}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="text-xs font-medium text-slate-600 tabular-nums">
        {text}
      </p>
    </div>
  );
}
