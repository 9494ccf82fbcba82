import { Ban, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EventDetail } from "../../../contracts/events.ts";
import {
  eventMessages,
  type OccurrenceScope,
  occurrenceScopes,
} from "../../../contracts/events-rules.ts";
import { DeleteDialog } from "../../components/delete-dialog.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { eventPath } from "./event-card.tsx";
import { useCancelEvent, useDeleteEvent } from "./use-events.ts";

const messages = defineMessages({
  edit: { id: "events.editEvent", defaultMessage: "Edit event" },
  cancel: { id: "events.cancelEvent", defaultMessage: "Cancel event" },
  cancelTitle: { id: "events.cancelTitle", defaultMessage: "Cancel this event?" },
  cancelDescription: {
    id: "events.cancelDescription",
    defaultMessage:
      "It stays listed as cancelled and takes no more RSVPs. Everyone going or interested is told.",
  },
  keep: { id: "events.keepEvent", defaultMessage: "Keep event" },
  cancelWhich: { id: "events.cancelWhich", defaultMessage: "Which dates?" },
  delete: { id: "events.deleteEvent", defaultMessage: "Delete event" },
  deleteTitle: { id: "events.deleteTitle", defaultMessage: "Delete this event?" },
  deleteDescription: {
    id: "events.deleteDescription",
    defaultMessage:
      "It disappears for everyone, with its RSVPs, and cannot be brought back. The activity log records it.",
  },
});

/** The organiser's Edit and Cancel, asking before an event is cancelled. */
export function OrganiserActions({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const cancel = useCancelEvent(event);
  const [asking, setAsking] = useState(false);
  const [scope, setScope] = useState<OccurrenceScope>("one");
  return (
    <>
      <Link to={`${eventPath(event)}/edit`} className={buttonClasses("secondary")}>
        <Pencil aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.edit)}
      </Link>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.cancel)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(messages.cancelTitle)}
        description={intl.formatMessage(messages.cancelDescription)}
        confirmLabel={intl.formatMessage(messages.cancel)}
        // "Cancel" beside "Cancel event" asked which one cancels (issue 28).
        cancelLabel={intl.formatMessage(messages.keep)}
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(scope, { onSuccess: () => setAsking(false) })}
        onClose={() => {
          setAsking(false);
          cancel.reset();
        }}
      >
        {event.repeats && (
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-slate-800">
              {intl.formatMessage(messages.cancelWhich)}
            </legend>
            {occurrenceScopes.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
              >
                <input
                  type="radio"
                  name="cancel-scope"
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="size-4 accent-ocean-700"
                />
                {intl.formatMessage(
                  value === "one" ? eventMessages.thisOneOnly : eventMessages.thisAndLater,
                )}
              </label>
            ))}
          </fieldset>
        )}
      </ConfirmDialog>
    </>
  );
}

/** A moderator's removal (spam, a hoax): asks first, then goes back to the city's events. */
export function DeleteEventButton({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const remove = useDeleteEvent(event);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { data: viewer } = useViewer();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.delete)}
      </Button>
      <DeleteDialog
        open={asking}
        moderating={viewer?.id !== event.organiser.id}
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.delete)}
        busy={remove.isPending}
        problem={remove.isError ? apiErrorText(remove.error) : null}
        onConfirm={(removal) =>
          remove.mutate(removal, {
            onSuccess: () =>
              navigate(`/city/${encodeURIComponent(event.citySlug)}/events`, { replace: true }),
          })
        }
        onClose={() => {
          setAsking(false);
          remove.reset();
        }}
      />
    </>
  );
}
