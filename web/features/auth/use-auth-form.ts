import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { authMessages } from "../../../contracts/auth-rules.ts";
import type { FormProblem } from "./form-problem.tsx";

/** Fetches the contract's schema, e.g. `() => loadAuthSchemas().then((m) => m.signInSchema)`. */
export type AuthSchemaLoader<Values, Output> = () => Promise<z.ZodType<Output, Values>>;

type FieldErrors<Field extends string> = Partial<Record<Field, { message?: string }>>;

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

/** The first refusal of each field, as the form's one message needs them. */
function errorsOf<Field extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as Field;
    errors[field] ??= { message: issue.message };
  }
  return errors;
}

/**
 * The auth forms' one way: a few text fields checked with the contract's zod schema on
 * submit; the form keeps one message and the fields it marks, and focus moves to the first
 * field to fix. The message stays until the next try, whatever the user types meanwhile.
 * Its own small state, not the form library the other forms use: /auth is the first page
 * of most visits, and that library was a tenth of its script (decision 092). The schema
 * (zod) loads when the user first focuses anything, so a submit seldom waits for it
 * (decision 035).
 */
export function useAuthForm<Values extends Record<string, string>, Output>({
  schema,
  defaultValues,
  order,
  busy,
  onValid,
}: {
  schema: AuthSchemaLoader<Values, Output>;
  defaultValues: Values;
  /** The fields in the order the user should hear about them. */
  order: readonly (keyof Values & string)[];
  busy: boolean;
  onValid: (values: Output) => void;
}) {
  type Field = keyof Values & string;
  const errorId = useId();
  const [problem, setProblem] = useState<FormProblem<Field> | null>(null);
  const [values, setValues] = useState(defaultValues);
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());
  // The loader is usually an inline arrow: the first one is kept, so the effect runs once.
  const loadSchema = useRef(schema);
  useEffect(() => {
    const warm = () => void loadSchema.current().catch(() => {});
    document.addEventListener("focusin", warm, { once: true });
    return () => document.removeEventListener("focusin", warm);
  }, []);

  const setFocus = useCallback((field: Field) => inputs.current.get(field)?.focus(), []);

  const check = async () => {
    const checker = await loadSchema.current().catch(() => null);
    // Offline before the schema arrived: the server checks with the same schema and
    // answers in the same words, so the values go to it unchecked.
    if (!checker) return onValid(values as unknown as Output);
    const result = checker.safeParse(values);
    if (result.success) {
      setProblem(null);
      return onValid(result.data);
    }
    const found = firstProblem(errorsOf<Field>(result.error.issues), order);
    setProblem(found);
    if (found?.fields[0]) setFocus(found.fields[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void check();
  };

  /** A field the user is fixing stops looking wrong; the message stays. */
  const unmark = (field: Field) =>
    setProblem((current) =>
      current?.fields.includes(field)
        ? { ...current, fields: current.fields.filter((marked) => marked !== field) }
        : current,
    );
  const isMarked = (field: Field) => problem?.fields.includes(field) ?? false;

  /** A controlled text field: its value, its change, and its input for focus. */
  const field = (name: Field) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    ref: (input: HTMLInputElement | null) => {
      inputs.current.set(name, input);
    },
  });

  /** An auth field's props (PasswordField's, say): the field, and whether it is marked wrong. */
  const fieldProps = (name: Field) => {
    const { value, onChange, ref } = field(name);
    return { value, onValueChange: onChange, inputRef: ref, invalid: isMarked(name), errorId };
  };

  return { errorId, problem, setProblem, submit, unmark, isMarked, field, fieldProps, setFocus };
}
