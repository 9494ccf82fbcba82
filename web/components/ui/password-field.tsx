import { Eye, EyeOff, WandSparkles } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { generatePassword } from "../../../contracts/auth-rules.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { PasswordChecklist } from "./password-checklist.tsx";
import { TextField } from "./text-field.tsx";

const messages = defineMessages({
  generate: { id: "auth.passwordField.generate", defaultMessage: "Generate" },
  hide: { id: "auth.passwordField.hide", defaultMessage: "Hide password" },
  show: { id: "auth.passwordField.show", defaultMessage: "Show password" },
});

// A field refused by its form's one message turns red; the message shows once, above the form.
export const invalidFieldClasses = "[&_input[aria-invalid=true]]:border-coral-600";

/**
 * A password input with a show/hide toggle; for a new password also a
 * Generate button and the live checklist of rules. Shared by the auth pages and
 * the password change on /profile.
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  isNew,
  invalid,
  errorId,
  inputRef,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A password being chosen (sign-up, reset) rather than one being recalled. */
  isNew: boolean;
  invalid: boolean;
  /** The id of the message explaining why the field is invalid. */
  errorId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const intl = useIntl();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [isNew ? `${id}-hint` : "", invalid ? errorId : ""].filter(Boolean);

  const generate = () => {
    onValueChange(generatePassword());
    // A generated password is only useful if the user can see (and save) it.
    setVisible(true);
  };

  return (
    <TextField
      ref={inputRef}
      id={id}
      label={label}
      type={visible ? "text" : "password"}
      autoComplete={isNew ? "new-password" : "current-password"}
      spellCheck={false}
      autoCapitalize="off"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy.join(" ") || undefined}
      className={invalidFieldClasses}
      style={isNew ? { paddingRight: "8.5rem" } : undefined}
      hint={isNew ? <PasswordChecklist password={value} /> : undefined}
      trailing={
        <>
          {isNew && (
            <button
              type="button"
              onClick={generate}
              className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-ocean-700 hover:bg-ocean-50"
            >
              <WandSparkles aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.generate)}
            </button>
          )}
          {/* Visually hidden text, not aria-label, so "Password" label look-ups find only the input. */}
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            className="grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">
              {intl.formatMessage(visible ? messages.hide : messages.show)}
            </span>
          </button>
        </>
      }
    />
  );
}
