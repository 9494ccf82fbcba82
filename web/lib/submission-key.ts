import { useRef } from "react";

/**
 * The `Idempotency-Key` of a form's submissions (decision 055): one per
 * submission, the same again when the same values are sent again after a
 * failure (a retry: the first attempt may have been stored though its answer
 * never came), a new one once a submission succeeded or the values changed.
 */
export function useSubmissionKey() {
  const last = useRef<{ values: unknown; key: string } | null>(null);
  const keys = useRef({
    /** The key for sending `values` now. */
    keyFor(values: unknown): string {
      const previous = last.current;
      if (previous && sameValues(previous.values, values)) return previous.key;
      const key = newKey();
      last.current = { values, key };
      return key;
    },
    /** The submission was answered: the next one is a new request. */
    succeeded() {
      last.current = null;
    },
  });
  return keys.current;
}

// 128 random bits. crypto.randomUUID() exists only in secure contexts, and
// Coastal may be served over plain HTTP on a home network.
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Fields compare by value; files (and any other object that is not plain data) by identity.
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const names = Object.keys(a);
    return (
      names.length === Object.keys(b).length &&
      names.every((name) => Object.hasOwn(b, name) && sameValues(a[name], b[name]))
    );
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
