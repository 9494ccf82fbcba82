import type { Routes } from "../../platform/config/app-context.ts";

/** Sign-in with a one-time code sent by email (issue 31). */
export const emailCodeRoutes: Routes = async (_app, _context) => {};
