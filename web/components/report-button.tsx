import { Flag } from "lucide-react";
import { lazy, useState } from "react";
import type { ReportTargetType } from "../../contracts/reports-rules.ts";
import { defineMessages, useIntl } from "../lib/i18n/use-intl.ts";
import { Button } from "./ui/button.tsx";
import { OnceOpened } from "./ui/once-opened.tsx";

const messages = defineMessages({
  report: { id: "ui.reportButton.report", defaultMessage: "Report" },
});

// The dialog's form (react-hook-form, the zod schema) and the modal load on the first open.
const ReportDialog = lazy(() =>
  import("./report-dialog.tsx").then((module) => ({ default: module.ReportDialog })),
);

/**
 * "Report" on anything a member can report (decision 24): a dialog with a
 * reason and a description, then the server's confirmation that it was received.
 * Shared by every feature's detail page, so none imports another's.
 */
export function ReportButton({
  targetType,
  targetId,
  label,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for screen readers: "post by ana". */
  label: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.report)}
        <span className="sr-only"> {label}</span>
      </Button>
      <OnceOpened open={open}>
        <ReportDialog
          open={open}
          targetType={targetType}
          targetId={targetId}
          onClose={() => setOpen(false)}
        />
      </OnceOpened>
    </>
  );
}
