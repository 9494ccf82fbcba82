import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BellRing, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { SavedItem } from "../../../contracts/saved.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { MutationError } from "../../components/ui/mutation-error.tsx";
import { api } from "../../lib/api.ts";
import { formatDayIn, toDateTimeLocalValue } from "../../lib/format-date.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import { SavedRow } from "./saved-list.tsx";

const messages = defineMessages({
  remindOn: { id: "saved.reminder.on", defaultMessage: "Reminder on {day}" },
  setReminder: { id: "saved.reminder.set", defaultMessage: "Remind me" },
  changeReminder: { id: "saved.reminder.change", defaultMessage: "Change reminder" },
  clearReminder: { id: "saved.reminder.clear", defaultMessage: "Clear reminder" },
  day: { id: "saved.reminder.day", defaultMessage: "Reminder date" },
  save: { id: "saved.reminder.save", defaultMessage: "Set reminder" },
  cancel: { id: "saved.reminder.cancel", defaultMessage: "Cancel" },
  remove: { id: "saved.remove", defaultMessage: "Remove" },
  removeLabel: { id: "saved.removeLabel", defaultMessage: "Remove {title} from Saved" },
  removeTitle: { id: "saved.removeTitle", defaultMessage: "Remove from Saved?" },
  removeText: {
    id: "saved.removeText",
    defaultMessage: "It leaves your Saved list, with its reminder. You can save it again later.",
  },
});

const entryPath = (item: SavedItem) => `/api/me/saved/${item.kind}/${encodeURIComponent(item.id)}`;

/** A saved entry on the Saved page: the row, its reminder day (set, change, clear) and Remove. */
export function SavedEntry({ item }: { item: SavedItem }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedQueryKey });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reminder = useMutation({
    mutationFn: (remindOn: string | null) =>
      api<null>(`${entryPath(item)}/reminder`, { method: "PUT", body: { remindOn } }),
    onSuccess: async () => {
      await refresh();
      setEditing(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => api<null>(entryPath(item), { method: "DELETE" }),
    onSuccess: async () => {
      await refresh();
      setConfirming(false);
    },
  });
  const name = item.title || intl.formatMessage(messages.remove);
  // A calendar day, shown as the day it is wherever the reader is.
  const day = item.remindOn
    ? formatDayIn(new Date(`${item.remindOn}T00:00:00Z`), {
        language: intl.locale,
        timeZone: "UTC",
        cityLocale: item.locale,
      })
    : null;

  return (
    <div className="flex flex-col gap-2">
      <SavedRow item={item} />
      <div className="flex flex-wrap items-center gap-2 px-1">
        {day && !editing && (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ocean-800">
            <BellRing aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.remindOn, { day })}
          </span>
        )}
        {!editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {intl.formatMessage(day ? messages.changeReminder : messages.setReminder)}
          </Button>
        )}
        {day && !editing && (
          <Button
            variant="ghost"
            size="sm"
            busy={reminder.isPending}
            onClick={() => reminder.mutate(null)}
          >
            {intl.formatMessage(messages.clearReminder)}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-coral-700"
          aria-label={intl.formatMessage(messages.removeLabel, { title: name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.remove)}
        </Button>
      </div>
      {editing && (
        <ReminderForm
          initial={item.remindOn ?? ""}
          busy={reminder.isPending}
          onSave={(remindOn) => reminder.mutate(remindOn)}
          onCancel={() => {
            reminder.reset();
            setEditing(false);
          }}
        />
      )}
      <MutationError error={reminder.error} />
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(messages.removeTitle)}
        description={intl.formatMessage(messages.removeText)}
        confirmLabel={intl.formatMessage(messages.remove)}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </div>
  );
}

function ReminderForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (remindOn: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onSave(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 px-1">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {intl.formatMessage(messages.day)}
        </label>
        <input
          id={id}
          type="date"
          required
          value={value}
          // Today here; the server holds the day to the item's city's calendar.
          min={toDateTimeLocalValue(new Date()).slice(0, 10)}
          onChange={(event) => setValue(event.target.value)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
        />
      </div>
      <Button type="submit" size="md" busy={busy}>
        {intl.formatMessage(messages.save)}
      </Button>
      <Button variant="secondary" size="md" onClick={onCancel}>
        {intl.formatMessage(messages.cancel)}
      </Button>
    </form>
  );
}
