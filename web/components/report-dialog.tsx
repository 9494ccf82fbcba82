import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
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
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "./ui/modal.tsx";
import { SelectField } from "./ui/select-field.tsx";
import { TextAreaField } from "./ui/text-area-field.tsx";

type Input = z.input<typeof createReportSchema>;
type Output = z.output<typeof createReportSchema>;

const reasonOptions = reportReasons.map((reason) => ({
  value: reason,
  label: reportReasonLabels[reason],
}));

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
    defaultValues: { targetType, targetId, reason: "spam", description: "" },
  });
  const send = useMutation({
    mutationFn: (body: Output) => api<{ id: string; message: string }>("/api/reports", { body }),
  });
  const close = () => {
    onClose();
    send.reset();
    form.reset();
  };
  const { errors } = form.formState;
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
            error={errors.reason?.message}
            {...form.register("reason")}
          />
          <TextAreaField
            label="Description"
            rows={3}
            maxLength={1000}
            error={errors.description?.message}
            {...form.register("description")}
          />
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
