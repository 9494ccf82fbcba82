import { describe, expect, it } from "vitest";
import { authLogLine } from "./auth.ts";

describe("better-auth's log lines", () => {
  it("keep the message and the error's code but never the query's parameters", () => {
    const token = "s3ss10n-t0k3n-value";
    const cause = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    const failed = new Error(
      `Failed query: select * from "session" where "token" = $1\nparams: ${token}`,
      {
        cause,
      },
    );
    const line = authLogLine("error", "INTERNAL_SERVER_ERROR", [failed, { token }]);
    expect(line).toBe("[auth] error: INTERNAL_SERVER_ERROR (Error 57P01)");
    expect(line).not.toContain(token);
  });

  it("print a plain message as it is", () => {
    expect(authLogLine("warn", "Rate limit exceeded", [])).toBe("[auth] warn: Rate limit exceeded");
  });
});
