import type { FastifyInstance } from "fastify";
import type { Auth } from "../../session/auth.ts";

export type Endpoint = { method: string; url: string };

/**
 * Every method and path the app answers, read from Fastify's own route tree, so a
 * route added tomorrow is fuzzed without anyone remembering to list it. HEAD is left
 * out: Fastify answers it with the GET handler.
 */
export function registeredRoutes(app: FastifyInstance): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const prefixes: string[] = [];
  // Each line of the tree is one radix node: "│   ├── fragment (GET, POST)";
  // a route's path is the fragments of its ancestors joined, so "members" under
  // "/:city/" and "hip-requests" under it make "/:city/membership-requests".
  for (const line of app.printRoutes().split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const fragment = match[2] ?? "";
    prefixes.length = depth;
    const url = [...prefixes, fragment].join("");
    prefixes.push(fragment);
    // The built web app's files (one route each, only when dist/web exists) take no
    // input; fuzzing hundreds of them would only make the run depend on the build.
    // API routes may end in a file name too (an event's calendar.ics): those are fuzzed.
    if (!url.startsWith("/api/") && /\/[^/:]+\.[a-z0-9]+$/i.test(url)) continue;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") endpoints.push({ method, url });
    }
  }
  return endpoints;
}

/**
 * The wildcard the auth bridge mounts, expanded into better-auth's own endpoints
 * (core and plugins), plus the wildcard itself for paths better-auth does not know.
 */
export function expandAuthWildcard(endpoints: Endpoint[], auth: Auth): Endpoint[] {
  const authEndpoints: Endpoint[] = [];
  // Paths switched off in better-auth's options answer 404 to everyone: nothing to describe.
  const disabled = new Set<string>(auth.options.disabledPaths ?? []);
  for (const endpoint of Object.values(auth.api) as {
    path?: string;
    options?: { method?: string | string[] };
  }[]) {
    if (!endpoint.path || disabled.has(endpoint.path)) continue;
    const methods = [endpoint.options?.method ?? []].flat();
    for (const method of methods) {
      authEndpoints.push({ method, url: `/api/auth${endpoint.path}` });
    }
  }
  return endpoints.flatMap((endpoint) =>
    endpoint.url === "/api/auth/*"
      ? [endpoint, ...authEndpoints.filter((e) => e.method === endpoint.method)]
      : [endpoint],
  );
}
