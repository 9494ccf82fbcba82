import { Ban, Flag, LogOut, MoreVertical } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Conversation } from "../../../contracts/messages.ts";
import { reportReasonLabels, reportReasons } from "../../../contracts/reports-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { messagesWords } from "./messages-words.ts";
import { useBlockMember, useLeaveConversation, useReportConversation } from "./use-conversation.ts";

type Asking = "block" | "report" | "leave" | null;

/** The thread's menu: Block, Report and Leave, each asked once before it happens. */
export function ThreadMenu({
  conversation,
  otherName,
}: {
  conversation: Conversation;
  otherName: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const block = useBlockMember();
  const leave = useLeaveConversation(conversation.id);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const ask = (what: Asking) => {
    setOpen(false);
    setAsking(what);
  };
  const otherId = conversation.other.id;
  const item = "flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only notices focus leaving the menu; its button and items are what people use
    <div
      className="relative"
      // Focus leaving the menu (a click elsewhere, Tab past it) folds it away.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-label={intl.formatMessage(messagesWords.threadMenu)}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <MoreVertical aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute top-11 right-0 z-30 w-60 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {otherId && !conversation.blockedByMe && (
            <li>
              <button type="button" className={item} onClick={() => ask("block")}>
                <Ban aria-hidden="true" className="size-4" />
                {intl.formatMessage(messagesWords.block, { name: otherName })}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={item} onClick={() => ask("report")}>
              <Flag aria-hidden="true" className="size-4" />
              {intl.formatMessage(messagesWords.report)}
            </button>
          </li>
          {!conversation.ended && (
            <li>
              <button type="button" className={item} onClick={() => ask("leave")}>
                <LogOut aria-hidden="true" className="size-4" />
                {intl.formatMessage(messagesWords.leave)}
              </button>
            </li>
          )}
        </ul>
      )}
      <ConfirmDialog
        open={asking === "block"}
        title={intl.formatMessage(messagesWords.blockTitle, { name: otherName })}
        description={intl.formatMessage(messagesWords.blockText, { name: otherName })}
        confirmLabel={intl.formatMessage(messagesWords.blockConfirm)}
        busy={block.isPending}
        error={block.error}
        onConfirm={() => otherId && block.mutate(otherId, { onSuccess: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "leave"}
        title={intl.formatMessage(messagesWords.leaveTitle)}
        description={intl.formatMessage(messagesWords.leaveText, { name: otherName })}
        confirmLabel={intl.formatMessage(messagesWords.leaveConfirm)}
        busy={leave.isPending}
        error={leave.error}
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => navigate("/messages") })}
        onClose={() => setAsking(null)}
      />
      {asking === "report" && (
        <ReportConversationDialog id={conversation.id} onClose={() => setAsking(null)} />
      )}
    </div>
  );
}

function ReportConversationDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const report = useReportConversation(id);
  const [reason, setReason] = useState("");
  const [description, setDescription] = useState("");
  if (report.isSuccess) {
    return (
      <ConfirmDialog
        open
        role="dialog"
        title={intl.formatMessage(messagesWords.reportTitle)}
        description={intl.formatMessage(messagesWords.reported)}
        confirmLabel={intl.formatMessage(messagesWords.close)}
        busy={false}
        onConfirm={onClose}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      role="dialog"
      title={intl.formatMessage(messagesWords.reportTitle)}
      description={intl.formatMessage(messagesWords.reportText)}
      confirmLabel={intl.formatMessage(messagesWords.reportConfirm)}
      busy={report.isPending}
      error={report.error}
      onConfirm={() =>
        report.mutate({
          reason: reason as (typeof reportReasons)[number],
          description: description.trim(),
        })
      }
      onClose={onClose}
    >
      <SelectField
        label={intl.formatMessage(messagesWords.reportReason)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        options={[
          { value: "", label: intl.formatMessage(messagesWords.chooseReason) },
          ...reportReasons.map((value) => ({
            value,
            label: translatedText(intl, reportReasonLabels[value]),
          })),
        ]}
      />
      <TextAreaField
        label={intl.formatMessage(messagesWords.reportDetails)}
        rows={3}
        maxLength={1000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {report.isError ? null : (
        <Alert tone="info">{intl.formatMessage(messagesWords.reportPrivate)}</Alert>
      )}
    </ConfirmDialog>
  );
}
