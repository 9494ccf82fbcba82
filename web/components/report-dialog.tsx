import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createReportSchema } from "../../contracts/reports.ts";
import {
  type ReportTargetType,
  reportReasonLabels,
  reportReasons,
} from "../../contracts/reports-rules.ts";
import { api } from "../lib/api.ts";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useSubmissionKey } from "../lib/submission-key.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "./ui/modal.tsx";
import { SelectField } from "./ui/select-field.tsx";
import { TextAreaField } from "./ui/text-area-field.tsx";

type Input = z.input<typeof createReportSchema>;
type Output = z.output<typeof createReportSchema>;

// No reason is chosen until the reporter picks one (issue 28): a preselected "Spam"
// sent reports nobody meant. The empty choice stays selectable, so the browser shows it.
const reasonOptions = [
  { value: "", label: "Choose a reason" },
  ...reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] })),
];

/**
 * The Report button's dialog: a reason and a description, then the server's
 * confirmation. Its form, schema and modal load when it is first opened (decision 037).
 */
export function ReportDialog({
  open,
  targetType,
  targetId,
  onClose,
}: {
  open: boolean;
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createReportSchema),
    // "" is refused by the schema with reportMessages.required, as an empty description is.
    defaultValues: { targetType, targetId, reason: "" as Input["reason"], description: "" },
  });
  const submission = useSubmissionKey();
  const send = useMutation({
    mutationFn: (body: Output) =>
      api<{ id: string; message: string }>("/api/reports", {
        body,
        idempotencyKey: submission.keyFor(body),
      }),
    onSuccess: () => submission.succeeded(),
  });
  const close = () => {
    onClose();
    send.reset();
    form.reset();
  };
  const { errors } = form.formState;
  // Both fields share one sentence; it is said once, under the form, not under each field.
  const problemId = useId();
  const missing = errors.reason?.message ?? errors.description?.message;
  return (
    <Modal
      open={open}
      busy={send.isPending}
      title="Report this"
      description="Tell the moderators what is wrong. Your report is private."
      onClose={close}
    >
      {send.isSuccess ? (
        <>
          <Alert tone="success">{send.data.message}</Alert>
          <ModalActions>
            <Button onClick={close}>Close</Button>
          </ModalActions>
        </>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((body) => send.mutate(body))}
        >
          <SelectField
            label="Reason"
            options={reasonOptions}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? problemId : undefined}
            {...form.register("reason")}
          />
          <TextAreaField
            label="Description"
            rows={3}
            maxLength={1000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? problemId : undefined}
            {...form.register("description")}
          />
          {missing && (
            <p id={problemId} role="alert" className="text-sm text-coral-700">
              {missing}
            </p>
          )}
          {send.isError && <Alert tone="error">{apiErrorText(send.error)}</Alert>}
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary" disabled={send.isPending}>
                Cancel
              </Button>
            </ModalClose>
            <Button type="submit" busy={send.isPending}>
              Send report
            </Button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
