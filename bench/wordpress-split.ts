/**
 * `npx tsx bench/wordpress-split.ts [--posts=1000] [--runs=1] [--batch=32] [--concurrency=2]`: one
 * generated export imported into a DynamoDB Local started as `npm start` starts it, and where the time
 * went: wall seconds, posts/s, the importing process's CPU per post and DynamoDB Local's CPU per post
 * (user + system of the JVM, from /proc), overall and by phase (the first items pay for the terms and
 * for both processes' warm-up; DynamoDB Local's cost per item grows with the table), the calls and
 * request bytes per post. CPU time is what the machine's neighbours disturb least: it says which of the two
 * processes bounds the import when each has a core (docs/performance.md).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { ensureTable, localClient, startLocalDynamo } from '#infra/local/dynamodb';
import { writeGeneratedWxr } from './lib/wxr-generator';
import { useImportEnvironment } from './lib/wordpress-import';

const arg = (name: string) => process.argv.find((each) => each.startsWith(`--${name}=`))?.split('=')[1];

const cpuMsOfStat = (stat: string): number => {
  const fields = stat.split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

async function jvmCpuMs(pid: number): Promise<number> {
  return cpuMsOfStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
}

/** The same, inside a progress callback (which cannot wait). */
const jvmCpuMsSync = (pid: number): number => cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

async function main(): Promise<void> {
  const posts = Number(arg('posts') ?? 1000);
  const runs = Number(arg('runs') ?? 1);
  const dynamo = await startLocalDynamo();
  useImportEnvironment(dynamo.endpoint);
  const dataDir = path.join(__dirname, '.data');
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, `wordpress-split-${posts}.xml`);
  await writeGeneratedWxr(file, posts);
  const { importWordpress } = await import('#domains/import/wordpress/import-wordpress');
  const { db } = await import('#platform/db/client');
  // Calls by command and the items each transaction carried, counted where the SDK sends them.
  const calls = new Map<string, number>();
  let transactionItems = 0;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      calls.set(context.commandName ?? '?', (calls.get(context.commandName ?? '?') ?? 0) + 1);
      const input = args.input as { TransactItems?: unknown[] };
      transactionItems += input.TransactItems?.length ?? 0;
      return next(args);
    },
    { step: 'initialize', name: 'splitCallCounter' },
  );
  let requestBytes = 0;
  db.middlewareStack.add(
    (next) => async (args) => {
      const body = (args.request as { body?: unknown }).body;
      requestBytes += typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0;
      return next(args);
    },
    { step: 'finalizeRequest', name: 'splitRequestBytes' },
  );
  try {
    for (let run = 0; run < runs; run++) {
      process.env.TABLE_NAME = `split-${run}`;
      const client = localClient(dynamo.endpoint);
      await ensureTable(client, process.env.TABLE_NAME, { stream: false });
      client.destroy();
      calls.clear();
      transactionItems = 0;
      requestBytes = 0;
      const jvmBefore = await jvmCpuMs(dynamo.process.pid!);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const pid = dynamo.process.pid!;
      let phase = { at: started, done: 0, cpu: process.cpuUsage(), jvm: jvmBefore };
      const phaseEnd = () => (phase.done < 1000 ? phase.done + 250 : phase.done + 2000);
      const { report } = await importWordpress(file, {
        ...(arg('batch') ? { batchSize: Number(arg('batch')) } : {}),
        ...(arg('concurrency') ? { concurrency: Number(arg('concurrency')) } : {}),
        onProgress: (done) => {
          if (done < phaseEnd()) return;
          const now = performance.now();
          const cpu = process.cpuUsage(phase.cpu);
          const jvm = jvmCpuMsSync(pid);
          const items = done - phase.done;
          process.stdout.write(
            `  items ${phase.done + 1}-${done}: ${(items / ((now - phase.at) / 1000)).toFixed(0)} items/s, node ${((cpu.user + cpu.system) / 1000 / items).toFixed(2)} ms/item, DynamoDB Local ${((jvm - phase.jvm) / items).toFixed(2)} ms/item\n`,
          );
          phase = { at: now, done, cpu: process.cpuUsage(), jvm };
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const jvm = (await jvmCpuMs(dynamo.process.pid!)) - jvmBefore;
      const created = report.kinds.post.created + report.kinds.page.created;
      const failed = report.kinds.post.failed + report.kinds.page.failed;
      process.stdout.write(
        `${created} posts (${failed} failed) in ${seconds.toFixed(1)} s: ${(created / seconds).toFixed(1)} posts/s; ` +
          `node CPU ${((cpu.user + cpu.system) / 1000 / created).toFixed(2)} ms/post, DynamoDB Local CPU ${(jvm / created).toFixed(2)} ms/post; load ${loadavg()[0].toFixed(1)}\n` +
          `  calls per post: ${[...calls].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name.replace('Command', '')} ${(n / created).toFixed(2)}`).join(', ')}; ` +
          `transactional items per post ${(transactionItems / created).toFixed(1)}; request KB per post ${(requestBytes / 1024 / created).toFixed(1)}\n`,
      );
    }
  } finally {
    await dynamo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
