import type { FastifyInstance } from "fastify";
import type { AppContext } from "../config/app-context.ts";

/**
 * Whether the pseudo-locale en-XA may be chosen (issue 30): in development and tests, or
 * where PSEUDO_LOCALE=true asks for it (a staging copy being checked for hard-coded text).
 * PSEUDO_LOCALE=false turns it off even there.
 */
export const pseudoLocaleEnabled = (settings: AppContext["settings"]) =>
  settings.PSEUDO_LOCALE ? settings.PSEUDO_LOCALE === "true" : settings.NODE_ENV !== "production";

/**
 * The en-XA catalog for a page whose visitor chose it (cookie coastal_lang=en-XA): the
 * web asks for it instead of a language's messages. It is generated from the code's
 * English on first request, by the extractor the catalog check uses, and never stored.
 */
export async function pseudoLocaleRoutes(app: FastifyInstance, { settings }: AppContext) {
  if (!pseudoLocaleEnabled(settings)) return;
  let catalog: Promise<Record<string, string>> | undefined;
  app.get("/api/i18n/en-XA", { schema: { hide: true } }, async (_request, reply) => {
    // Loaded only here, so a production server never reaches for the FormatJS CLI.
    catalog ??= import("../../../scripts/i18n/pseudo-locale.ts").then((module) =>
      module.pseudoCatalog(),
    );
    // A failed extraction is retried by the next page rather than remembered.
    const messages = await catalog.catch((error) => {
      catalog = undefined;
      throw error;
    });
    // The API's default, private and not stored (decision 053): the catalog follows the code.
    return reply.send({ messages });
  });
}
