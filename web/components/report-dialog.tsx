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
import type { IntlShape } from "../lib/i18n/use-intl.ts";
import { defineMessages, useIntl } from "../lib/i18n/use-intl.ts";
import { useSubmissionKey } from "../lib/submission-key.ts";
import { translatedText } from "../lib/translated-text.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "./ui/modal.tsx";
import { SelectField } from "./ui/select-field.tsx";
import { TextAreaField } from "./ui/text-area-field.tsx";

const messages = defineMessages({
  chooseReason: { id: "ui.reportDialog.chooseReason", defaultMessage: "Choose a reason" },
  title: { id: "ui.reportDialog.title", defaultMessage: "Report this" },
  description: {
    id: "ui.reportDialog.description",
    defaultMessage: "Tell the moderators what is wrong. Your report is private.",
  },
  close: { id: "ui.reportDialog.close", defaultMessage: "Close" },
  reason: { id: "ui.reportDialog.reason", defaultMessage: "Reason" },
  descriptionLabel: { id: "ui.reportDialog.descriptionLabel", defaultMessage: "Description" },
  cancel: { id: "ui.reportDialog.cancel", defaultMessage: "Cancel" },
  send: { id: "ui.reportDialog.send", defaultMessage: "Send report" },
});

type Input = z.input<typeof createReportSchema>;
type Output = z.output<typeof createReportSchema>;

// No reason is chosen until the reporter picks one (issue 28): a preselected "Spam"
// sent reports nobody meant. The empty choice stays selectable, so the browser shows it.
const reasonOptions = (intl: IntlShape) => [
  { value: "", label: intl.formatMessage(messages.chooseReason) },
  ...reportReasons.map((reason) => ({
    value: reason,
    label: translatedText(intl, reportReasonLabels[reason]),
  })),
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
  const intl = useIntl();
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
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      onClose={close}
    >
      {send.isSuccess ? (
        <>
          <Alert tone="success">{send.data.message}</Alert>
          <ModalActions>
            <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
          </ModalActions>
        </>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((body) => send.mutate(body))}
        >
          <SelectField
            label={intl.formatMessage(messages.reason)}
            options={reasonOptions(intl)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? problemId : undefined}
            {...form.register("reason")}
          />
          <TextAreaField
            label={intl.formatMessage(messages.descriptionLabel)}
            rows={3}
            maxLength={1000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? problemId : undefined}
            {...form.register("description")}
          />
          {missing && (
            <p id={problemId} role="alert" className="text-sm text-coral-700">
              {translatedText(intl, missing)}
            </p>
          )}
          {send.isError && <Alert tone="error">{apiErrorText(send.error)}</Alert>}
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary" disabled={send.isPending}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </ModalClose>
            <Button type="submit" busy={send.isPending}>
              {intl.formatMessage(messages.send)}
            </Button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
