/** The latest run's summary in docs/performance.md is what bench/results.json (the last full bench run) says, word for word. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { END, PERFORMANCE_PAGE, START, latestRunSection, withSection, type BenchResults } from '../../../bench/readme-results';

const root = path.resolve(__dirname, '..', '..', '..');
const results = JSON.parse(readFileSync(path.join(root, 'bench', 'results.json'), 'utf8')) as BenchResults;

describe("the performance page's latest bench run", () => {
  test('is the section written from bench/results.json (run npm run bench:readme after a full bench)', () => {
    // Prepare
    const page = readFileSync(path.join(root, PERFORMANCE_PAGE), 'utf8');
    // Act
    const section = page.slice(page.indexOf(START), page.indexOf(END) + END.length);
    // Assess
    expect(section).toBe(latestRunSection(results));
  });

  test('every budget of the run is a row, a failing one marked FAIL', () => {
    // Prepare
    const run: BenchResults = { ...results, budgets: [{ name: 'a | b', pass: false, detail: 'over' }, { name: 'c', pass: true, detail: 'fine' }] };
    // Act
    const section = latestRunSection(run);
    // Assess
    expect(section).toContain('| a \\| b | **FAIL**: over |');
    expect(section).toContain('| c | pass: fine |');
    expect(section).toContain('2 budgets, 1 failing.');
  });

  test('a page without the markers is refused rather than appended to', () => {
    expect(() => withSection('no markers here', 'x')).toThrow(/no "<!-- bench-results:start/);
  });
});
