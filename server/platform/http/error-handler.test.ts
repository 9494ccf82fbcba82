import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createLogger } from "../runtime/logger.ts";
import { refusalMessages, registerErrorHandler } from "./error-handler.ts";

// The handler on its own instance, so its log can be read; the failing queries
// run on a real database.
let t: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];
const secret = "Alice's diary: 4111 1111 1111 1111";

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app.decorate("logger", createLogger({ enabled: true, stream }));
  registerErrorHandler(app);
  // A value PostgreSQL refuses (class 22) and a query that fails for any other reason.
  app.post("/value", async () => t.db.execute(sql`select ${secret}::int`));
  app.post("/broken", async () =>
    t.db.execute(sql`select * from no_such_table where note = ${secret}`),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const errorLines = () =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40);

it("answers a value the database refuses with a 400 and logs where, not what", async () => {
  const response = await app.inject({ method: "POST", url: "/value" });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: "BAD_REQUEST",
    message: refusalMessages.invalidValue.defaultMessage,
  });
  expect(errorLines().at(-1)).toMatchObject({ level: 40, code: "22P02", route: "/value" });
});

it("logs a failed query's code and route but never its parameters or message", async () => {
  const response = await app.inject({ method: "POST", url: "/broken" });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    code: "INTERNAL",
    message: refusalMessages.internal.defaultMessage,
  });
  const entry = errorLines().at(-1);
  expect(entry).toMatchObject({ level: 50, code: "42P01", method: "POST", route: "/broken" });
  expect(entry.frames.length).toBeGreaterThan(0);
  const everything = logLines.join("\n");
  expect(everything).not.toContain("diary");
  expect(everything).not.toContain("no_such_table");
});

it("answers in the request's language: the cookie, else Accept-Language (decision 063)", async () => {
  const spanish = await app.inject({
    method: "POST",
    url: "/value",
    headers: { "accept-language": "es-MX,es;q=0.9" },
  });
  expect(spanish.json()).toEqual({
    code: "BAD_REQUEST",
    message: "La solicitud contiene un valor que no se puede guardar.",
  });
  const chosen = await app.inject({
    method: "POST",
    url: "/broken",
    headers: { "accept-language": "es", cookie: "coastal_lang=en" },
  });
  expect(chosen.json()).toEqual({ code: "INTERNAL", message: "Something went wrong" });
});
