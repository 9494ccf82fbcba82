import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dataExportMessages,
  dataExportParamsSchema,
  dataExportSchema,
  dataExportStateSchema,
} from "../../../contracts/data-export.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
import { requireViewer } from "../../session/session.ts";
import {
  findDataExport,
  OncePerDay,
  readDataExportZip,
  requestDataExport,
} from "./data-export/data-export.service.ts";
import { scheduleDataExportJobs } from "./data-export/export-jobs.ts";
import { requireRecentProof } from "./recent-proof.ts";

const tags = ["account"];

/** Download my data: a zip built in the background (issue 31, scope 10; decision 071). */
export const dataExportRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  scheduleDataExportJobs(app, context);

  api.get(
    "/api/account/data-exports/latest",
    {
      schema: {
        tags,
        summary: "The viewer's newest data export that has not expired, if any",
        response: { 200: dataExportStateSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, dataExportMessages.signIn);
      reply.header("cache-control", "private, no-store");
      return { export: await findDataExport(db, viewer.id) };
    },
  );

  api.post(
    "/api/account/data-exports",
    {
      schema: {
        tags,
        summary:
          "Download my data: starts a zip of everything about or by the viewer, built in the background (once a day; needs a recent proof)",
        response: { 202: dataExportSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, dataExportMessages.signIn);
      await requireRecentProof(context, request);
      try {
        return reply
          .status(202)
          .send(await requestDataExport(context, viewer.id, requestLanguage(request)));
      } catch (error) {
        if (error instanceof OncePerDay) {
          reply.header("retry-after", String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  api.get(
    "/api/account/data-exports/:id/download",
    {
      schema: {
        tags,
        summary: "The zip of a ready data export (its owner only; 404 for anyone else)",
        params: dataExportParamsSchema,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, dataExportMessages.signIn);
      const { zip, requestedAt } = await readDataExportZip(db, {
        userId: viewer.id,
        exportId: request.params.id,
      });
      const day = requestedAt.toISOString().slice(0, 10);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="coastal-data-${day}.zip"`)
        .header("cache-control", "private, no-store")
        .send(zip);
    },
  );
};
