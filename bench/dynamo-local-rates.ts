/**
 * `npx tsx bench/dynamo-local-rates.ts [--rounds=5] [--variants=base,serialgc,...] [--workloads=0,3] [--jfr=base --jfr-file=x.jfr]`:
 * what DynamoDB Local costs per transactional item, and what changes it (docs/performance.md,
 * "What bounds the WordPress import on DynamoDB Local"). It starts one DynamoDB Local per variant
 * (JVM flags, storage), side by side, and runs the same workloads on each in interleaved rounds (the
 * order shuffled every round), so that the neighbours' load on this shared machine falls on all of
 * them alike. Each workload writes fresh items shaped like a post's transaction: the post item (about
 * 2 KB, four sparse index keys), its slug, five list pointers (two index keys each), four counter
 * `ADD`s, its stats and an import record: 13 items.
 *
 * Reported per variant and workload: wall milliseconds per item, and DynamoDB Local's own CPU
 * milliseconds per item (from /proc: user + system of the whole JVM), which the neighbours disturb
 * far less than wall time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '#platform/db/table-definition';
import { freePort, jarFolder, launcherArgs } from '#infra/local/dynamodb';

type Item = Record<string, unknown>;
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

const arg = (name: string) => process.argv.find((each) => each.startsWith(`--${name}=`))?.split('=')[1];
const ROUNDS = Number(arg('rounds') ?? 5);


interface Variant {
  name: string;
  jvm: string[];
  /** Storage: in memory (as `npm start` and the tests) or a data folder. */
  disk?: boolean;
  /** DynamoDB Local's own options, after the storage ones. */
  local?: string[];
}

const VARIANTS: Variant[] = [
  { name: 'base', jvm: [] },
  { name: 'noschemacache', jvm: ['-Dcms.schemaCache=off'] },
  { name: 'serialgc', jvm: ['-XX:+UseSerialGC'] },
  { name: 'parallelgc', jvm: ['-XX:+UseParallelGC'] },
  { name: 'c1only', jvm: ['-XX:TieredStopAtLevel=1'] },
  { name: 'heap1g', jvm: ['-Xms1g', '-Xmx1g'] },
  { name: 'disk', jvm: [], disk: true },
  { name: 'notelemetry', jvm: [], local: ['-disableTelemetry'] },
];

interface Local {
  variant: Variant;
  child: ChildProcess;
  documents: DynamoDBDocumentClient;
  dataDir?: string;
}

