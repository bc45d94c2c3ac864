// Adds up the test counts of Vitest's and Playwright's JSON reports and prints the one line CI reads:
// "N passed, N failed". A step that failed without failing a test (typecheck, lint, build) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const vitestReport of [".tmp/reports/vitest.json", ".tmp/reports/vitest-server.json"]) {
  if (!existsSync(vitestReport)) continue;
  const report = JSON.parse(readFileSync(vitestReport, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

const playwrightReport = ".tmp/reports/playwright.json";
if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  skipped += report.stats.skipped;
}

const testSteps = new Set(["unit", "server", "browser"]);
const otherFailures = failedSteps.filter((step) => !testSteps.has(step));
// A test step that failed without a failing test (it crashed, or wrote no report) still fails the run.
const silentTestFailures = failedSteps.filter((step) => testSteps.has(step)).length > 0 && failed === 0 ? 1 : 0;
failed += otherFailures.length + silentTestFailures;

if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
if (skipped > 0) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
