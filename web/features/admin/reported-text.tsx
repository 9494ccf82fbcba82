import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

const messages = defineMessages({
  reportedText: {
    id: "postEdits.reportedText",
    defaultMessage: "Reported text (version {version})",
  },
});

/**
 * A post's or comment's text as it was when reported (issue 35): its author may
 * have edited it since, so the moderator judges what the reporter saw.
 */
export function ReportedText({
  content,
  version,
}: {
  content?: string | null | undefined;
  version?: number | null | undefined;
}) {
  const intl = useIntl();
  if (!content) return null;
  return (
    <figure className="mt-1 rounded-lg bg-slate-50 px-3 py-2">
      <figcaption className="text-xs font-semibold text-slate-600">
        {intl.formatMessage(messages.reportedText, { version: version ?? 1 })}
      </figcaption>
      <blockquote
        data-user-content
        className="mt-0.5 break-words whitespace-pre-wrap text-slate-800"
      >
        {content}
      </blockquote>
    </figure>
  );
}
