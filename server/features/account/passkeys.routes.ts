import type { Routes } from "../../platform/config/app-context.ts";

/** A member's passkeys (issue 31). */
export const passkeysRoutes: Routes = async (_app, _context) => {};
