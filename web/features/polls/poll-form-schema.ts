import { z } from "zod";
import { pollInputSchema, pollMessages } from "../../../contracts/polls.ts";

// Loaded on the form's first use (decision 037): the first routes import only poll-form-values.ts.

/** A datetime-local value ("2025-03-04T18:30", the browser's time zone) as an ISO instant. */
const isoFromLocal = (local: string) => {
  const date = new Date(local);
  // A half-typed value is passed on as it is so the contract's datetime check names it.
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const { question, options } = pollInputSchema.shape;

/**
 * The poll form's values, built from the contract's own field rules so the form
 * and the server agree on every message. Options are objects because
 * react-hook-form's field arrays need them; the expiry is what a datetime-local
 * input holds ("" for none). The result is piped through the contract itself.
 */
export const pollFormSchema = z
  .object({
    question,
    options: z.array(z.object({ text: options.element })),
    expiresAt: z
      .string()
      .refine(
        (local) => local === "" || new Date(local) > new Date(),
        pollMessages.expiryInPast.defaultMessage,
      ),
  })
  .transform(
    (values): z.input<typeof pollInputSchema> => ({
      question: values.question,
      options: values.options.map((option) => option.text),
      expiresAt: values.expiresAt ? isoFromLocal(values.expiresAt) : null,
    }),
  )
  .pipe(pollInputSchema);
