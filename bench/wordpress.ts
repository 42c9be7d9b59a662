/**
 * `npx tsx bench/wordpress.ts [--posts=1000,10000]`: the WordPress import into DynamoDB Local (in
 * memory, its own process): the theme unit test export, then generated exports of each size. Prints
 * items and posts per second and the peak memory of the importing process, with the budgets
 * (≥ 100 posts/s; memory flat in the file size: the largest file's peak within 1.5x of the smallest's).
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ensureTable, localClient, startLocalDynamo } from '../infra/local/dynamodb';
import { writeGeneratedWxr } from './lib/wxr-generator';

const THEME_UNIT_TEST = process.env.WXR_THEME_UNIT_TEST ?? '/work/shared/fixtures/wordpress/theme-unit-test-data.xml';
const DATA_DIR = path.join(__dirname, '.data');

interface Figures {
  file: string;
  megabytes: number;
  items: number;
  posts: number;
  seconds: number;
  postsPerSecond: number;
  peakRssMb: number;
  peakHeapMb: number;
}

async function main(): Promise<void> {
  const sizes = (process.argv.find((arg) => arg.startsWith('--posts='))?.split('=')[1] ?? '1000,10000').split(',').map(Number);
  const port = process.env.DYNAMODB_PORT ? Number(process.env.DYNAMODB_PORT) : undefined;
  const dynamo = await startLocalDynamo({ port });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.AWS_REGION = 'local';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  process.env.JWT_SECRET ??= randomBytes(48).toString('base64url');
  process.env.LOG_LEVEL = 'SILENT';
  await mkdir(DATA_DIR, { recursive: true });
  const { importWordpress } = await import('../shared/import/wordpress/import-wordpress');
  const results: Figures[] = [];
  try {
    const files = [THEME_UNIT_TEST];
    for (const size of sizes) {
      const file = path.join(DATA_DIR, `wordpress-${size}.xml`);
      await writeGeneratedWxr(file, size);
      files.push(file);
    }
    for (const [index, file] of files.entries()) {
      process.env.TABLE_NAME = `bench-wordpress-${index}`;
      const client = localClient(dynamo.endpoint);
      await ensureTable(client, process.env.TABLE_NAME);
      client.destroy();
      global.gc?.();
      let peakRss = 0;
      let peakHeap = 0;
      const sample = () => {
        const usage = process.memoryUsage();
        peakRss = Math.max(peakRss, usage.rss);
        peakHeap = Math.max(peakHeap, usage.heapUsed);
      };
      const timer = setInterval(sample, 25);
      const started = process.hrtime.bigint();
      const { report } = await importWordpress(file, { onProgress: sample });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      clearInterval(timer);
      const posts = report.kinds.post.created + report.kinds.page.created;
      const items = Object.values(report.kinds).reduce((sum, tally) => sum + tally.created + tally.skipped + tally.failed, 0);
      results.push({
        file: path.basename(file),
        megabytes: Math.round(((await stat(file)).size / 1e6) * 10) / 10,
        items,
        posts,
        seconds: Math.round(seconds * 10) / 10,
        postsPerSecond: Math.round(posts / seconds),
        peakRssMb: Math.round(peakRss / 1e6),
        peakHeapMb: Math.round(peakHeap / 1e6),
      });
      process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
    }
  } finally {
    await dynamo.stop();
  }
  console.log('| export | MB | entities | posts | s | posts/s | peak RSS MB | peak heap MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.file} | ${r.megabytes} | ${r.items} | ${r.posts} | ${r.seconds} | ${r.postsPerSecond} | ${r.peakRssMb} | ${r.peakHeapMb} |`);
  const generated = results.slice(1);
  const slowest = Math.min(...results.map((r) => r.postsPerSecond));
  console.log(`budget posts/s >= 100: ${slowest >= 100 ? 'PASS' : 'FAIL'} (slowest ${slowest})`);
  if (generated.length > 1) {
    const ratio = generated.at(-1)!.peakHeapMb / generated[0].peakHeapMb;
    console.log(`budget memory flat in file size (peak heap, largest / smallest <= 1.5): ${ratio <= 1.5 ? 'PASS' : 'FAIL'} (${ratio.toFixed(2)})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
