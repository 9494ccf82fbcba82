import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers with a strict Content-Security-Policy, and an origin check
 * on every state-changing API request (better-auth checks its own routes too).
 */
export async function registerSecurity(app: FastifyInstance, trustedOrigins: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: trustedOrigins.some((o) => o.startsWith("https://")),
  });

  app.addHook("onRequest", async (request) => {
    if (!unsafeMethods.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    // Browsers always send one of these on cross-site writes; tools like curl send neither.
    if (origin ? !trustedOrigins.includes(origin) : site === "cross-site") {
      throw new AppError("FORBIDDEN_ORIGIN", 403, "Request refused: unknown origin.");
    }
  });
}
