import type { Routes } from "../../platform/config/app-context.ts";

/** An admin invites an address to a city (issue 31). */
export const invitesRoutes: Routes = async (_app, _context) => {};
