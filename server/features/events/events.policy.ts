import type { Viewer } from "../../session/session.ts";
import { canModerate } from "../communities/membership.policy.ts";

/** Who may edit or cancel an event: its organiser or an admin. */
export const canEditEvent = (viewer: Viewer, event: { organiserId: string }) =>
  canModerate(viewer, event.organiserId);
