// Prints vitest's JSON report as the one plain line CI reads: `N passed, N failed`.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
} catch (error) {
  console.error(`no test report: ${error.message}`);
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
