import fc from "fast-check";
import { testBaseUrl } from "../../../tests/support/test-app.ts";
import {
  contentTypes,
  hostileJson,
  hostileText,
  hugeText,
  type KnownValues,
  percentEncode,
  rawBodies,
  rawUrlPieces,
} from "./hostile-values.ts";
import type { Endpoint } from "./registered-routes.ts";

export type Identity = "visitor" | "member" | "admin";

export type HostileRequest = {
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The field names an endpoint documents, so generated requests look almost right. */
export type EndpointFields = { query: string[]; body: string[] };

const otherKeys = ["id", "email", "content", "cursor", "limit", "toString", "__proto__", ""];

function pathValue(known: KnownValues) {
  return fc.oneof(
    { weight: 6, arbitrary: hostileText(known).map(percentEncode) },
    { weight: 1, arbitrary: rawUrlPieces },
    {
      weight: 1,
      arbitrary: fc.constantFrom("a".repeat(101), "é".repeat(3_000)).map(percentEncode),
    },
  );
}

/** The endpoint's path with every ":param" and "*" replaced by a hostile value. */
function hostilePath(url: string, known: KnownValues): fc.Arbitrary<string> {
  const pieces = url.split(/(:[A-Za-z]+|\*)/);
  return fc
    .tuple(
      ...pieces.map((piece) => (/^(:|\*)/.test(piece) ? pathValue(known) : fc.constant(piece))),
    )
    .map((parts) => parts.join(""));
}

function hostileQuery(keys: string[], known: KnownValues): fc.Arbitrary<string> {
  const key = fc.oneof(
    {
      weight: 4,
      arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constantFrom(...otherKeys),
    },
    { weight: 1, arbitrary: fc.constantFrom(...otherKeys) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(key, hostileText(known))
        .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(key, rawUrlPieces).map(([k, v]) => `${percentEncode(k)}=${v}`),
    },
    { weight: 1, arbitrary: key.map((k) => `${percentEncode(k)}[a][b]=1`) },
    { weight: 1, arbitrary: fc.constantFrom("&", "=", "==", "a", "&&&=&") },
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));
}

/** A JSON object with the endpoint's own field names (and some others) holding hostile values. */
function hostileObject(keys: string[], known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const names = [...new Set([...keys, ...otherKeys])];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), hostileJson(known)), { maxLength: keys.length + 2 })
    .map((entries) => {
      const body: Record<string, unknown> = {};
      // defineProperty, so "__proto__" becomes a key that JSON.stringify sends.
      for (const [name, value] of entries) {
        Object.defineProperty(body, name, { value, enumerable: true, writable: true });
      }
      return body;
    });
}

const boundary = "fuzz-boundary";
type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body of hostile text fields and files (real images among them). */
function hostileForm(keys: string[], known: KnownValues): fc.Arbitrary<Buffer> {
  const name = fc.oneof(
    fc.constantFrom("content", "image", "avatar", ...keys),
    fc.string({ maxLength: 8 }),
  );
  const field = fc
    .tuple(name, hostileText(known))
    .map(([fieldName, value]): Part => ({ name: fieldName, value }));
  const file = fc
    .record({
      name,
      value: fc.constantFrom(...known.files),
      filename: fc.constantFrom("photo.png", "../../etc/passwd", "x.svg", "é.jpg", ""),
      type: fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/html", ""),
    })
    .map((part): Part => part);
  return fc.array(fc.oneof(field, file), { maxLength: 4 }).map((parts) => {
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? "" : `; filename="${part.filename}"`) +
          (part.type ? `\r\nContent-Type: ${part.type}` : "") +
          "\r\n\r\n",
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    ]);
    return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  });
}

type Body = { payload?: string | Buffer; type?: string };

function hostileBody(keys: string[], known: KnownValues): fc.Arbitrary<Body> {
  const json = (payload: string): Body => ({ payload });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({}) },
    { weight: 8, arbitrary: hostileObject(keys, known).map((body) => json(JSON.stringify(body))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileObject(keys, known), fc.constantFrom(...keys, "content"), hugeText)
        .map(([body, key, text]) => json(JSON.stringify({ ...body, [key]: text }))),
    },
    { weight: 2, arbitrary: hostileJson(known).map((value) => json(JSON.stringify(value) ?? "")) },
    { weight: 2, arbitrary: rawBodies.map((payload): Body => ({ payload })) },
    {
      weight: 2,
      arbitrary: hostileForm(keys, known).map(
        (payload): Body => ({ payload, type: `multipart/form-data; boundary=${boundary}` }),
      ),
    },
  );
}

// Only what survives Node's HTTP parser: it answers 400 itself to a NUL, CR or LF in
// a header, and header text arrives as latin1, so nothing above U+00FF (inject() would
// pass both through, which no real client can).
const extraHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { "sec-fetch-site": "cross-site" },
      { "content-encoding": "gzip" },
      { "content-encoding": "br, gzip" },
      { "x-forwarded-for": "999.1.1.1, ::ffff:zz, caf\u00e9" },
      { "accept-encoding": "*;q=x" },
      { accept: "text/event-stream" },
      { cookie: "better-auth.session_token=%00%ff; x=\u00ff" },
      { cookie: "better-auth.session_token=" },
      { authorization: "Bearer \u00ff\u00e9" },
      { authorization: "Basic Og==" },
      { range: "bytes=9999999999-" },
      { "if-none-match": "*" },
    ),
  },
);

// Browsers send their origin with every write; the checks refuse the rest before any handler.
const origins = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({ origin: testBaseUrl }) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: "http://evil.example" },
      { origin: "null" },
    ),
  },
);

/** One hostile request to `endpoint`, as a visitor, a member or an admin. */
export function hostileRequest(
  endpoint: Endpoint,
  fields: EndpointFields,
  known: KnownValues,
): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      identity: fc.constantFrom<Identity>("member", "member", "admin", "admin", "visitor"),
      path: hostilePath(endpoint.url, known),
      query: hostileQuery(fields.query, known),
      body: hostileBody(fields.body, known),
      contentType: contentTypes,
      origin: origins,
      headers: extraHeaders,
    })
    .map(({ identity, path, query, body, contentType, origin, headers }) => ({
      identity,
      method: endpoint.method,
      url: path + query,
      headers: {
        ...origin,
        ...(body.payload === undefined ? {} : { "content-type": body.type ?? contentType }),
        ...headers,
      },
      payload: body.payload,
    }));
}

const emptyJson = { payload: "{}", type: "application/json" };

/**
 * The same request as the methods a route is not written for but still gets (issue 27):
 * HEAD and OPTIONS, each with and without a body, and GET with a body. Fetch refuses to
 * build a GET or HEAD request with a body, so a handler that passes one on fails.
 */
export function otherMethods(request: HostileRequest): HostileRequest[] {
  const { "content-type": sampledType, ...headers } = request.headers;
  const sampled =
    request.payload === undefined
      ? emptyJson
      : { payload: request.payload, type: sampledType ?? "application/json" };
  const as = (method: string, body?: { payload: string | Buffer; type: string }) => ({
    ...request,
    method,
    headers: body ? { ...headers, "content-type": body.type } : headers,
    payload: body?.payload,
  });
  return [
    as("HEAD"),
    as("HEAD", emptyJson),
    as("HEAD", sampled),
    as("OPTIONS"),
    as("OPTIONS", sampled),
    as("GET", emptyJson),
    as("GET", sampled),
  ];
}
