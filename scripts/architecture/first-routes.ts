// Which web files a first visit loads before the page can show (decisions 033, 042): the
// entry, and for each route of web/app/router.tsx (and the route lists it imports) its page
// module; with their static imports, that is what each route's shell preloads
// (scripts/build/route-shells.ts).
import path from "node:path";
import { routesIn } from "../build/route-shells.ts";

export const webEntry = "web/main.tsx";
const router = "web/app/router.tsx";

export function firstRouteRoots(root: string): string[] {
  const pages = routesIn(path.join(root, router)).map(([, module]) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(router), module)),
  );
  return [...new Set([webEntry, ...pages])];
}
