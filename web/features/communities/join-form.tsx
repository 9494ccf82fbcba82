import { Send } from "lucide-react";
import { useId } from "react";
import type { FieldErrors } from "react-hook-form";
import type { z } from "zod";
import type {
  MembershipRequestInput,
  membershipRequestSchema,
} from "../../../contracts/communities.ts";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useFormWithSchema } from "../../lib/use-form-with-schema.ts";
import { AnswerField } from "./answer-field.tsx";
import { ResidentStatusField } from "./resident-status-field.tsx";

type Answers = z.input<typeof membershipRequestSchema>;

const messages = defineMessages({
  why: { id: "communities.join.why", defaultMessage: "Why do you want to join?" },
  interests: { id: "communities.join.interests", defaultMessage: "Your interests" },
  interestsHint: {
    id: "communities.join.interestsHint",
    defaultMessage: "Surfing, food, volunteering, local history… whatever you enjoy.",
  },
  hopes: {
    id: "communities.join.hopes",
    defaultMessage: "What do you hope to get from the community?",
  },
  submit: { id: "communities.join.submit", defaultMessage: "Submit Request" },
});

// Every question is required, so one message above the form says so once; the
// fields only turn red. A different problem (an answer too long) wins its own line.
function formProblem(errors: FieldErrors<Answers>): string | null {
  const messages = Object.values(errors).map((error) => error?.message);
  if (messages.length === 0) return null;
  const empty = communityMessages.emptyFields.defaultMessage;
  const other = messages.find((message) => message && message !== empty);
  return other ?? empty;
}

/** The spec's membership request: reason, status, interests, expectations; one schema with the server. */
export function JoinForm({
  busy,
  serverProblem,
  onSubmit,
}: {
  busy: boolean;
  /** Why the last submission failed, in the product's words. */
  serverProblem: string | null;
  onSubmit: (answers: MembershipRequestInput) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useFormWithSchema(
    () =>
      import("../../../contracts/communities.ts").then(
        (contract) => contract.membershipRequestSchema,
      ),
    { defaultValues: { reason: "", interests: "", expectations: "" } },
  );
  const problem = formProblem(errors) ?? serverProblem;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      {problem && (
        <div id={errorId}>
          <Alert tone="error">{translatedText(intl, problem)}</Alert>
        </div>
      )}
      <AnswerField
        label={intl.formatMessage(messages.why)}
        maxLength={2000}
        invalid={Boolean(errors.reason)}
        errorId={errorId}
        {...register("reason")}
      />
      <ResidentStatusField
        registration={register("residentStatus")}
        invalid={Boolean(errors.residentStatus)}
        errorId={errorId}
      />
      <AnswerField
        label={intl.formatMessage(messages.interests)}
        hint={intl.formatMessage(messages.interestsHint)}
        maxLength={2000}
        invalid={Boolean(errors.interests)}
        errorId={errorId}
        {...register("interests")}
      />
      <AnswerField
        label={intl.formatMessage(messages.hopes)}
        maxLength={2000}
        invalid={Boolean(errors.expectations)}
        errorId={errorId}
        {...register("expectations")}
      />
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:self-end">
        {!busy && <Send aria-hidden="true" className="size-4" />}
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
