import type { Routes } from "../../platform/config/app-context.ts";

/** The authenticator-app second factor and its backup codes (issue 31). */
export const twoFactorRoutes: Routes = async (_app, _context) => {};
