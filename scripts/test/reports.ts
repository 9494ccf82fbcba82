// Reading the runners' JSON reports into passed and failed counts.
import { readFileSync } from "node:fs";

export interface Counts {
  passed: number;
  failed: number;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

export function vitestCounts(file: string): Counts | undefined {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
  }>(file);
  if (!report) return undefined;
  // A file that fails to load has no failed test in it, but it is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

export function playwrightCounts(file: string): Counts | undefined {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
  }>(file);
  if (!report) return undefined;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
  };
}
