import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownProfileSchema, updateProfileSchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { requireViewer } from "../../lib/session.ts";
import { loadOwnProfile, updateProfile } from "./profile.service.ts";

const tags = ["profiles"];

/** The signed-in user's own profile: there is no route to change anyone else's. */
export async function profileRoutes(app: FastifyInstance, { auth, db }: AppContext) {
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
}
