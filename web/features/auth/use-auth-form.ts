import { type FormEvent, useId, useState } from "react";
import type { DefaultValues, FieldErrors, FieldValues, Path } from "react-hook-form";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { type SchemaLoader, useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import type { FormProblem } from "./form-problem.tsx";

/**
 * Spec section 5: an auth form shows one message. Every empty field is named at
 * once ("Please fill in all fields"); otherwise the first field in `order` with
 * a problem speaks, in the words of the contract's schema.
 */
export function firstProblem<Field extends string>(
  errors: Partial<Record<Field, { message?: string } | undefined>>,
  order: readonly Field[],
): FormProblem<Field> | null {
  const empty = order.filter((field) => errors[field]?.message === authMessages.emptyFields);
  if (empty.length > 0) return { message: authMessages.emptyFields, fields: empty };
  const first = order.find((field) => errors[field]);
  if (!first) return null;
  return { message: errors[first]?.message ?? authMessages.emptyFields, fields: [first] };
}

/**
 * The auth forms' one way: useFormWithSchema with the contract's schema; the form keeps one
 * message and the fields it marks, and focus moves to the first field to fix.
 * The message stays until the next try, whatever the user types meanwhile.
 */
export function useAuthForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  order,
  busy,
  onValid,
}: {
  /** Fetches the contract's schema; it and the zod resolver load on the first check (decision 035). */
  schema: SchemaLoader<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields in the order the user should hear about them. */
  order: readonly Path<Input>[];
  busy: boolean;
  onValid: (values: Output) => void;
}) {
  const errorId = useId();
  const [problem, setProblem] = useState<FormProblem<Path<Input>> | null>(null);
  const form = useFormWithSchema(schema, {
    defaultValues,
    // The form's one message speaks for the fields; they are checked again on the next try.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });

  const check = form.handleSubmit(
    (values) => {
      setProblem(null);
      onValid(values);
    },
    (errors: FieldErrors<Input>) => {
      const found = firstProblem(
        errors as Partial<Record<Path<Input>, { message?: string }>>,
        order,
      );
      setProblem(found);
      if (found?.fields[0]) form.setFocus(found.fields[0]);
    },
  );
  const submit = (event: FormEvent) => {
    if (!busy) return check(event);
    event.preventDefault();
  };

  /** A field the user is fixing stops looking wrong; the message stays. */
  const unmark = (field: Path<Input>) =>
    setProblem((current) =>
      current?.fields.includes(field)
        ? { ...current, fields: current.fields.filter((marked) => marked !== field) }
        : current,
    );
  const isMarked = (field: Path<Input>) => problem?.fields.includes(field) ?? false;

  return { form, errorId, problem, setProblem, submit, unmark, isMarked };
}
