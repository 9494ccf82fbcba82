// The boundaries the code is built around (docs/architecture.md, docs/adding-a-feature.md),
// as checks over the import graph. Each returns one line per offending import, so a failing
// test names the files to change.
import type { ImportGraph } from "./import-graph.ts";

const webFeature = /^web\/features\/([^/]+)\//;
const serverFeature = /^server\/features\/([^/]+)\//;

function edges(graph: ImportGraph) {
  return [...graph].flatMap(([from, imports]) => imports.map((edge) => ({ from, ...edge })));
}

/** Web features never import each other; they meet in web/app/ (adding-a-feature.md, step 7). */
export function crossFeatureWebImports(graph: ImportGraph): string[] {
  return edges(graph).flatMap(({ from, to }) => {
    const a = webFeature.exec(from)?.[1];
    const b = webFeature.exec(to)?.[1];
    return a && b && a !== b ? [`${from} -> ${to}`] : [];
  });
}

/** Routes never touch the schema: a service reads and writes (decision 020). */
export function routesImportingSchema(graph: ImportGraph): string[] {
  return edges(graph).flatMap(({ from, to }) =>
    /\.routes\.ts$/.test(from) && /^server\/db\/schema(\.ts$|\/)/.test(to)
      ? [`${from} -> ${to}`]
      : [],
  );
}

/** The rooms every feature stands on know no feature, so any feature can use them. */
export function roomsImportingFeatures(graph: ImportGraph): string[] {
  return edges(graph).flatMap(({ from, to }) =>
    /^server\/(platform|session|rendering|db)\//.test(from) && serverFeature.test(to)
      ? [`${from} -> ${to}`]
      : [],
  );
}

/**
 * Server features whose imports go round in a circle (A -> B -> A, directly or through
 * others): one line per circle, listing each import that closes it.
 */
export function serverFeatureCycles(graph: ImportGraph): string[] {
  const links = new Map<string, Map<string, string[]>>();
  for (const { from, to } of edges(graph)) {
    const a = serverFeature.exec(from)?.[1];
    const b = serverFeature.exec(to)?.[1];
    if (!a || !b || a === b) continue;
    const targets = links.get(a) ?? new Map<string, string[]>();
    targets.set(b, [...(targets.get(b) ?? []), `${from} -> ${to}`]);
    links.set(a, targets);
  }
  return stronglyConnected(links).map((group) => {
    const inside = group.flatMap((a) =>
      [...(links.get(a) ?? [])].filter(([b]) => group.includes(b)).flatMap(([, lines]) => lines),
    );
    return `${group.join(" <-> ")}: ${inside.join("; ")}`;
  });
}

// Tarjan's algorithm: the groups of features that can each reach all the others.
function stronglyConnected(links: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of (links.get(node) ?? new Map()).keys()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...links.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/**
 * zod stays out of a page's first load (decisions 035, 037): nothing a first route loads
 * without waiting (its static imports, from the entry and from its page module) may import
 * zod. `import type` and imports used only as types are free, and a dynamic `import()`
 * (a schema loaded on first use) ends the first load. One line per way zod comes in: from
 * the web file whose import brings it, through the modules between, to zod.
 */
export function zodOnFirstRoutes(graph: ImportGraph, firstRouteRoots: string[]): string[] {
  const cameFrom = new Map<string, string | null>(firstRouteRoots.map((root) => [root, null]));
  const queue = [...firstRouteRoots];
  const found: string[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { to, kind } of graph.get(file) ?? []) {
      if (kind !== "static") continue;
      if (to === "zod" || to.startsWith("zod/")) {
        found.push([...fromTheWebImport(chainTo(cameFrom, file)), to].join(" -> "));
      } else if (graph.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [...new Set(found)].sort();
}

// The chain from the last web file that imports on its way to zod: the import to make lazy
// (or to point at a rules module), named the same however the route reaches it.
function fromTheWebImport(chain: string[]): string[] {
  const importers = chain.slice(0, -1);
  const last = importers.findLastIndex((file) => file.startsWith("web/"));
  return chain.slice(Math.max(0, last));
}

function chainTo(cameFrom: Map<string, string | null>, file: string): string[] {
  const chain = [file];
  for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.unshift(at);
  return chain;
}
