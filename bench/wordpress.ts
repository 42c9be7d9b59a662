/**
 * `npx tsx bench/wordpress.ts [--posts=1000,10000]`: the WordPress import section of the benchmark
 * alone (`npm run bench -- --only=wordpress` runs the same); prints its table and budget lines.
 */
import path from 'node:path';
import { benchWordpressImport } from './lib/wordpress-import';
import { budgetLine } from './lib/report';

async function main(): Promise<void> {
  const sizes = (process.argv.find((arg) => arg.startsWith('--posts='))?.split('=')[1] ?? '1000,10000').split(',').map(Number);
  const { section, budgets } = await benchWordpressImport(sizes, path.join(__dirname, '.data'), (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${section}\n\n${budgets.map(budgetLine).join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
