// The boundaries of docs/architecture.md held by `npm test`: each rule is shown catching
// its kind of import in a few files of its own, then the project's tree is checked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  crossFeatureWebImports,
  roomsImportingFeatures,
  routesImportingSchema,
  serverFeatureCycles,
  zodOnFirstRoutes,
} from "./boundaries.ts";
import { firstRouteRoots } from "./first-routes.ts";
import { type ImportGraph, importGraph, sourceFiles } from "./import-graph.ts";

const folders = ["server", "web", "contracts"];
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway tree of the given files, and its import graph. */
async function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "coastal-architecture-"));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, graph: await importGraph(root, sourceFiles(root, folders)) };
}

describe("each boundary catches what crosses it", () => {
  it("a web feature importing another feature", async () => {
    const { graph } = await tree({
      "web/features/posts/feed.tsx": `import { Card } from "../polls/card.tsx";\nexport const Feed = () => Card;`,
      "web/features/posts/post.tsx": `import { Feed } from "./feed.tsx";\nexport const Post = Feed;`,
      "web/features/polls/card.tsx": `import { day } from "../../lib/dates.ts";\nexport const Card = day;`,
      "web/lib/dates.ts": "export const day = 1;",
    });
    expect(crossFeatureWebImports(graph)).toEqual([
      "web/features/posts/feed.tsx -> web/features/polls/card.tsx",
    ]);
  });

  it("a route file importing the database schema", async () => {
    const { graph } = await tree({
      "server/features/posts/posts.routes.ts": `import { posts } from "../../db/schema.ts";\nimport { listPosts } from "./posts.service.ts";\nexport const routes = [posts, listPosts];`,
      "server/features/posts/posts.service.ts": `import { posts } from "../../db/schema/posts.ts";\nexport const listPosts = () => posts;`,
      "server/db/schema.ts": `export * from "./schema/posts.ts";`,
      "server/db/schema/posts.ts": "export const posts = {};",
    });
    expect(routesImportingSchema(graph)).toEqual([
      "server/features/posts/posts.routes.ts -> server/db/schema.ts",
    ]);
  });

  it("platform, session, rendering or db importing a feature", async () => {
    const { graph } = await tree({
      "server/platform/http/limits.ts": `import { takeSlot } from "../../features/auth/slots.ts";\nexport const limit = takeSlot;`,
      "server/session/session.ts": `import { limit } from "../platform/http/limits.ts";\nexport const s = limit;`,
      "server/features/auth/slots.ts": `import { s } from "../../session/session.ts";\nexport const takeSlot = () => s;`,
    });
    expect(roomsImportingFeatures(graph)).toEqual([
      "server/platform/http/limits.ts -> server/features/auth/slots.ts",
    ]);
  });

  it("server features importing each other in a circle", async () => {
    const { graph } = await tree({
      "server/features/a/a.ts": `import { b } from "../b/b.ts";\nexport const a = () => b;`,
      "server/features/b/b.ts": `import { c } from "../c/c.ts";\nexport const b = () => c;`,
      "server/features/c/c.ts": `import { a } from "../a/a.ts";\nexport const c = () => a;`,
      "server/features/d/d.ts": `import { a } from "../a/a.ts";\nexport const d = a;`,
    });
    expect(serverFeatureCycles(graph)).toEqual([
      "a <-> b <-> c: server/features/a/a.ts -> server/features/b/b.ts; " +
        "server/features/b/b.ts -> server/features/c/c.ts; " +
        "server/features/c/c.ts -> server/features/a/a.ts",
    ]);
  });

  it("zod loaded by a first route, but not by a type import or a form loaded on first use", async () => {
    const { root, graph } = await tree({
      "web/main.tsx": `import { routes } from "./app/router.tsx";\nexport default routes;`,
      "web/app/router.tsx": [
        `const page = (load: () => Promise<unknown>) => ({ lazy: load });`,
        `export const routes = [`,
        `  { path: "/a", ...page(() => import("../features/a/a-page.tsx")) },`,
        `  { path: "/b", ...page(() => import("../features/b/b-page.tsx")) },`,
        `];`,
      ].join("\n"),
      "web/features/a/a-page.tsx": `import { aRules } from "../../../contracts/a-rules.ts";\nimport type { A } from "../../../contracts/a.ts";\nexport const load = () => import("./a-form.tsx");\nexport const page = (x: A) => [x, aRules];`,
      "web/features/a/a-form.tsx": `import { aSchema } from "../../../contracts/a.ts";\nexport const form = aSchema;`,
      "web/features/b/b-page.tsx": `import { aSchema } from "../../../contracts/a.ts";\nexport const page = aSchema;`,
      "contracts/a-rules.ts": "export const aRules = { max: 3 };",
      "contracts/a.ts": `import { z } from "zod";\nexport const aSchema = z.object({});\nexport type A = z.infer<typeof aSchema>;`,
    });
    expect(zodOnFirstRoutes(graph, firstRouteRoots(root))).toEqual([
      "web/features/b/b-page.tsx -> contracts/a.ts -> zod",
    ]);
  });
});

describe("the project's tree keeps its boundaries", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await importGraph(root, sourceFiles(root, folders));
  }, 60_000);

  it("web features never import each other", () => {
    expect(crossFeatureWebImports(graph)).toEqual([]);
  });

  it("routes never import the database schema", () => {
    expect(routesImportingSchema(graph)).toEqual([]);
  });

  it("server/platform, session, rendering and db import no feature", () => {
    expect(roomsImportingFeatures(graph)).toEqual([]);
  });

  it("no two server features import each other, directly or through others", () => {
    expect(serverFeatureCycles(graph)).toEqual([]);
  });

  it("no first route loads zod before it is used", () => {
    expect(zodOnFirstRoutes(graph, firstRouteRoots(root))).toEqual([]);
  });
});
