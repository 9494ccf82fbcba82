// After `npm run db:generate` for a new directory's table: `npm run db:search-columns`
// appends to the newest migration the statements that give every search source still
// without them its stored search columns and indexes (searchColumnStatements, decision
// 082), exactly as server/features/search/search-index.test.ts expects to find them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { searchColumnStatements, searchSources } from "../server/features/search/search-sources.ts";

const folder = new URL("../server/db/migrations/", import.meta.url);
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".sql"))
  .sort();
const texts = files.map((file) => readFileSync(new URL(file, folder), "utf8"));
const missing = searchSources()
  .flatMap((source) => searchColumnStatements(source))
  .filter((statement) => !texts.some((text) => text.includes(statement)));
const newest = files.at(-1);
if (missing.length === 0 || !newest) {
  console.log("Every search source's stored columns are in a migration already.");
} else {
  const file = new URL(newest, folder);
  const breakpoint = "--> statement-breakpoint\n";
  const text = readFileSync(file, "utf8").trimEnd();
  writeFileSync(file, `${text}${breakpoint}${missing.join(breakpoint)}\n`);
  console.log(`Added ${missing.length} statements to ${newest}.`);
}
