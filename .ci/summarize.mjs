// Reads the JSON reports that vitest and Playwright wrote into the report folder and prints
// "N passed, N failed" (the closing line CI reads). A failed typecheck counts as one failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir, typecheckFailed] = process.argv.slice(2);
let passed = 0;
let failed = typecheckFailed === "1" ? 1 : 0;
let reports = 0;

/** Playwright's tests whose outcome was "flaky", by file and title. */
function flakyTitles(suites, path = []) {
  const found = [];
  for (const suite of suites) {
    const inner = suite.title && !suite.title.endsWith(".ts") ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === "flaky")) found.push(`${spec.file}:${spec.line} › ${[...inner, spec.title].join(" › ")}`);
    }
    found.push(...flakyTitles(suite.suites ?? [], inner));
  }
  return found;
}

for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(join(dir, name), "utf8"));
  reports++;
  if (typeof report.numPassedTests === "number") {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as passed after retry
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    for (const title of flakyTitles(report.suites ?? [])) console.log(`flaky (failed, then passed on its retry): ${title}`);
  }
}
if (reports === 0) failed += 1; // no report means the test command never got to run its tests
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
