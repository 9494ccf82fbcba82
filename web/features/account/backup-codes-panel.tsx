import { Copy, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  title: { id: "account.twoFactor.backup.title", defaultMessage: "Save your backup codes" },
  explain: {
    id: "account.twoFactor.backup.explain",
    defaultMessage:
      "If you lose your phone, sign in with one of these codes instead. Each code works once. This is the only time we show them: keep them somewhere safe.",
  },
  listLabel: { id: "account.twoFactor.backup.listLabel", defaultMessage: "Backup codes" },
  download: { id: "account.twoFactor.backup.download", defaultMessage: "Download" },
  copy: { id: "account.twoFactor.backup.copy", defaultMessage: "Copy" },
  copied: { id: "account.twoFactor.backup.copied", defaultMessage: "Copied" },
  copyFailed: {
    id: "account.twoFactor.backup.copyFailed",
    defaultMessage: "Your browser did not let us copy. Download the codes or write them down.",
  },
  done: { id: "account.twoFactor.backup.done", defaultMessage: "I saved my codes" },
  fileHeading: {
    id: "account.twoFactor.backup.fileHeading",
    defaultMessage: "Coastal backup codes for {email}. Each code works once.",
  },
});

/** The ten one-use codes, shown once, with Download (.txt) and Copy. */
export function BackupCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves here as the panel replaces the form the member was in.
  useEffect(() => heading.current?.focus(), []);
  const text = `${intl.formatMessage(messages.fileHeading, { email })}\n\n${codes.join("\n")}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "coastal-backup-codes.txt";
    link.click();
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900 outline-none">
        {intl.formatMessage(messages.title)}
      </h4>
      <p className="text-sm text-slate-700">{intl.formatMessage(messages.explain)}</p>
      <ul
        aria-label={intl.formatMessage(messages.listLabel)}
        className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm text-slate-900 sm:grid-cols-2"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      {copied === "failed" && <Alert tone="error">{intl.formatMessage(messages.copyFailed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.download)}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {intl.formatMessage(copied === "yes" ? messages.copied : messages.copy)}
        </Button>
        <Button size="sm" onClick={onDone}>
          {intl.formatMessage(messages.done)}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied === "yes" ? intl.formatMessage(messages.copied) : ""}
      </span>
    </div>
  );
}
