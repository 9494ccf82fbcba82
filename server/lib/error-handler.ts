import type { FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";

/** One reply shape for every failure: { code, message }; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contracts' schemas carry the spec's messages; show the first one.
      const first = error.validation[0];
      return reply.status(400).send({
        code: "VALIDATION",
        message: first?.message ?? "Invalid request",
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ code: "BAD_REQUEST", message: (error as Error).message });
    }
    request.log.error(error);
    return reply.status(500).send({ code: "INTERNAL", message: "Something went wrong" });
  });
}
