import type { FastifyInstance } from "fastify";
import type { Database, Db } from "../../db/client.ts";
import type { Auth } from "../../session/auth.ts";
import type { ReadCaches } from "../http/read-cache.ts";
import type { Mailer } from "../mail/mail.ts";
import type { Background } from "../runtime/background.ts";
import type { LiveHub } from "../runtime/live-hub.ts";
import type { Storage } from "../storage/storage.ts";
import type { Settings } from "./settings.ts";

/** What every feature's routes receive: no globals, so tests can build many apps. */
export interface AppContext {
  settings: Settings;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  events: LiveHub;
  /** Answers kept until what they read changes (decision 036). */
  readCaches: ReadCaches;
  /** Work a request starts and does not wait for, such as notification emails. */
  background: Background;
}

/** A feature's routes; app.ts registers each in a scope of its own. */
export type Routes = (app: FastifyInstance, context: AppContext) => Promise<void>;
