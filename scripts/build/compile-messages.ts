// Vite build plugin (decision 078): each browser build writes its language's words into the
// code, compiled. Every message literal (an object with a string `id` and a
// `defaultMessage`) gets the words of the build's language in place of the English, and,
// when the words have arguments, tags or quotes, their ICU syntax tree as `ast`; the page
// then formats with no ICU parser (vite.config.ts leaves it out) and loads no catalog. The
// extractor that checks the catalogs reads literals only, so nothing else is a message. It
// runs after TypeScript is stripped, on plain JavaScript, with the bundler's own parser.
import { parse } from "@formatjs/icu-messageformat-parser";
import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Words that need no syntax tree: no argument, tag or quote, so they are said as they are. */
const plain = (text: string) => !/[{}<>']/.test(text);

export function compileMessages(catalog: Record<string, string>): Plugin {
  return {
    name: "coastal:compile-messages",
    enforce: "post",
    apply: "build",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (file.includes("node_modules") || !/\.tsx?$/.test(file)) return null;
      if (!code.includes("defaultMessage")) return null;
      const edited = new MagicString(code);
      let changed = false;
      visit(parseAst(code) as unknown as Node, (node) => {
        const message = messageIn(node);
        if (!message) return;
        const text = catalog[message.id] ?? message.english;
        if (text === undefined) return;
        const compiled = plain(text) ? "" : `, ast: ${JSON.stringify(parse(text))}`;
        edited.overwrite(message.at.start, message.at.end, `${JSON.stringify(text)}${compiled}`);
        changed = true;
      });
      if (!changed) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: file }) };
    },
  };
}

function visit(node: unknown, found: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, found);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  if ((node as Node).type === "ObjectExpression") found(node as Node);
  for (const [key, child] of Object.entries(node)) {
    if (key !== "type" && child && typeof child === "object") visit(child, found);
  }
}

/** A message literal's id, its `defaultMessage` node and the English it says (when literal). */
function messageIn(node: Node) {
  let id: string | undefined;
  let at: Node | undefined;
  for (const property of node.properties as Node[]) {
    const key = property.key as Node & { name?: string };
    if (property.type !== "Property" || property.computed || key.type !== "Identifier") continue;
    const value = property.value as Node & { value?: unknown };
    if (key.name === "id" && value.type === "Literal" && typeof value.value === "string") {
      id = value.value;
    } else if (key.name === "defaultMessage") {
      at = value;
    }
  }
  return id !== undefined && at ? { id, at, english: literalText(at) } : null;
}

/** The text of a string literal, a template without expressions, or literals joined by +. */
function literalText(node: Node): string | undefined {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && (node.expressions as Node[]).length === 0) {
    return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  }
  if (node.type === "BinaryExpression" && node.operator === "+") {
    const left = literalText(node.left as Node);
    const right = literalText(node.right as Node);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}
