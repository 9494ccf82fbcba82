import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/config/app-context.ts";
import { dining } from "./dining.ts";
import type { Directory, EntryKind } from "./directory.ts";
import { directoryRoutes } from "./entries.routes.ts";
import { marketplace } from "./marketplace.ts";
import { properties } from "./properties.ts";
import { shopping } from "./shopping.ts";

// Every directory of a city, in one list (decision 061). The kernel's routes are
// registered once per entry; the Saved list, reports and the admin dashboard learn
// the directories from here, so a fifth one is a config (see marketplace.ts), its
// table and its contract, plus one line below.

export const directories: readonly Directory[] = [
  marketplace as unknown as Directory,
  properties as unknown as Directory,
  dining as unknown as Directory,
  shopping as unknown as Directory,
];

/** The directory whose entries are stored under `kind` ("listing", "restaurant" ...). */
export const directoryOfKind = (kind: EntryKind): Directory => {
  const found = directories.find((d) => d.kind === kind);
  if (!found) throw new Error(`No directory keeps entries of kind ${kind}`);
  return found;
};

/** The directories a user may save from (decision 22). */
export const savableDirectories = () =>
  directories.filter((d): d is Directory & { saved: NonNullable<Directory["saved"]> } =>
    Boolean(d.saved),
  );

/** Every directory's routes, and its former paths (answered 308, decision 061). */
export async function directoriesRoutes(app: FastifyInstance, context: AppContext) {
  for (const d of directories) {
    // Each in a scope of its own, as every feature's routes are.
    await app.register(async (scope) => directoryRoutes(scope, context, d));
    if (d.formerPath) redirectFormerPaths(app, d.formerPath, d.path);
  }
}

/**
 * `/api/<former>…` and `/api/cities/:city/<former>…` answer 308 Permanent Redirect
 * to the same address under the new word: an open tab or a script keeps working,
 * its method and body kept (308, unlike 301, may not turn a POST into a GET).
 */
function redirectFormerPaths(app: FastifyInstance, former: string, path: string) {
  const method = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"];
  for (const rest of ["", "/*"]) {
    app.route({
      method,
      url: `/api/${former}${rest}`,
      schema: { hide: true },
      handler: (request, reply) =>
        reply.redirect(`/api/${path}${request.url.slice(`/api/${former}`.length)}`, 308),
    });
    app.route({
      method,
      url: `/api/cities/:city/${former}${rest}`,
      schema: { hide: true },
      handler: (request, reply) => {
        // The address as sent, its city as written: only the word changes.
        const cityEnd = request.url.indexOf("/", "/api/cities/".length);
        const after = request.url.slice(cityEnd + 1 + former.length);
        return reply.redirect(`${request.url.slice(0, cityEnd)}/${path}${after}`, 308);
      },
    });
  }
}
