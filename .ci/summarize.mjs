// Prints vitest's JSON reports (the main suite, then separately run suites such as the real agents)
// as the one plain line CI reads: `N passed, N failed`. A missing or unreadable report counts as a failure.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  } catch (error) {
    console.error(`no test report ${file}: ${error.message}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
