// Where an app process spent its CPU: a V8 .cpuprofile (node --cpu-prof) summed by self
// time, per function and per place (a package in node_modules, Node's internals, or our
// own folder), so a bench can print what the time went to besides the database.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Loading and compiling the code at start-up: not the requests' cost, kept apart. */
const startUp =
  /^(node:internal\/(modules|deps\/cjs-module-lexer|bootstrap|source_map)|npm tsx|npm esbuild)/;

/**
 * node_modules/<package>, node:<module>, our top folders (server/features/posts), or for
 * frames without a file what V8 names them: the collector, (program), native calls.
 */
function placeOf(url: string, functionName = ""): string {
  if (!url) {
    if (functionName === "(garbage collector)" || functionName === "(program)") return functionName;
    return "native (socket writes, string encoding, ...)";
  }
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return `npm ${rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith("node:")) return url;
  const ours = url.match(/\/(server|contracts|web)\/(.*)$/);
  if (ours) return `${ours[1]}/${path.dirname(ours[2] ?? "")}`;
  return url;
}

export interface ProfileSummary {
  totalMs: number;
  byPlace: { name: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
}

export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  // A native call (a socket write, a string encoded) is charged to the JavaScript that
  // made it, e.g. "native, from npm sonic-boom" (the request log).
  // Node's own modules are passed over for the package or file that called them.
  const callerPlace = (id: number): string | undefined => {
    let nodeModule: string | undefined;
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
      const url = nodes.get(at)?.callFrame.url;
      if (!url) continue;
      if (!url.startsWith("node:")) return placeOf(url);
      nodeModule ??= url;
    }
    return nodeModule;
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    // Waiting for work is not work.
    if (frame.functionName === "(idle)") continue;
    total += us;
    const caller = frame.url ? undefined : callerPlace(id);
    const found = caller ? `native, from ${caller}` : placeOf(frame.url, frame.functionName);
    const place = startUp.test(found) ? "loading code (start-up)" : found;
    places.set(place, (places.get(place) ?? 0) + us);
    const where = frame.url
      ? `${placeOf(frame.url)}/${path.basename(frame.url)}:${frame.lineNumber + 1}`
      : "";
    const name = `${frame.functionName || "(anonymous)"} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const ranked = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { totalMs: total / 1000, byPlace: ranked(places), byFunction: ranked(functions) };
}

/** The one .cpuprofile a process wrote into `dir` on exit. */
export function profileIn(dir: string): string | undefined {
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  return file ? path.join(dir, file) : undefined;
}

export function printProfile(summary: ProfileSummary) {
  const share = (ms: number) => `${((100 * ms) / summary.totalMs).toFixed(1).padStart(5)} %`;
  console.log(
    `  app CPU (busy, not idle): ${(summary.totalMs / 1000).toFixed(1)} s; self time by place:`,
  );
  for (const row of summary.byPlace) console.log(`    ${share(row.ms)}  ${row.name}`);
  console.log("  by function:");
  for (const row of summary.byFunction) console.log(`    ${share(row.ms)}  ${row.name}`);
}
