// The web tests' one fake of the server: `fetch` answered from a routing table keyed
// "METHOD /path" (the query left off), with every request kept for the test to read.
// A request no route answers fails the test: the page asked for something unplanned.

/** What the server says: a status and a JSON body (none for 204s and the like). */
export type Reply = { status: number; body?: unknown };

/** One request the page made, as the test sees it. */
export interface FakeRequest {
  /** "POST /api/posts/p1/comments" */
  route: string;
  /** The JSON body, parsed; a FormData as it is; undefined when none. */
  body: unknown;
}

/** What an answering function is told: the request, its address (query and all) and headers. */
export type Asked = FakeRequest & { url: string; headers: Headers };

export type Answer = Reply | ((request: Asked) => Reply | Promise<Reply>);

/** The request never reached the server (offline): fetch rejects as browsers do. */
export const unreachable = (): never => {
  throw new TypeError("Failed to fetch");
};

/** The server never answers: for what a page shows while it waits. */
export const noAnswer = () => new Promise<Reply>(() => {});

const realFetch = globalThis.fetch;
let unplanned: string[] = [];

const bodyOf = (body: RequestInit["body"]) => {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Answers the page's requests from `routes` until the test ends (a second call replaces
 * the table). "METHOD *" answers any path with that method. Returns the requests made.
 */
export function serveApi(routes: Record<string, Answer>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const route = `${method} ${new URL(url, "http://localhost").pathname}`;
    const request = { route, body: bodyOf(init.body) };
    requests.push(request);
    const answer = routes[route] ?? routes[`${method} *`];
    if (!answer) {
      unplanned.push(route);
      throw new Error(`No test answer for ${route}`);
    }
    const { status, body } =
      typeof answer === "function"
        ? await answer({ ...request, url, headers: new Headers(init.headers) })
        : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return requests;
}

/** The page must not touch the network: any request fails the test. */
export const serveNothing = () => serveApi({});

/**
 * Run after each test (tests/support/web-setup.ts): puts the real fetch back and fails
 * the test if the page asked for a route it had no answer for.
 */
export function stopServingApi() {
  globalThis.fetch = realFetch;
  const asked = unplanned;
  unplanned = [];
  if (asked.length > 0)
    throw new Error(`The page asked for routes with no test answer: ${asked.join(", ")}`);
}
