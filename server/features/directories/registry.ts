import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { dining } from "./dining.ts";
import type { Directory, EntryKind } from "./directory.ts";
import { directoryRoutes } from "./entries.routes.ts";
import { marketplace } from "./marketplace.ts";
import { properties } from "./properties.ts";
import { shopping } from "./shopping.ts";

// Every directory of a city, in one list (decision 061). The kernel's routes are
// registered once per entry; the Saved list, reports and the admin dashboard learn
// the directories from here.
//
// A fifth directory ("services"): its table (server/db/schema/services.ts, with
// listingColumns() or businessColumns(); `npm run db:generate`, `npm run db:search-columns`),
// its contract (contracts/services.ts from listingEntrySchemas, words and choices zod-free in
// services-rules.ts), one config here (services.ts, one call of listingDirectory or
// placeDirectory) and one line in the list below; one row in contracts/directory-kinds.ts
// and one in contracts/city-sections.ts (`standardPages`); its web config
// (web/features/directories/services.tsx) and its lines in that folder's registry.tsx and
// admin/admin-tab-panels.tsx. docs/adding-a-feature.md lists the steps in order.

export const directories: readonly Directory[] = [marketplace, properties, dining, shopping];

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
    const { formerPath } = d;
    if (!formerPath) continue;
    await app.register(async (scope) => {
      // A photo upload sent to a former address is answered too, not refused as unknown.
      await acceptUploads(scope);
      redirectFormerPaths(scope, d, formerPath);
    });
  }
}

/**
 * The former addresses (`/api/<former>/:id…`, `/api/cities/:city/<former>`) answer
 * 308 Permanent Redirect to the same address under the new word, so an open tab or a
 * script keeps working: 308, unlike 301, keeps the method and the body.
 */
function redirectFormerPaths(app: FastifyInstance, d: Directory, former: string) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.object({ id: z.string() });
  // Only the word changes: the city as written, the id and the query stay.
  const forCity = (path: string) => `${path.slice(0, -former.length)}${d.path}`;
  const forItem = (path: string) => `/api/${d.path}${path.slice(`/api/${former}`.length)}`;
  const moved = [
    {
      url: `/api/cities/:city/${former}`,
      method: ["GET", "POST"],
      params: citySlugParams,
      to: forCity,
    },
    { url: `/api/${former}/:id`, method: ["GET", "PUT", "DELETE"], params: idParams, to: forItem },
    ...(d.statusSchema
      ? [{ url: `/api/${former}/:id/status`, method: ["POST"], params: idParams, to: forItem }]
      : []),
    ...(d.saved
      ? [
          {
            url: `/api/${former}/:id/saved`,
            method: ["PUT", "DELETE"],
            params: idParams,
            to: forItem,
          },
        ]
      : []),
  ];
  for (const { url, method, params, to } of moved) {
    api.route({
      method,
      url,
      schema: {
        tags: [d.tag],
        summary: `Moved (decision 061): answers 308 to ${to(url)}, method and body kept`,
        deprecated: true,
        params,
      },
      handler: (request, reply) => {
        const [path = "", query] = request.url.split(/\?(.*)/s);
        return reply.redirect(query === undefined ? to(path) : `${to(path)}?${query}`, 308);
      },
    });
  }
}
