/**
 * The summary of the latest full run at the top of docs/performance.md, written from
 * bench/results.json (the last full `npm run bench`), so that the page states what that run measured
 * and nothing else: its date and machine, every budget with its result, and the cost per million
 * requests of the main endpoints. `npm run bench:readme` (named for where the table first lived)
 * rewrites the section between its markers; test/unit/bench/readme-results.test.ts fails when the page
 * and results.json disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const START = '<!-- bench-results:start (written by npm run bench:readme from bench/results.json) -->';
export const END = '<!-- bench-results:end -->';

interface Budget {
  name: string;
  pass: boolean;
  checked?: boolean;
  detail: string;
}

interface CostRow {
  route: string;
  apiGateway: number;
  lambda: number;
  dynamo: number;
  total: number;
  billedMs: number;
}

interface CapacityRow {
  route: string;
  readUnits: number;
  writeUnits: number;
}

export interface BenchResults {
  date: string;
  machine: { node: string; cpus: number; cpu?: string; load?: number[] };
  options: { only: string[]; sizes: number[]; rounds: number; seconds: number };
  durationSeconds?: number;
  budgets: Budget[];
  cost?: { memoryMb: number; prices: { date: string; region: string }; perMillion: CostRow[] };
  capacity?: Record<string, CapacityRow[] | unknown>;
}

/** The endpoints the cost table shows: what a site pays for most. */
const COST_ROUTES: [string, string][] = [
  ['client-cms-posts-list', 'client post list (15 posts)'],
  ['client-cms-posts-get', 'client post read (counts a view)'],
  ['client-cms-categories-list', 'client categories'],
  ['client-cms-comments-list', 'client comment thread'],
  ['client-cms-likes-create', 'like'],
  ['client-cms-comments-create', 'comment'],
  ['admin-cms-posts-list', 'admin post list'],
  ['admin-cms-posts-create', 'post create'],
  ['admin-cms-posts-update', 'post update'],
  ['admin-cms-comments-approve', 'comment approve'],
];

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const usd = (value: number): string => value.toFixed(2);

export function latestRunSection(results: BenchResults): string {
  const failed = results.budgets.filter((budget) => !budget.pass).length;
  const load = results.machine.load ? `, load average ${results.machine.load.map((value) => value.toFixed(1)).join(' / ')} at the start` : '';
  const lines = [
    START,
    `Latest full run: ${results.date.slice(0, 16).replace('T', ' ')} UTC, ${results.machine.cpus} shared cores (${results.machine.cpu ?? 'unknown CPU'}), Node ${results.machine.node}${load}; ` +
      `sizes ${results.options.sizes.join(' and ')} posts, ${results.options.rounds} init rounds, ${results.options.seconds} s of load per latency route` +
      `${results.durationSeconds ? `, ${Math.round(results.durationSeconds / 60)} minutes` : ''}. ` +
      `${results.budgets.length} budgets, ${failed === 0 ? 'all pass' : `${failed} failing`}.`,
    '',
    '| Budget | Result |',
    '|---|---|',
    ...results.budgets.map((budget) => `| ${cell(budget.name)} | ${budget.checked === false ? 'NOT CHECKED' : budget.pass ? 'pass' : '**FAIL**'}: ${cell(budget.detail)} |`),
  ];
  const cost = results.cost;
  const sizes = Object.keys(results.capacity ?? {}).filter((key) => Array.isArray(results.capacity![key])).map(Number);
  if (cost && sizes.length > 0) {
    const largest = Math.max(...sizes);
    const capacity = new Map((results.capacity![String(largest)] as CapacityRow[]).map((row) => [row.route, row]));
    const byRoute = new Map(cost.perMillion.map((row) => [row.route, row]));
    const rows = COST_ROUTES.filter(([route]) => byRoute.has(route) && capacity.has(route));
    lines.push(
      '',
      `Cost per million requests (USD, ${cost.prices.region} prices of ${cost.prices.date}; Lambda arm64 at ${cost.memoryMb} MB for the billed time measured; ` +
        `DynamoDB on demand for the units measured at ${largest.toLocaleString('en-US')} posts, each endpoint's own request as the capacity section makes it):`,
      '',
      '| endpoint | R | W | API Gateway | Lambda | DynamoDB | total |',
      '|:--|--:|--:|--:|--:|--:|--:|',
      ...rows.map(([route, label]) => {
        const price = byRoute.get(route)!;
        const units = capacity.get(route)!;
        return `| ${label} | ${units.readUnits} | ${units.writeUnits} | ${usd(price.apiGateway)} | ${usd(price.lambda)} | ${usd(price.dynamo)} | ${usd(price.total)} |`;
      }),
    );
  }
  lines.push(END);
  return lines.join('\n');
}

/** Where the summary lives, relative to the project root. */
export const PERFORMANCE_PAGE = 'docs/performance.md';

/** The page with its section replaced by `section`; throws when the markers are missing. */
export function withSection(page: string, section: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PERFORMANCE_PAGE} has no "${START}" ... "${END}" section`);
  return page.slice(0, start) + section + page.slice(end + END.length);
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const results = JSON.parse(readFileSync(path.join(root, 'bench', 'results.json'), 'utf8')) as BenchResults;
  const pagePath = path.join(root, PERFORMANCE_PAGE);
  writeFileSync(pagePath, withSection(readFileSync(pagePath, 'utf8'), latestRunSection(results)));
  process.stdout.write(`${PERFORMANCE_PAGE}: the latest run's summary written from bench/results.json of ${results.date}\n`);
}
