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
import { languageCookieHeader, rememberSetting } from "../../platform/i18n/request-language.ts";
import { actorFor } from "../../policies/actor.ts";
import { getViewer, requireViewer } from "../../session/session.ts";
import { loadMemberProfile } from "./member-profile.service.ts";
import { loadOwnProfile, updateProfile } from "./profile.service.ts";

const tags = ["profiles"];

/**
 * The signed-in user's own profile (there is no route to change anyone else's), and
 * the read-only page of a member within a city they share.
 */
export async function profileRoutes(
  app: FastifyInstance,
  { auth, db, storage, settings }: AppContext,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = settings.BASE_URL.startsWith("https://");

  api.get(
    "/api/profile",
    { schema: { tags, summary: "My profile", response: { 200: ownProfileSchema } } },
    async (request) => {
      const profile = await loadOwnProfile(db, await requireViewer(auth, request));
      rememberSetting(request, profile.language ?? null);
      return profile;
    },
  );

  api.patch(
    "/api/profile",
    {
      schema: {
        tags,
        summary: "Change my username, bio, phone and/or language (409 when the username is taken)",
        body: updateProfileSchema,
        response: { 200: ownProfileSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const profile = await updateProfile(db, { viewer, changes: request.body });
      if (request.body.language !== undefined) {
        // The browser's pages follow the choice from the next load on (decision 063).
        reply.header("set-cookie", languageCookieHeader(request.body.language, secure));
        rememberSetting(request, request.body.language);
      }
      return profile;
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
