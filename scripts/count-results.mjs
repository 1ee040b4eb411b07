// Adds up the JSON reports of every test run under test-results/ and prints CI's last line.
// A failed CI step that produced no report (lint, typecheck, build) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'test-results';
const stepFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  }
}
const unexplained = stepFailures > 0 && failed === 0 ? stepFailures : 0;
console.log(`ci: ${passed} passed, ${failed + unexplained} failed`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
