// Vite build plugin: minifies the plain scripts of web/public (the after-first-paint loader)
// in dist/web. Vite copies public files as they are, comments and all; this one runs on
// every page that shows its content before its script, so its bytes count (issue 9).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minifySync, type Plugin } from "vite";

export function minifyPublicScripts(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "coastal:minify-public-scripts",
    apply: "build",
    configResolved(config) {
      root = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const name of readdirSync(root).filter((file) => file.endsWith(".js"))) {
        const { code, errors } = minifySync(name, readFileSync(path.join(root, name), "utf8"));
        if (errors.length) throw new Error(`${name}: ${errors[0]?.message}`);
        writeFileSync(path.join(outDir, name), code);
      }
    },
  };
}
