/** True when a write failed on a unique index (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The SQLSTATE of a database error, wrapped or not (drizzle puts the driver's error in `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    // Five characters, and no SQLSTATE class starts with E as Node's EPIPE and kin do.
    if (typeof code === "string" && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
