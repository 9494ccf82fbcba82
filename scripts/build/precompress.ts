// Vite build plugin: writes a Brotli (.br) and a gzip (.gz) copy next to every
// compressible file of the finished build, so the server sends compressed files
// without compressing per request (@fastify/static `preCompressed`, decision 018).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const compressible = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".xml"]);

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "coastal:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every plugin's writeBundle, so prerendered pages are compressed too.
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!compressible.has(path.extname(file))) continue;
          const content = readFileSync(file);
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          // A tiny file can grow when compressed; the server then sends it as it is.
          if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
