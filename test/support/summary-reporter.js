/**
 * Prints, after the run: tests per tier, the concurrency scenarios (tests whose names say they run
 * things at once), the counts tests recorded (fuzz cases, cdk-nag findings), a notice when the tests
 * on WordPress's own exports were skipped (WXR_FIXTURES unset), and a plain closing line
 * `N passed, N failed` that any CI can read.
 */
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { join, relative, sep } = require('node:path');

const CONCURRENT = /\b(parallel|concurrent(ly)?|at once|at the same time|racing|races?|same time)\b/i;
/** In the name of every test on WordPress's own exports (ON_REAL_EXPORTS, test/support/wordpress-fixtures.ts). */
const ON_REAL_EXPORTS = '(WXR_FIXTURES)';

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const tiers = new Map();
    let concurrency = 0;
    let realExportsSkipped = 0;
    for (const file of results.testResults) {
      const tier = relative(join(this.rootDir, 'test'), file.testFilePath).split(sep)[0];
      const passed = file.testResults.filter((test) => test.status === 'passed').length;
      tiers.set(tier, (tiers.get(tier) ?? 0) + passed);
      concurrency += file.testResults.filter((test) => test.status === 'passed' && CONCURRENT.test(test.fullName)).length;
      realExportsSkipped += file.testResults.filter((test) => test.status === 'pending' && test.fullName.includes(ON_REAL_EXPORTS)).length;
    }
    const counts = new Map();
    const dir = process.env.CMS_TEST_COUNTS_DIR;
    if (dir) {
      for (const name of readdirSync(dir)) {
        for (const line of readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)) {
          const { name: key, count } = JSON.parse(line);
          counts.set(key, (counts.get(key) ?? 0) + count);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    }
    const lines = [
      '',
      'Summary',
      `  tests by tier: ${[...tiers].sort().map(([tier, n]) => `${tier} ${n}`).join(', ')}`,
      `  concurrency scenarios passed: ${concurrency}`,
      ...[...counts].sort().map(([key, count]) => `  ${key}: ${count}`),
      '',
      // Once per run, so that a run without them never passes silently.
      ...(realExportsSkipped > 0 && !process.env.WXR_FIXTURES
        ? [`WXR_FIXTURES is not set: the tests on real WordPress exports are skipped (${realExportsSkipped} tests)`]
        : []),
      `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
  }
}

module.exports = SummaryReporter;
