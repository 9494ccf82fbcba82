import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Language, sourceLanguage } from "../../contracts/i18n/languages.ts";

const catalogs = path.resolve(import.meta.dirname, "../../contracts/i18n");

/** A language's messages by id, every area's file merged (decision 063); none for English. */
export function catalogOf(language: Language): Record<string, string> {
  if (language === sourceLanguage) return {};
  const dir = path.join(catalogs, language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8"))),
  );
}
