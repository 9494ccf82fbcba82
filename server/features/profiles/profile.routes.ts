import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  memberProfileMessages,
  memberProfileParams,
  memberProfileSchema,
} from "../../../contracts/member-profiles.ts";
import { ownProfileSchema, updateProfileSchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { actorFor } from "../../policies/actor.ts";
import { getViewer, requireViewer } from "../../session/session.ts";
import { loadMemberProfile } from "./member-profile.service.ts";
import { loadOwnProfile, updateProfile } from "./profile.service.ts";

const tags = ["profiles"];

/**
 * The signed-in user's own profile (there is no route to change anyone else's), and
 * the read-only page of a member within a city they share.
 */
export async function profileRoutes(app: FastifyInstance, { auth, db, storage }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/profile",
    { schema: { tags, summary: "My profile", response: { 200: ownProfileSchema } } },
    async (request) => loadOwnProfile(db, await requireViewer(auth, request)),
  );

  api.patch(
    "/api/profile",
    {
      schema: {
        tags,
        summary: "Change my username, bio and/or phone (409 when the username is taken)",
        body: updateProfileSchema,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      return updateProfile(db, { viewer, changes: request.body });
    },
  );

  api.get(
    "/api/cities/:city/members/:username",
    {
      schema: {
        tags,
        summary: "A member's page within a city (members of that city and admins; else 404)",
        params: memberProfileParams,
        response: { 200: memberProfileSchema },
      },
    },
    async (request) => {
      // A visitor is told nothing more than someone from another city: 404 (decision 9).
      const viewer = await getViewer(auth, request);
      if (!viewer) throw notFound(memberProfileMessages.notFound);
      const { city, username } = request.params;
      const actor = await actorFor(db, request, viewer);
      return loadMemberProfile({ db, storage }, { actor, citySlug: city, username });
    },
  );
}
