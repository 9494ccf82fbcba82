import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  passkeyIdParams,
  passkeyListSchema,
  passkeyMessages,
  passkeyProofOptionsSchema,
  passkeyProofSchema,
  passkeySchema,
  renamePasskeySchema,
} from "../../../contracts/account-passkeys.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer } from "../../session/session.ts";
import {
  listPasskeys,
  passkeyProofOptions,
  proveWithPasskey,
  removePasskey,
  renamePasskey,
} from "./passkeys.service.ts";
import { requireRecentProof, requireSession } from "./recent-proof.ts";

const tags = ["account"];

/**
 * A member's passkeys (issue 31, scope 5): their list, a name, removal, and a
 * passkey as the proof a sensitive change asks for. Adding one and signing in
 * with one are @better-auth/passkey's ceremonies at /api/auth/passkey/*, with
 * Coastal's rules in passkeys-bridge.ts.
 */
export const passkeysRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/account/passkeys",
    {
      schema: {
        tags,
        summary: "The member's own passkeys, newest first",
        response: { 200: passkeyListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, passkeyMessages.signIn);
      return { items: await listPasskeys(db, viewer.id) };
    },
  );

  api.patch(
    "/api/account/passkeys/:id",
    {
      schema: {
        tags,
        summary: "Names one of the member's passkeys; 404 for anyone else's",
        params: passkeyIdParams,
        body: renamePasskeySchema,
        response: { 200: passkeySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, passkeyMessages.signIn);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      return renamePasskey(db, {
        userId: viewer.id,
        id: request.params.id,
        name: request.body.name,
      });
    },
  );

  api.delete(
    "/api/account/passkeys/:id",
    {
      schema: {
        tags,
        summary: "Removes one of the member's passkeys (needs a recent proof) and emails them",
        params: passkeyIdParams,
      },
    },
    async (request, reply) => {
      const { viewer } = await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      await removePasskey(context, { userId: viewer.id, id: request.params.id, request });
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/account/passkeys/proof-options",
    {
      schema: {
        tags,
        summary: "A WebAuthn challenge only the member's own passkeys can answer",
        response: { 200: passkeyProofOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { viewer, sessionId } = await requireSession(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      return passkeyProofOptions(context, { userId: viewer.id, sessionId });
    },
  );

  api.post(
    "/api/account/passkeys/proof",
    {
      schema: {
        tags,
        summary: "Confirms it is the member with one of their passkeys: a recent proof",
        body: passkeyProofSchema,
      },
    },
    async (request, reply) => {
      const { viewer, sessionId } = await requireSession(context, request);
      await proveWithPasskey(context, {
        userId: viewer.id,
        sessionId,
        response: request.body.response as AuthenticationResponseJSON,
      });
      return reply.status(204).send();
    },
  );
};
