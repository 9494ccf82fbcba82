import type { Routes } from "../../platform/config/app-context.ts";

/** A member's own sessions: list, end one, all others, or all (issue 31). */
export const sessionsRoutes: Routes = async (_app, _context) => {};
