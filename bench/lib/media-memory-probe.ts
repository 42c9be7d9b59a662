/** Run by bench/lib/media.ts in a process of its own: processes the file once, prints resident memory before and at the peak. */
import { readFileSync } from 'node:fs';
import { renderImage } from '#domains/media/process-upload';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  const body = readFileSync(process.argv[2]!);
  const beforeMb = mb(process.memoryUsage().rss);
  await renderImage(body, 'image/jpeg');
  // maxRSS: the process's peak resident set in KB, native allocations included.
  process.stdout.write(`${JSON.stringify({ beforeMb, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`);
}

void main();
