import { Ban, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EventDetail } from "../../../contracts/events.ts";
import { DeleteDialog } from "../../components/delete-dialog.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { eventPath } from "./event-card.tsx";
import { useCancelEvent, useDeleteEvent } from "./use-events.ts";

/** The organiser's Edit and Cancel, asking before an event is cancelled. */
export function OrganiserActions({ event }: { event: EventDetail }) {
  const cancel = useCancelEvent(event);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Link to={`${eventPath(event)}/edit`} className={buttonClasses("secondary")}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit event
      </Link>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Cancel event
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel this event?"
        description="It stays listed as cancelled and takes no more RSVPs. Everyone going or interested is told."
        confirmLabel="Cancel event"
        // "Cancel" beside "Cancel event" asked which one cancels (issue 28).
        cancelLabel="Keep event"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onClose={() => {
          setAsking(false);
          cancel.reset();
        }}
      />
    </>
  );
}

/** A moderator's removal (spam, a hoax): asks first, then goes back to the city's events. */
export function DeleteEventButton({ event }: { event: EventDetail }) {
  const remove = useDeleteEvent(event);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { data: viewer } = useViewer();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete event
      </Button>
      <DeleteDialog
        open={asking}
        moderating={viewer?.id !== event.organiser.id}
        title="Delete this event?"
        description="It disappears for everyone, with its RSVPs, and cannot be brought back. The activity log records it."
        confirmLabel="Delete event"
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
