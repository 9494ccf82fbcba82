import { forwardRef } from "react";
import { TextField } from "./text-field.tsx";

/**
 * A one-time code's field (an authenticator app's, or one sent by email): digits on a
 * phone's number pad, and the code the phone offers from a message filled in for you.
 */
export const CodeField = forwardRef<
  HTMLInputElement,
  {
    label: string;
    value: string;
    onChange: (value: string) => void;
    /** Room for the code and the spaces or dash people type in it. */
    maxLength: number;
    error?: string;
    autoFocus?: boolean;
    pattern?: string;
    className?: string;
  }
>(function CodeField({ label, value, onChange, maxLength, ...rest }, ref) {
  return (
    <TextField
      ref={ref}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      {...rest}
    />
  );
});
