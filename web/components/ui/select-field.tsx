import { forwardRef, type SelectHTMLAttributes, useId } from "react";

/** A labelled native select (the phone's own picker), wired for screen readers like TextField. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    options: readonly { value: string; label: string }[];
    error?: string;
  }
>(function SelectField({ label, options, error, id, className = "", ...props }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${error ? "border-coral-600" : "border-slate-300"}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
});
