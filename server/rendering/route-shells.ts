// Picks the built page shell for a client route (decision 033): the build writes one
// copy of index.html per page module that preloads that page's chunks, and lists
// [pattern, file] pairs in route-shells.json, patterns as in web/app/router.tsx.

type Segment = { kind: "static"; text: string } | { kind: "param" } | { kind: "splat" };

interface Shell {
  segments: Segment[];
  file: string;
}

const parse = (pattern: string): Segment[] =>
  pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part === "*"
        ? { kind: "splat" }
        : part.startsWith(":")
          ? { kind: "param" }
          : { kind: "static", text: part },
    );

/**
 * How well `pattern` fits the path's segments, or -1: static segments count most,
 * then parameters, then a trailing `*` (react-router ranks its routes the same way).
 */
function score(segments: Segment[], parts: string[]): number {
  let total = 0;
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === "splat") return total + 1;
    const part = parts[i];
    if (part === undefined) return -1;
    if (segment.kind === "static") {
      if (segment.text !== part) return -1;
      total += 10;
    } else total += 3;
  }
  return parts.length === segments.length ? total : -1;
}

export class RouteShells {
  private readonly shells: Shell[];

  constructor(pairs: [string, string][]) {
    this.shells = pairs.map(([pattern, file]) => ({ segments: parse(pattern), file }));
  }

  /** The shell file for `pathname` (no query string), or undefined when no route matches. */
  fileFor(pathname: string): string | undefined {
    let parts: string[];
    try {
      parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return undefined;
    }
    let best: Shell | undefined;
    let bestScore = -1;
    for (const shell of this.shells) {
      const value = score(shell.segments, parts);
      if (value > bestScore) {
        best = shell;
        bestScore = value;
      }
    }
    return best?.file;
  }
}
