import { Button } from "../../components/ui/button.tsx";
import { Modal, ModalActions, ModalClose } from "../../components/ui/modal.tsx";
import { formatLongDate } from "../../lib/format-relative.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import type { Editable } from "./query-keys.ts";
import { useHistory } from "./use-post-edits.ts";

// The versions dialog behind History (post-edit-parts.tsx), fetched on its first press.

const messages = defineMessages({
  historyTitle: { id: "postEdits.historyTitle", defaultMessage: "Earlier versions" },
  historyDescription: {
    id: "postEdits.historyDescription",
    defaultMessage:
      "What its author wrote before each edit, newest first. Only moderators and admins see this.",
  },
  current: { id: "postEdits.current", defaultMessage: "Current version {version}, edited {date}" },
  version: { id: "postEdits.version", defaultMessage: "Version {version}, written {date}" },
  loading: { id: "postEdits.loading", defaultMessage: "Loading versions…" },
  loadFailed: { id: "postEdits.loadFailed", defaultMessage: "Could not load the versions." },
  close: { id: "postEdits.close", defaultMessage: "Close" },
});

/** An edited post's or comment's versions, newest first, in a dialog. */
export function HistoryDialog({
  kind,
  id,
  open,
  onClose,
}: {
  kind: Editable;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      size="lg"
      title={intl.formatMessage(messages.historyTitle)}
      description={intl.formatMessage(messages.historyDescription)}
      onClose={onClose}
    >
      <HistoryList kind={kind} id={id} open={open} />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">{intl.formatMessage(messages.close)}</Button>
        </ModalClose>
      </ModalActions>
    </Modal>
  );
}

function HistoryList({ kind, id, open }: { kind: Editable; id: string; open: boolean }) {
  const history = useHistory(kind, id, open);
  const intl = useIntl();
  const when = (iso: string) => formatLongDate(intl, new Date(iso));
  if (history.isPending) {
    return <p className="text-sm text-slate-600">{intl.formatMessage(messages.loading)}</p>;
  }
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-coral-700">
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  }
  const { current, versions } = history.data;
  const entries = [
    {
      key: "current",
      heading: intl.formatMessage(messages.current, {
        version: current.version,
        date: current.editedAt ? when(current.editedAt) : "",
      }),
      content: current.content,
    },
    ...versions.map((version) => ({
      key: String(version.version),
      heading: intl.formatMessage(messages.version, {
        version: version.version,
        date: when(version.writtenAt),
      }),
      content: version.content,
    })),
  ];
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.key} className="rounded-xl border border-slate-200 p-3">
          <p className="text-xs font-semibold text-slate-600">{entry.heading}</p>
          <p
            data-user-content
            className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800"
          >
            {entry.content}
          </p>
        </li>
      ))}
    </ol>
  );
}
