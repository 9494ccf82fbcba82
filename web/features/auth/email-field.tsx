import type { Ref } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import { invalidFieldClasses } from "./form-problem.tsx";

/** The "Email" field of the auth forms. */
export function EmailField({
  value,
  onValueChange,
  invalid,
  errorId,
  inputRef,
}: {
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      ref={inputRef}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={invalidFieldClasses}
    />
  );
}
