// The project's imports as a graph, read by esbuild (the bundler tsx and Vite already
// bring) rather than by our own parsing: it resolves every specifier as the build does and
// drops imports that only bring types (`import type`, or names used only as types), so
// each edge is one that runs. TypeScript 7 has no parser API that dependency-cruiser could use.
import { readdirSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

export type ImportKind = "static" | "dynamic";
export type ImportEdge = { to: string; kind: ImportKind };
/** Importing file (relative to the root, `/`-separated) to what it imports; a package
 * appears by its bare name (`zod`, `react-dom/client`). */
export type ImportGraph = Map<string, ImportEdge[]>;

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.(ts|tsx)$/;

/** Every .ts/.tsx file under the given folders of root, tests and declarations left out. */
export function sourceFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) => {
    const absolute = path.join(root, folder);
    let entries: string[];
    try {
      entries = readdirSync(absolute, { recursive: true, encoding: "utf8" });
    } catch {
      return [];
    }
    return entries
      .map((entry) => path.posix.join(folder, entry.split(path.sep).join("/")))
      .filter((file) => sourceFile.test(file) && !testFile.test(file) && !file.endsWith(".d.ts"))
      .filter((file) => !file.includes("/migrations/") && !file.includes("node_modules/"));
  });
}

// Stylesheets, images and Vite's `?url`-style imports are not code: keep them as leaves.
const notCode: Plugin = {
  name: "not-code",
  setup(builder) {
    builder.onResolve(
      { filter: /(\?|\.(css|svg|png|jpe?g|webp|avif|woff2?|html|sql|txt)$)/ },
      (args) => ({
        path: args.path,
        external: true,
      }),
    );
  },
};

export async function importGraph(root: string, files: string[]): Promise<ImportGraph> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    outdir: "out",
    format: "esm",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    logLevel: "silent",
    plugins: [notCode],
  });
  const graph: ImportGraph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    graph.set(
      file,
      input.imports.flatMap((edge) => {
        if (edge.kind !== "import-statement" && edge.kind !== "dynamic-import") return [];
        return [{ to: edge.path, kind: edge.kind === "dynamic-import" ? "dynamic" : "static" }];
      }),
    );
  }
  return graph;
}
