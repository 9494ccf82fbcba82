import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";

/** A labelled input with an optional hint and error, wired for screen readers. */
export const TextField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & {
    label: string;
    hint?: ReactNode;
    error?: string;
    /** Something inside the field's right edge, e.g. a show/hide button. */
    trailing?: ReactNode;
  }
>(function TextField({ label, hint, error, trailing, id, className = "", ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : "", error ? `${inputId}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${error ? "border-coral-600" : "border-slate-300"} ${trailing ? "pr-24" : ""}`}
          {...props}
        />
        {trailing && <div className="absolute right-1.5 flex items-center gap-1">{trailing}</div>}
      </div>
      {hint && (
        <div id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
});
