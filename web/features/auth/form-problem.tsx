import { Alert } from "../../components/ui/alert.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";

/** What is wrong with a submitted form, and which fields to mark. */
export type FormProblem<Field extends string = string> = {
  message: string;
  fields: Field[];
  /** The server's error code, when the server refused. */
  code?: string;
};

// The message shows once, above the form; the fields only turn red and point to it.
export { invalidFieldClasses } from "../../components/ui/password-field.tsx";

/** The form's one error message, announced by screen readers when it appears. */
export function FormProblemAlert({ id, problem }: { id: string; problem: FormProblem | null }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <div id={id}>
      <Alert tone="error">{translatedText(intl, problem.message)}</Alert>
    </div>
  );
}