async function startLocal(variant: Variant): Promise<Local> {
  const folder = jarFolder();
  const port = await freePort();
  const dataDir = variant.disk ? mkdtempSync(path.join(tmpdir(), 'ddbl-')) : undefined;
  const jfr = arg('jfr') === variant.name ? [`-XX:StartFlightRecording=filename=${path.resolve(arg('jfr-file') ?? 'dynamo-local.jfr')},settings=profile`, "-XX:FlightRecorderOptions=stackdepth=512"] : [];
  const args = launcherArgs({ port, dataDir, jvm: [...jfr, ...variant.jvm], local: variant.local });
  const child = spawn('java', args, { cwd: folder, stdio: ['pipe', 'ignore', 'ignore'] });
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'local', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  for (let i = 0; ; i++) {
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch (error) {
      if (i > 400) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  const full = createTableInput('full');
  const { StreamSpecification: _s, ...withoutStream } = full;
  await client.send(new CreateTableCommand(withoutStream));
  const { GlobalSecondaryIndexes: _g, ...noIndexes } = withoutStream;
  await client.send(new CreateTableCommand({ ...noIndexes, TableName: 'bare', AttributeDefinitions: noIndexes.AttributeDefinitions.filter((a) => a.AttributeName === 'pk' || a.AttributeName === 'sk') }));
  return { variant, child, documents: DynamoDBDocumentClient.from(client), dataDir };
}

/** User + system CPU of a process, in milliseconds (all its threads). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line; after "pid (comm) " they are 12 and 13 (0-based 11, 12).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

let serial = 0;
const pad = (n: number) => String(n).padStart(12, '0');
const BODY = randomBytes(1800);

/** The 13 items of a post's transaction, on fresh keys; `counter` names the counter items (shared or not). */
function postItems(table: string, counter: (i: number) => string, withIndexKeys = true): TransactItem[] {
  const id = ++serial;
  const now = new Date().toISOString();
  const post: Item = {
    pk: `POST#${id}`,
    sk: 'POST',
    entity: 'post',
    id,
    type: 'post',
    title: `Generated post ${id}`,
    slug: `generated-post-${id}`,
    excerpt: 'WordPress content is text with blank lines between paragraphs; the importer adds the markup.',
    excerpt_auto: true,
    wp_slug: `generated-post-${id}`,
    body_br: BODY,
    featured_image: null,
    status: 'published',
    status_before_trash: null,
    category_id: 3,
    tag_ids: [4, 5, 6],
    author_id: 1,
    creator_id: 1,
    is_featured: false,
    seo: { meta_title: null, meta_description: null, og_image: null },
    version: 1,
    rev: 1,
    last_revision: 0,
    created_at: now,
    updated_at: now,
    published_at: now,
    view_count: 0,
    likes_count: 0,
    comment_count: 0,
    ...(withIndexKeys
      ? { lp3pk: 'PS#published', lp3sk: pad(id), lp4pk: 'PU#published', lp4sk: `${now}#${pad(id)}`, lp5pk: 'PT#published', lp5sk: `generated post ${id}\u0001${pad(id)}`, lp6pk: 'PP#published', lp6sk: `${now}#${pad(id)}` }
      : {}),
  };
  const pointer = (dim: string): TransactItem => ({
    Put: {
      TableName: table,
      Item: {
        pk: `LP#${dim}`,
        sk: pad(id),
        ...(withIndexKeys ? { lp1pk: `LP#${dim}|published`, lp1sk: pad(id), lp2pk: `LP#${dim}|published`, lp2sk: `${now}#${pad(id)}` } : {}),
        entity: 'post_pointer',
        id,
        s: 'published',
        pa: now,
        c: 3,
        a: 1,
        g: [4, 5, 6],
        f: false,
      },
    },
  });
  const add = (key: string): TransactItem => ({
    Update: { TableName: table, Key: { pk: key, sk: 'COUNT' }, UpdateExpression: 'ADD #c0 :c0, #c1 :c1', ExpressionAttributeNames: { '#c0': 'n_published', '#c1': 'n_all' }, ExpressionAttributeValues: { ':c0': 1, ':c1': 1 } },
  });
  return [
    { Put: { TableName: table, Item: post, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: table, Item: { pk: `SLUG#generated-post-${id}`, sk: 'SLUG', entity: 'post_slug', post_id: id, slug: `generated-post-${id}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...['category=3', 'author=1', 'tag=4', 'tag=5', 'tag=6'].map(pointer),
    ...[0, 1, 2, 3].map((i) => add(counter(i))),
    { Put: { TableName: table, Item: { pk: `POST#${id}`, sk: 'STATS', entity: 'post_stats', likes: 0 }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: table, Item: { pk: 'IMPORT#wordpress#bench', sk: `post#${id}`, id, state: 'done', extra: { slug: `generated-post-${id}` } } } },
  ];
}

const fresh = () => {
  const base = `PLC#fresh${serial + 1}`;
  return (i: number) => `${base}-${i}`;
};
const SHARED = (i: number) => `PLC#shared-${i}`;

interface Workload {
  name: string;
  /** Runs once; answers the number of items written. */
  run(documents: DynamoDBDocumentClient): Promise<number>;
}

const transact = (documents: DynamoDBDocumentClient, items: TransactItem[]) => documents.send(new TransactWriteCommand({ TransactItems: items }));

/** `count` transactions of `posts` posts each, `inFlight` at a time. */
function transactions(name: string, posts: number, count: number, inFlight: number, options: { table?: string; shared?: boolean; indexKeys?: boolean } = {}): Workload {
  const table = options.table ?? 'full';
  return {
    name,
    async run(documents) {
      let next = 0;
      let items = 0;
      const worker = async () => {
        while (next < count) {
          next++;
          const list = Array.from({ length: posts }, () => postItems(table, options.shared ? SHARED : fresh(), options.indexKeys ?? true)).flat();
          // Shared counters: one ADD per counter key per transaction (DynamoDB refuses two on one item).
          const unique = new Map<string, TransactItem>();
          for (const item of list) unique.set(JSON.stringify(item.Update?.Key ?? (item.Put && [item.Put.Item?.pk, item.Put.Item?.sk])), item);
          for (let attempt = 0; ; attempt++) {
            try {
              await transact(documents, [...unique.values()]);
              break;
            } catch (error) {
              if (attempt > 20 || !(error instanceof Error) || !/TransactionConflict|TransactionCanceled/.test(error.name + error.message)) throw error;
              conflicts++;
              await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
            }
          }
          items += unique.size;
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      return items;
    },
  };
}

function batchWrites(name: string, count: number): Workload {
  return {
    name,
    async run(documents) {
      let items = 0;
      for (let i = 0; i < count; i++) {
        const puts = [...postItems('full', fresh()), ...postItems('full', fresh())].filter((item) => item.Put).slice(0, 25);
        await documents.send(new BatchWriteCommand({ RequestItems: { full: puts.map((item) => ({ PutRequest: { Item: item.Put!.Item } })) } }));
        items += puts.length;
      }
      return items;
    },
  };
}

let conflicts = 0;

const WORKLOADS: Workload[] = [
  transactions('1 post/tx, serial', 1, 40, 1),
  transactions('7 posts/tx, serial', 7, 8, 1),
  transactions('1 post/tx, 4 in flight, disjoint', 1, 40, 4),
  transactions('7 posts/tx, 2 in flight, disjoint', 7, 8, 2),
  transactions('1 post/tx, 4 in flight, shared counters', 1, 40, 4, { shared: true }),
  transactions('7 posts/tx, serial, no GSI on table', 7, 8, 1, { table: 'bare' }),
  transactions('7 posts/tx, serial, no index keys on items', 7, 8, 1, { indexKeys: false }),
  batchWrites('BatchWrite 25, serial', 12),
];

const shuffle = <T>(list: T[]): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

async function main(): Promise<void> {
  const onlyVariants = arg('variants')?.split(',');
  const onlyWorkloads = arg('workloads')?.split(',').map(Number);
  const variants = VARIANTS.filter((each) => !onlyVariants || onlyVariants.includes(each.name));
  const workloads = WORKLOADS.filter((_, index) => !onlyWorkloads || onlyWorkloads.includes(index));
  const locals: Local[] = [];
  for (const variant of variants) locals.push(await startLocal(variant));
  const results = new Map<string, { wall: number[]; cpu: number[] }>();
  try {
    for (let round = 0; round <= ROUNDS; round++) {
      for (const { local, workload } of shuffle(locals.flatMap((local) => workloads.map((workload) => ({ local, workload }))))) {
        const cpuBefore = cpuMs(local.child.pid!);
        const started = performance.now();
        const items = await workload.run(local.documents);
        const wall = performance.now() - started;
        const cpu = cpuMs(local.child.pid!) - cpuBefore;
        // Round 0 warms every JVM's compiler up; it is not counted.
        if (round === 0) continue;
        const key = `${local.variant.name}\t${workload.name}`;
        const entry = results.get(key) ?? { wall: [], cpu: [] };
        entry.wall.push(wall / items);
        entry.cpu.push(cpu / items);
        results.set(key, entry);
      }
      process.stderr.write(`round ${round} done, load ${loadavg()[0].toFixed(1)}, conflicts ${conflicts}\n`);
    }
  } finally {
    for (const local of locals) {
      local.child.kill('SIGTERM');
      local.documents.destroy();
      if (local.dataDir) rmSync(local.dataDir, { recursive: true, force: true });
    }
  }
  process.stdout.write('| variant | workload | wall ms/item (median) | Local CPU ms/item (median) | items/s |\n|:--|:--|--:|--:|--:|\n');
  for (const workload of workloads) {
    for (const local of locals) {
      const entry = results.get(`${local.variant.name}\t${workload.name}`)!;
      const wall = median(entry.wall);
      process.stdout.write(`| ${local.variant.name} | ${workload.name} | ${wall.toFixed(2)} | ${median(entry.cpu).toFixed(2)} | ${Math.round(1000 / wall)} |\n`);
    }
  }
  process.stdout.write(`\nload average at the end ${loadavg().map((n) => n.toFixed(1)).join(' ')}; conflicts retried ${conflicts}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
