// Reading the runners' JSON reports into passed and failed counts, and the failed
// tests' names: the summary repeats them at the end, where a CI log's tail shows them.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface Counts {
  passed: number;
  failed: number;
  /** "file › test: first line of the error", one per failed test or broken file. */
  failures: string[];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function firstLine(text: string | undefined) {
  return (text ?? "").split("\n").find((line) => line.trim() !== "") ?? "";
}

export function vitestCounts(file: string): Counts | undefined {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    testResults: Array<{
      name: string;
      status: string;
      message?: string;
      assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
    }>;
  }>(file);
  if (!report) return undefined;
  const failures: string[] = [];
  let brokenFiles = 0;
  for (const result of report.testResults) {
    const failed = result.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) {
      failures.push(
        `${path.relative(".", result.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    // A file that fails to load has no failed test in it, but it is a failure all the same.
    if (result.status === "failed" && failed.length === 0) {
      brokenFiles++;
      failures.push(`${path.relative(".", result.name)}: ${firstLine(result.message)}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failures };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    ok: boolean;
    tests: Array<{ results: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[], file = ""): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((r) => r.error)?.error;
        return `${suite.file ?? file} › ${spec.title}: ${firstLine(error?.message)}`;
      }),
    ...playwrightFailures(suite.suites ?? [], suite.file ?? file),
  ]);
}

export function playwrightCounts(file: string): Counts | undefined {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
    errors?: Array<{ message?: string }>;
  }>(file);
  if (!report) return undefined;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    failures: [
      ...playwrightFailures(report.suites ?? []),
      ...(report.errors ?? []).map((error) => `outside any test: ${firstLine(error.message)}`),
    ],
  };
}
