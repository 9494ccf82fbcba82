import { type Ref, type TextareaHTMLAttributes, useId } from "react";

/** A labelled multi-line answer, styled like TextField, for the join form's open questions. */
export function AnswerField({
  label,
  hint,
  invalid,
  errorId,
  ref,
  className = "",
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  invalid?: boolean;
  /** The form's one error message, which an invalid field points to. */
  errorId?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", invalid && errorId ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className={`w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none ${invalid ? "border-coral-600" : "border-slate-300"}`}
        {...props}
      />
    </div>
  );
}
