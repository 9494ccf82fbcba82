import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { appVersion } from "../../platform/config/app-version.ts";
import type { Auth } from "../../session/auth.ts";

type Document = Record<string, unknown> & {
  paths?: Record<string, unknown>;
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
};

/** Routes only `npm run dev` and tests have (decision 012): never in the public reference. */
const devOnly = (url: string) => url.startsWith("/api/dev/");

/**
 * The API reference (decision 025): the OpenAPI document at /api/openapi.json, built
 * from every route's zod schema plus better-auth's description of its own routes
 * under /api/auth, and a Swagger UI page at /api/docs that reads it. The page's
 * files are all same-origin, so it runs under the app's strict CSP unchanged.
 * Registered before the features, so @fastify/swagger sees their routes.
 */
export async function registerApiDocs(app: FastifyInstance, auth: Auth) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Coastal API",
        version: appVersion,
        description:
          "Every route of a Coastal server. Sign in through /api/auth (a session cookie); state-changing requests from a browser must come from the server's own origin.",
      },
    },
    transform: (input) =>
      devOnly(input.url)
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });

  // better-auth describes its routes asynchronously; read once, when the app is ready.
  // The routes are fixed once the app is ready, so the merged document is built once.
  let authDocument: Document = {};
  let document: Document | undefined;
  app.addHook("onReady", async () => {
    authDocument = (await auth.api.generateOpenAPISchema()) as unknown as Document;
  });
  const fullDocument = () => {
    document ??= withAuthRoutes(app.swagger() as unknown as Document, authDocument);
    return document;
  };

  // The same for everyone; a deploy changes it, so a cache keeps it only minutes.
  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return fullDocument();
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The page fetches its own ./json; it gets the same whole document.
    transformSpecification: () => fullDocument(),
    transformSpecificationClone: false,
    // BaseLayout: no top bar with a URL box and the Fastify logo, just the reference.
    uiConfig: {
      layout: "BaseLayout",
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
  });
}

/** Our document with better-auth's paths under /api/auth, tagged "auth", and its schemas. */
function withAuthRoutes(ours: Document, auth: Document): Document {
  const authPaths: Record<string, unknown> = {};
  for (const [path, operations] of Object.entries(auth.paths ?? {})) {
    const tagged: Record<string, unknown> = {};
    for (const [method, operation] of Object.entries(
      operations as Record<string, { summary?: string; description?: string }>,
    )) {
      // better-auth writes only a description; the list shows summaries.
      const summary = operation.summary ?? operation.description;
      tagged[method] = { ...operation, summary, tags: ["auth"] };
    }
    authPaths[`/api/auth${path}`] = tagged;
  }
  // The plugin that writes this description leaves its own two routes out of it.
  Object.assign(authPaths, {
    "/api/auth/open-api/generate-schema": {
      get: {
        tags: ["auth"],
        summary: "better-auth's own description of the routes under /api/auth",
        responses: { 200: { description: "An OpenAPI document" } },
      },
    },
    "/api/auth/reference": {
      get: {
        tags: ["auth"],
        summary: "Not served (404): this reference, at /api/docs, covers these routes",
        responses: { 404: { description: "Not found" } },
      },
    },
  });
  return {
    ...ours,
    tags: [
      ...(ours.tags ?? []),
      { name: "auth", description: "Accounts and sessions (better-auth, mounted at /api/auth)" },
    ],
    paths: { ...(ours.paths ?? {}), ...authPaths },
    components: {
      ...(ours.components ?? {}),
      securitySchemes: (auth.components as Document["components"])?.securitySchemes,
      schemas: { ...(auth.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
    },
  };
}
