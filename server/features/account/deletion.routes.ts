import type { Routes } from "../../platform/config/app-context.ts";

/** Deleting one's own account, with 14 days to change one's mind (issue 31). */
export const deletionRoutes: Routes = async (_app, _context) => {};
