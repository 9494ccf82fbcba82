import type { Routes } from "../../platform/config/app-context.ts";

/** Change password and email, and the recent proof they need (issue 31). */
export const credentialsRoutes: Routes = async (_app, _context) => {};
