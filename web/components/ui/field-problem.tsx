import type { ReactNode } from "react";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";

/**
 * What a dialog's required field is missing, said when the confirm button is
 * pressed, so no dialog refuses in silence: announced at once (role=alert) and
 * tied to its field by `id` (the field's aria-describedby), as a form's errors are.
 */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <p id={id} role="alert" className="text-sm text-coral-700">
      {typeof children === "string" ? translatedText(intl, children) : children}
    </p>
  );
}
