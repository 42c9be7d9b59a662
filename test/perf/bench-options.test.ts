/**
 * `npm run bench` options: `--help` runs nothing and writes nothing; a run that could not check its
 * budgets (one table size, a table too small for page 600) is refused before it starts; a run of
 * some sections only writes its figures beside the data, never over the full run's record.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const results = path.join(root, 'bench', 'results.json');
const bench = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/run.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
const modified = () => statSync(results).mtimeMs;

describe('bench options', () => {
  it('prints the usage for --help, runs nothing and leaves bench/results.json alone', () => {
    // Prepare
    const before = modified();

    // Act
    const run = bench('--help');

    // Assess
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run bench');
    expect(run.stderr).not.toContain('starting DynamoDB Local');
    expect(modified()).toBe(before);
  });

  it('refuses a capacity run with one table size, saying which budgets it could not check', () => {
    // Prepare
    const before = modified();

    // Act
    const run = bench('--only=capacity', '--sizes=1000');

    // Assess
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('compare two table sizes');
    expect(run.stderr).toContain('page=600');
    expect(run.stderr).not.toContain('starting DynamoDB Local');
    expect(modified()).toBe(before);
  });

  it('writes the figures of a run of some sections to bench/.data/results-partial.json, not over bench/results.json', () => {
    // Prepare: a developer's own partial run (an init run takes ten minutes) is put back afterwards
    const before = modified();
    const partial = path.join(root, 'bench', '.data', 'results-partial.json');
    const developers = existsSync(partial) ? readFileSync(partial) : undefined;
    rmSync(partial, { force: true });

    try {
      // Act
      const run = bench('--only=sdk');

      // Assess
      expect(run.stderr).toContain('wrote bench/.data/results-partial.json');
      expect(JSON.parse(readFileSync(partial, 'utf8')).options.only).toEqual(['sdk']);
      expect(modified()).toBe(before);
    } finally {
      if (developers) writeFileSync(partial, developers);
    }
  });

  it('refuses an unknown option or a size that is not a positive integer', () => {
    // Act
    const unknown = bench('--sizez=1000');
    const bad = bench('--sizes=1000,lots');

    // Assess
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown option --sizez=1000');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('positive integers');
  });
});
