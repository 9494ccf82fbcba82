import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { demoContentSchema } from "../../../contracts/demo-content.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { countDemoContent, removeDemoContent } from "./demo-content.service.ts";

const tags = ["admin"];

/** The Cities tab's demo content (decision 060): how much there is, and removing it all. */
export async function demoContentRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/demo-content",
    {
      schema: {
        tags,
        summary: "How many demo members there are, and their listings, places and events (admins)",
        response: { 200: demoContentSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      return countDemoContent(db);
    },
  );

  api.delete(
    "/api/admin/demo-content",
    {
      schema: {
        tags,
        summary: "Delete every demo member with their content and photos (admins)",
        response: { 200: demoContentSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      return removeDemoContent(context, viewer);
    },
  );
}
