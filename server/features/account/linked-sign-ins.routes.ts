import type { Routes } from "../../platform/config/app-context.ts";

/** Linking and unlinking the OIDC provider's sign-in (issue 31). */
export const linkedSignInsRoutes: Routes = async (_app, _context) => {};
