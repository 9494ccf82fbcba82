import type { ReactNode } from "react";

/**
 * What a dialog's required field is missing, said when the confirm button is
 * pressed, so no dialog refuses in silence: announced at once (role=alert) and
 * tied to its field by `id` (the field's aria-describedby), as a form's errors are.
 */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-coral-700">
      {children}
    </p>
  );
}
