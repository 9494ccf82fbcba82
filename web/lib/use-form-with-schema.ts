import { useEffect, useRef } from "react";
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/** Fetches a contract's schema, e.g. `() => import("…/contracts/polls.ts").then((m) => m.pollSchema)`. */
export type SchemaLoader<Input extends FieldValues, Output> = () => Promise<
  z.ZodType<Output, Input>
>;

/** The zod resolver and the form's schema, fetched on first use (decisions 035 and 037). */
const loadChecker = <Input extends FieldValues, Output>(schema: SchemaLoader<Input, Output>) =>
  Promise.all([import("@hookform/resolvers/zod"), schema()]);

/**
 * The web's one way to make a form: react-hook-form checking the values with the
 * contract's zod schema, the same one the server checks them with. Neither zod nor
 * the resolver is in the page's first code (decision 037): both load when the user
 * first focuses anything, so a submit seldom waits for them.
 */
export function useFormWithSchema<Input extends FieldValues, Output = Input>(
  schema: SchemaLoader<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  // The loader is usually an inline arrow: the first one is kept, so effects run once.
  const loadSchema = useRef(schema);
  useEffect(() => {
    const warm = () => void loadChecker(loadSchema.current).catch(() => {});
    document.addEventListener("focusin", warm, { once: true });
    return () => document.removeEventListener("focusin", warm);
  }, []);
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: async (values, context, resolverOptions) => {
      const checker = await loadChecker(loadSchema.current).catch(() => null);
      // Offline before the schema arrived: the server checks with the same schema and
      // answers in the same words, so the values go to it unchecked.
      if (!checker) return { values: values as unknown as Output, errors: {} };
      const [{ zodResolver }, loaded] = checker;
      return zodResolver(loaded)(values, context, resolverOptions);
    },
  });
}
