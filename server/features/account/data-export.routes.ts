import type { Routes } from "../../platform/config/app-context.ts";

/** Download my data: a zip built in the background (issue 31). */
export const dataExportRoutes: Routes = async (_app, _context) => {};
