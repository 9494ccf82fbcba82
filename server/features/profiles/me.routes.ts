import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { meResponseSchema, setActiveCitySchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import {
  cookieLanguage,
  languageCookieHeader,
  rememberSetting,
} from "../../platform/i18n/request-language.ts";
import { getViewer, requireViewer } from "../../session/session.ts";
import { setActiveCity } from "./active-city.service.ts";
import { loadViewerAndLanguage } from "./viewer.service.ts";

export async function meRoutes(app: FastifyInstance, { auth, db, settings }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = settings.BASE_URL.startsWith("https://");

  api.get(
    "/api/me",
    {
      schema: {
        tags: ["profiles"],
        summary: "The signed-in user with memberships, or null for visitors",
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const session = await getViewer(auth, request);
      if (!session) return { viewer: null };
      const { viewer, language } = await loadViewerAndLanguage(db, session);
      // A saved language wins over a cookie another choice left on this browser (decision
      // 063): the browser's next page follows the member's setting.
      if (language && cookieLanguage(request.headers.cookie) !== language) {
        reply.header("set-cookie", languageCookieHeader(language, secure));
      }
      rememberSetting(request, language);
      return { viewer };
    },
  );

  api.put(
    "/api/me/active-city",
    {
      schema: {
        tags: ["profiles"],
        summary: "Pick my active community (the nav's city switcher) among my active memberships",
        body: setActiveCitySchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      await enforceRateLimit(db, reply, "activeCity", viewer.id);
      const updated = await setActiveCity(db, { viewer, citySlug: request.body.citySlug });
      reply.header("cache-control", "private, no-store");
      return { viewer: updated };
    },
  );
}
