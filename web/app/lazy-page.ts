import type { ComponentType } from "react";

/**
 * A route's page, loaded lazily so the first screen downloads only what it shows. The
 * build finds each route's page module by this call's `import("…")` (route-shells.ts).
 */
export const page = <T>(load: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
