import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointModerator } from "../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  TestClient,
} from "../../tests/support/test-app.ts";
import { type Actor, actorOf, unheld } from "./actor.ts";
import { type ActionOf, can, type Kind, policies } from "./can.ts";
import { asksFor, type Mapping } from "./role-matrix-asks.ts";
import { idOf, type Role, roles, type World } from "./role-matrix-world.ts";

/**
 * The role matrix, generated from the policy table: for every (kind, action) of
 * `policies`, a real subject is made over HTTP and the route is asked by each
 * role. What the route answers must be what `can` says of the role's facts:
 * a 2xx when allowed; otherwise 401 for a visitor and the route's refusal
 * (403 unless the mapping says) for anyone else. A rule with no route in
 * role-matrix-asks.ts fails here, so no rule goes untested.
 */
const world = { clients: {}, ids: {} } as World;
const { clients, ids } = world;
const facts = {} as Record<Role, Actor>;
const routes = asksFor(world);

beforeAll(async () => {
  // The matrix signs up dozens of people from one address.
  const t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  world.t = t;
  const admin = (await signUpAdmin(t)).client;
  world.admin = admin;
  const { rows } = await t.db.execute<{ id: string; slug: string }>(
    sql`select id, slug from cities where slug in ('miami', 'cape-town')`,
  );
  const city = (slug: string) => rows.find((row) => row.slug === slug)?.id as string;
  const miami = city("miami");
  world.miami = miami;
  clients.visitor = new TestClient(t.app);
  clients.outsider = (await signUpVerified(t)).client;
  clients.member = (await signUpMember(t, admin, "miami")).client;
  clients.author = (await signUpMember(t, admin, "miami")).client;
  clients.moderatorHere = (await signUpMember(t, admin, "miami")).client;
  clients.moderatorElsewhere = (await signUpMember(t, admin, "cape-town")).client;
  clients.admin = admin;
  clients.heldModerator = (await signUpMember(t, admin, "miami")).client;
  clients.heldAdmin = (await signUpAdmin(t, { secondFactor: false })).client;
  for (const role of roles) if (role !== "visitor") ids[role] = await idOf(clients[role]);
  for (const [role, slug] of [
    ["moderatorHere", "miami"],
    ["moderatorElsewhere", "cape-town"],
  ] as const) {
    expect((await appointModerator(t, admin, slug, ids[role])).statusCode).toBe(204);
  }
  // Appointed, but without the second factor a moderator needs to act.
  const heldAppointment = await admin.post("/api/admin/cities/miami/moderators", {
    userId: ids.heldModerator,
  });
  expect(heldAppointment.statusCode).toBe(204);
  // Each role's facts, as the policies take them.
  facts.visitor = null;
  facts.outsider = actorOf(ids.outsider);
  facts.member = actorOf(ids.member, { memberOf: [miami] });
  facts.author = actorOf(ids.author, { memberOf: [miami] });
  facts.moderatorHere = actorOf(ids.moderatorHere, { memberOf: [miami], moderates: [miami] });
  facts.moderatorElsewhere = actorOf(ids.moderatorElsewhere, {
    memberOf: [city("cape-town")],
    moderates: [city("cape-town")],
  });
  facts.admin = actorOf(ids.admin, { isAdmin: true });
  facts.heldModerator = actorOf(ids.heldModerator, {
    memberOf: [miami],
    moderates: [miami],
    secondFactor: false,
  });
  facts.heldAdmin = actorOf(ids.heldAdmin, { isAdmin: true, secondFactor: false });
});
afterAll(() => world.t.close());

const statusClass = (status: number) => (status < 300 ? "2xx" : String(status));

describe("the role matrix, from the policy table", () => {
  it("maps every rule of every policy to a route", () => {
    const unmapped = Object.entries(policies).flatMap(([kind, policy]) =>
      Object.keys(policy.rules)
        .filter((action) => !(routes as Record<string, Record<string, unknown>>)[kind]?.[action])
        .map((action) => `${kind}.${action}`),
    );
    expect(unmapped).toEqual([]);
  });

  for (const kind of Object.keys(policies) as Kind[]) {
    it(`answers every ${kind} route as the ${kind} policy says`, async () => {
      const answered: string[] = [];
      const expected: string[] = [];
      const mappings = routes[kind] as Record<string, Mapping<Kind>>;
      for (const [action, mapping] of Object.entries(mappings)) {
        for (const role of roles) {
          // The per-user write limits are not what this asks about.
          await world.t.db.execute(sql`delete from throttles`);
          const made = await mapping.make();
          const actor = facts[role];
          const allowed = can(actor, action as ActionOf<Kind>, made.subject);
          const line = `${kind}.${action} as ${role}`;
          const response = await mapping.ask(clients[role], made);
          // A refusal of held staff powers says so (decision 067); any other says FORBIDDEN.
          const code = response.statusCode === 403 ? ` ${JSON.parse(response.body).code}` : "";
          answered.push(`${line}: ${statusClass(response.statusCode)}${code}`);
          // The rule whose refusal the route answers with: the one it asks first, if that refuses.
          const asked = (
            mapping.after && !can(actor, mapping.after, made.subject) ? mapping.after : action
          ) as ActionOf<Kind>;
          const heldOnly = !allowed && actor?.held && can(unheld(actor), asked, made.subject);
          const refusal = role === "visitor" ? 401 : (mapping.refused ?? 403);
          expected.push(
            `${line}: ${
              allowed
                ? "2xx"
                : heldOnly
                  ? "403 SECOND_FACTOR_REQUIRED"
                  : refusal === 403
                    ? "403 FORBIDDEN"
                    : refusal
            }`,
          );
        }
      }
      expect(answered).toEqual(expected);
    });
  }
});
