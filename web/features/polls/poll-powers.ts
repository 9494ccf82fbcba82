import type { Viewer } from "../../../contracts/profiles.ts";

/**
 * What a viewer may do to a city's polls, for which buttons to show: admins
 * create, edit and close them; the city's moderators close them (decision 30).
 * The server checks both again on every write.
 */
export type PollPowers = { manage: boolean; close: boolean };

export const pollPowers = (
  viewer: Pick<Viewer, "isAdmin" | "moderates">,
  citySlug: string,
): PollPowers => ({
  manage: viewer.isAdmin,
  close: viewer.isAdmin || viewer.moderates.includes(citySlug),
});
