import type { Ref } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { invalidFieldClasses } from "./form-problem.tsx";

const messages = defineMessages({
  email: { id: "auth.emailField.email", defaultMessage: "Email" },
});

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
  const intl = useIntl();
  return (
    <TextField
      ref={inputRef}
      label={intl.formatMessage(messages.email)}
      type="email"
      // "webauthn" lets the browser offer passkeys here too (conditional UI, passkey-sign-in.tsx).
      autoComplete="username webauthn"
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
