import type { z } from "zod";
import type { Poll, pollInputSchema } from "../../../contracts/polls.ts";
import { toDateTimeLocalValue } from "../../lib/format-date.ts";
import type { pollFormSchema } from "./poll-form-schema.ts";

/** What the API takes to create a poll: exactly the server's schema. */
export type PollInput = z.output<typeof pollInputSchema>;

/** An ISO instant as a datetime-local value in the browser's time zone. */
export const localFromIso = (iso: string | null) =>
  iso ? toDateTimeLocalValue(new Date(iso)) : "";

export type PollFormValues = z.input<typeof pollFormSchema>;

export const blankPoll = (): PollFormValues => ({
  question: "",
  options: [{ text: "" }, { text: "" }],
  expiresAt: "",
});

export const valuesOfPoll = (poll: Poll): PollFormValues => ({
  question: poll.question,
  options: poll.options.map((text) => ({ text })),
  expiresAt: localFromIso(poll.expiresAt),
});
