import fc from "fast-check";

/** Real values of the app under test, mixed in so requests get past "not found" into the handlers. */
export type KnownValues = { strings: string[]; files: Buffer[] };

const special = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "-9223372036854775809",
  "' OR 1=1 --",
  '"; drop table users; --',
  "../../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "%",
  "\ud800",
  "\udfff",
  "\uffff",
  "\ufeff",
  "\u202eevil",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏄‍♀️",
  "Ω≈ç√∫˜µ≤≥÷",
  "<script>alert(1)</script>",
  "$" + "{7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "toString",
  "2024-02-30T25:61:00Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "9999-12-31T23:59:59.999999999Z",
  "0000-01-01T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "------------------------------------",
  "not@an@email",
  "a@b.c",
  "user@example.com",
  "Sunny-Beach-42",
  "http://evil.example/",
  "javascript:alert(1)",
  "//evil.example",
  "/auth?verified=true",
  "admin",
  "user",
];

// Built once, and drawn rarely: megabytes in every sample would make the run slow for no gain.
export const hugeText = fc.constantFrom(
  "a".repeat(5_001),
  "x".repeat(100_000),
  "é".repeat(200_000),
  "\u0000".repeat(10_000),
  "🏄".repeat(50_000),
);

/** A keyset cursor's shape (base64url "micros.id") with hostile halves. */
const cursorLike = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }).map(String), fc.string()),
    fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9a-f-]{36}$/), fc.string()),
  )
  .map(([micros, id]) => Buffer.from(`${micros}.${id}`).toString("base64url"));

const withNul = fc
  .tuple(fc.string(), fc.string())
  .map(([before, after]) => `${before}\u0000${after}`);

export function hostileText(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.strings) },
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom(...special) },
    { weight: 2, arbitrary: withNul },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...known.strings), fc.constantFrom("\u0000", "\ud800", "%00", " "))
        .map(([value, extra]) => value + extra),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: cursorLike },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
  );
}

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1, 2, 10, 11, 1.5, 2 ** 53 + 1, 1e308, -1e308, 9_999_999_999),
);

/** An object that lies about being a string or a number. */
const impostors = fc.constantFrom(
  { toString: 1 },
  { toString: "x", valueOf: 1 },
  // Parsed, so "__proto__" is an own key that JSON.stringify sends.
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  { length: 1e9 },
  { "0": "a", length: 1 },
);

export function hostileJson(known: KnownValues): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: hostileText(known) },
    { weight: 2, arbitrary: numbers },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: impostors },
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.array(tie("value"), { maxLength: 5 }),
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...special)), tie("value"), {
        maxKeys: 5,
      }),
    ),
  })).value;
}

/** Body texts no serializer would produce: broken, deep, or in the wrong encoding. */
export const rawBodies = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "[",
    "}",
    "null",
    '"just a string"',
    "123",
    '{"a":',
    "{'single':'quotes'}",
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"content":"\\u0000"}',
    '{"email":"\\ud800@x.co"}',
    "\u0000",
    "a=1&b=2",
    '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi\u0000\r\n--x--\r\n',
  ),
  fc.integer({ min: 1, max: 6_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.constantFrom(100_000, 300_000).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc
    .integer({ min: 1, max: 6_000 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.constant(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  ),
  fc.constant(Buffer.from('{"content":"hi"}', "utf16le")),
);

export const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=utf-16le",
      "application/json; charset=\u00e9",
      "APPLICATION/JSON",
      "application/vnd.api+json",
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "image/png",
      "application/json, text/plain",
      ";;;",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[ -~\u0080-\u00ff]{0,30}$/) },
);

/** Percent-encodes a text; lone surrogates become U+FFFD, as UTF-8 must carry them. */
export const percentEncode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, "\ufffd"));

/** Path or query pieces sent as they are: broken escapes, overlong UTF-8, separators. */
export const rawUrlPieces = fc.constantFrom(
  "%",
  "%zz",
  "%00",
  "%C0%AF",
  "%C3%28",
  "%FF%FE",
  "%E0%A4%A",
  "..",
  "%2e%2e",
  "a%2Fb",
  "a;b",
  "a,b",
  "%20",
  "+",
  "%2B",
);
