// What each step contributed, and the run's last line "N passed, N failed".
import { stripVTControlCharacters } from "node:util";
import type { Counts } from "./reports.ts";

export class Summary {
  private totals = { passed: 0, failed: 0 };
  private lines: string[] = []; // one per step
  private problems: string[] = [];

  get failed() {
    return this.totals.failed;
  }

  /** A step that has no tests (typecheck, lint, build): ok or failed. */
  check(name: string, code: number, problem: string) {
    this.lines.push(`${name}: ${code === 0 ? "ok" : `failed (exit code ${code})`}`);
    if (code !== 0) this.problem(problem);
  }

  /**
   * Anything that makes the run fail counts as at least one failure, so the last
   * line says "0 failed" exactly when the exit code is 0.
   */
  problem(text: string) {
    this.totals.failed++;
    this.problems.push(`problem (counted as 1 failed): ${text}`);
  }

  /** A test runner's step: its counts from its report, or a crash when there is none. */
  tally(step: string, code: number, counts: Counts | undefined) {
    if (!counts) return this.problem(`${step} crashed (exit code ${code}, no report)`);
    this.totals.passed += counts.passed;
    this.totals.failed += counts.failed;
    this.lines.push(`${step}: ${counts.passed} passed, ${counts.failed} failed`);
    // Escape codes (colours in error messages) would garble the log's last lines.
    const plain = (text: string) => stripVTControlCharacters(text).slice(0, 300);
    for (const failure of counts.failures) this.lines.push(`  failed: ${plain(failure)}`);
    if (code !== 0 && counts.failed === 0) {
      this.problem(
        `${step} exited with code ${code} though no test failed (see "Unhandled Errors" or the log above)`,
      );
    }
  }

  print() {
    console.log("\n[npm test] Summary");
    for (const line of [...this.lines, ...this.problems]) console.log(`  ${line}`);
    console.log(`${this.totals.passed} passed, ${this.totals.failed} failed`);
  }
}
