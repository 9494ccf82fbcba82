import { forwardRef, type TextareaHTMLAttributes, useId } from "react";

/** A labelled multi-line field with an optional error, wired for screen readers like TextField. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }
>(function TextAreaField({ label, error, id, className = "", ...props }, ref) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={`field-sizing-content min-h-32 w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${error ? "border-coral-600" : "border-slate-300"}`}
        {...props}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
});
