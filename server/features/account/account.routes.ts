import type { Routes } from "../../platform/config/app-context.ts";
import { credentialsRoutes } from "./credentials.routes.ts";
import { dataExportRoutes } from "./data-export.routes.ts";
import { deletionRoutes } from "./deletion.routes.ts";
import { emailCodeRoutes } from "./email-code.routes.ts";
import { invitesRoutes } from "./invites.routes.ts";
import { linkedSignInsRoutes } from "./linked-sign-ins.routes.ts";
import { passkeysRoutes } from "./passkeys.routes.ts";
import { sessionsRoutes } from "./sessions.routes.ts";
import { staffFactorsRoutes } from "./staff-factors.routes.ts";
import { twoFactorRoutes } from "./two-factor.routes.ts";

/** Account and security (issue 31): each part registers its own routes. */
export const accountRoutes: Routes = async (app, context) => {
  for (const routes of [
    credentialsRoutes,
    sessionsRoutes,
    twoFactorRoutes,
    passkeysRoutes,
    emailCodeRoutes,
    invitesRoutes,
    linkedSignInsRoutes,
    deletionRoutes,
    dataExportRoutes,
    staffFactorsRoutes,
  ]) {
    await app.register(async (scoped) => routes(scoped, context));
  }
};
