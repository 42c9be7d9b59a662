/**
 * Measures the operations of operations.ts at one table size, and turns the figures of every size
 * into the capacity tables and budget lines. A budget that the run cannot check (one size where two
 * must be compared, a table too small for page 600) says "not checked" and fails the run.
 */
import { measureRequest, shownItems } from './capacity';
import { send } from './http';
import type { DynamoProbe } from './dynamo-probe';
import { summarize } from './dynamo-probe';
import { itemSize } from './item-size';
import type { HandlerProbe } from './handler-probe';
import type { BenchRequest } from './http';
import {
  NO_MATCH_TERM,
  PAGE_BUDGET_UNITS,
  PAGE_DEPTHS,
  READ_BUDGET_RATIO,
  SEARCH_BUDGET_RATIO,
  SEARCH_MARKER,
  SEARCH_MATCHES,
  WRITE_OPERATIONS,
  budgetPostBody,
  neededReadUnits,
  plainPostBytes,
  pageRequests,
  searchRequest,
  shownPostIds,
} from './operations';
import type { Budget } from './report';
import { table, x } from './report';
import type { ScenarioContext } from './scenarios';
import { quantile, round } from './stats';
import { measureSearchLag, SEARCH_LAG_P99_MS, SEARCH_LAG_SAMPLES } from './search-lag';
import type { ReadImages } from './write-pricing';

export interface WriteFigure {
  name: string;
  /** All in: the request's own write units and its stream consumers'. */
  budget: number;
  /** The request's own (median of the repeats, as every figure here). */
  writeUnits: number;
  readUnits: number;
  indexWriteUnits: number;
  localWriteUnits: number;
  /** What the table stream's consumers wrote and read for it (search index, comment authors, webhook outbox, schedules). */
  consumerWriteUnits: number;
  consumerReadUnits: number;
  allInWriteUnits: number;
  commands: string[];
  consumerCommands: string[];
}

export interface ReadFigure {
  name: string;
  status: number;
  readUnits: number;
  neededUnits: number;
  neededBytes: number;
  shown: number;
  scanned: number;
}

export interface OperationFigures {
  size: number;
  /** Bytes of the budgets' post item (the 5 KB post), as stored. */
  postItemBytes: number;
  /** The same post with its packed body as plain attributes: the yardstick of the read budgets. */
  plainPostBytes: number;
  writes: WriteFigure[];
  reads: ReadFigure[];
  /** How long a new post took to become searchable, in ms, one sample per post (absent: not measured). */
  searchLag?: number[];
  /** Why the search lag could not be measured. */
  searchLagError?: string;
}

export interface OperationTools {
  url: string;
  table: string;
  probe: DynamoProbe;
  handlers: HandlerProbe;
  images: ReadImages;
  /** Resolves once the table stream's consumer has applied every write so far (search postings). */
  streamIdle(): Promise<void>;
}

/** Sizes of these post items, as stored and as plain attributes (their body unpacked). */
async function postItemBytes(tools: OperationTools, ids: readonly number[]): Promise<Array<{ stored: number; plain: number }>> {
  const items = await tools.images(ids.map((id) => ({ table: tools.table, key: { pk: `POST#${id}`, sk: 'POST' }, action: 'put' as const, transactional: false })));
  return items.map((item) => (item ? { stored: itemSize(item), plain: plainPostBytes(item) } : { stored: 0, plain: 0 }));
}

/** One read request, measured warm (a first request fills the caches), against what it needs. */
async function readFigure(tools: OperationTools, name: string, request: BenchRequest, accept?: (status: number) => boolean): Promise<ReadFigure> {
  const { url, probe, handlers } = tools;
  try {
    await measureRequest(url, request, probe, handlers, accept);
    const measured = await measureRequest(url, request, probe, handlers, accept);
    const ids = shownPostIds(measured.body);
    const need = neededReadUnits((await postItemBytes(tools, ids)).map((sizes) => sizes.plain), ids);
    const summary = summarize(measured.calls);
    return { name, status: measured.status, readUnits: summary.readUnits, neededUnits: need.units, neededBytes: need.bytes, shown: shownItems(measured.body) ?? 0, scanned: summary.scanned };
  } catch (error) {
    // A refusal (e.g. 400 past the client's page-number depth) is a figure too: the budget fails on it.
    const status = Number(/answered (\d{3})/.exec(error instanceof Error ? error.message : '')?.[1]);
    if (!Number.isInteger(status)) throw error;
    return { name, status, readUnits: NaN, neededUnits: NaN, neededBytes: 0, shown: 0, scanned: 0 };
  }
}

/** Median of a few numbers. */
const mid = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One write operation, all in: the request's own calls, then what the table stream's consumers do for
 * it until the stream is idle (the same consumer code as deployed, run by the local stream pump in this
 * process, through the same probed client). The stream is drained before each request, so the
 * consumers' calls are this request's only. A first request warms the function; median of three.
 */
async function measureWrite(tools: OperationTools, operation: (typeof WRITE_OPERATIONS)[number], context: ScenarioContext): Promise<WriteFigure> {
  await measureRequest(tools.url, await operation.prepare(context), tools.probe, tools.handlers);
  const samples: Array<{ own: ReturnType<typeof summarize>; consumers: ReturnType<typeof summarize> }> = [];
  for (let n = 0; n < 3; n++) {
    const request = await operation.prepare(context);
    await tools.streamIdle();
    tools.probe.start();
    let calls;
    let ownCount = 0;
    try {
      const answer = await send(tools.url, request);
      if (answer.status < 200 || answer.status >= 300) throw new Error(`${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
      ownCount = tools.probe.recordedCount;
      await tools.streamIdle();
    } finally {
      calls = tools.probe.stop();
    }
    samples.push({ own: summarize(calls.slice(0, ownCount)), consumers: summarize(calls.slice(ownCount)) });
  }
  const last = samples[samples.length - 1]!;
  const writeUnits = mid(samples.map((s) => s.own.writeUnits));
  const consumerWriteUnits = mid(samples.map((s) => s.consumers.writeUnits));
  return {
    name: operation.name,
    budget: operation.budget,
    writeUnits,
    readUnits: mid(samples.map((s) => s.own.readUnits)),
    indexWriteUnits: mid(samples.map((s) => s.own.indexWriteUnits)),
    localWriteUnits: mid(samples.map((s) => s.own.localWriteUnits)),
    consumerWriteUnits,
    consumerReadUnits: mid(samples.map((s) => s.consumers.readUnits)),
    allInWriteUnits: mid(samples.map((s) => s.own.writeUnits + s.consumers.writeUnits)),
    commands: last.own.commands,
    consumerCommands: last.consumers.commands,
  };
}

export async function measureOperations(tools: OperationTools, context: ScenarioContext, size: number, log: (line: string) => void): Promise<OperationFigures> {
  log(`capacity: ${WRITE_OPERATIONS.length} budgeted writes on a 5 KB post, all in (the stream consumers' writes included), ${size} posts`);
  const writes: WriteFigure[] = [];
  for (const operation of WRITE_OPERATIONS) {
    const figure = await measureWrite(tools, operation, context);
    writes.push(figure);
    log(`capacity: ${figure.name}: ${units(figure.allInWriteUnits)} W all in (own ${units(figure.writeUnits)} W, ${units(figure.readUnits)} R; consumers ${units(figure.consumerWriteUnits)} W, ${units(figure.consumerReadUnits)} R)`);
  }
  await tools.streamIdle();
  // A lag that cannot be measured fails its budget line; it does not throw away the figures above.
  let searchLag: number[] | undefined;
  let searchLagError: string | undefined;
  try {
    searchLag = await measureSearchLag(tools, context, { log });
  } catch (error) {
    searchLagError = error instanceof Error ? error.message : String(error);
    log(`capacity: ${searchLagError}`);
  }
  const sample = await context.fresh.postOf(budgetPostBody(context.site, 'published'));
  const [postBytes] = await postItemBytes(tools, [sample]);

  log(`capacity: budgeted reads (list page 1, title search, page=N) on ${size} posts`);
  for (let n = 1; n <= SEARCH_MATCHES; n++) {
    await context.fresh.postOf(budgetPostBody(context.site, 'published', `${n % 2 ? SEARCH_MARKER : SEARCH_MARKER.toUpperCase()} article ${n}`));
  }
  // Search reads the postings the stream consumer writes: a post is found once it has run.
  const drainStarted = Date.now();
  await tools.streamIdle();
  log(`capacity: the stream consumer caught up in ${((Date.now() - drainStarted) / 1000).toFixed(1)} s`);
  const reads: ReadFigure[] = [];
  reads.push(await readFigure(tools, 'client list page 1', { method: 'GET', path: '/api/client/v3/cms/post', headers: context.client }));
  reads.push(await readFigure(tools, 'client list page 1 (4.4 form)', { method: 'GET', path: '/api/v3/client/posts', headers: context.client }));
  reads.push(await readFigure(tools, 'admin list page 1', { method: 'GET', path: '/api/admin/v3/cms/post', headers: context.admin }));
  reads.push(await readFigure(tools, `title search, ${SEARCH_MATCHES} matches`, searchRequest(context, SEARCH_MARKER.toLowerCase())));
  // A client list that finds nothing answers 404 (the contract); what it read is measured all the same.
  reads.push(await readFigure(tools, 'title search, no match', searchRequest(context, NO_MATCH_TERM), (status) => status === 200 || status === 404));
  for (const depth of PAGE_DEPTHS) {
    for (const { name, request } of pageRequests(context, depth)) {
      const started = Date.now();
      reads.push(await readFigure(tools, name, request));
      log(`capacity: ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  return { size, postItemBytes: postBytes?.stored ?? 0, plainPostBytes: postBytes?.plain ?? 0, writes, reads, ...(searchLag ? { searchLag } : {}), ...(searchLagError ? { searchLagError } : {}) };
}

const same = (a: number, b: number) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 0.5;
const units = (value: number) => (Number.isFinite(value) ? String(round(value, 1)) : '-');

/** Tables and budgets of the operations, over every measured size. */
export function operationReport(figures: readonly OperationFigures[]): { sections: string[]; budgets: Budget[] } {
  const sizes = figures.map((f) => f.size);
  const small = figures[0]!;
  const large = figures[figures.length - 1]!;
  const twoSizes = new Set(sizes).size >= 2;
  const sections: string[] = [];
  const budgets: Budget[] = [];
  const notChecked = (name: string, why: string): Budget => ({ name, pass: false, checked: false, detail: why });

  const compact = (commands: string[]) => {
    const counts = new Map<string, number>();
    for (const command of commands) counts.set(command, (counts.get(command) ?? 0) + 1);
    return [...counts].map(([command, count]) => (count > 1 ? `${command} x${count}` : command)).join(' ');
  };
  sections.push(
    `### Write units per operation, all in (5 KB post with an author, a category and 3 tags)\n\n` +
      `Priced by DynamoDB's rules from the images of every item written (docs/performance.md, "How writes are priced"). ` +
      `"own": the request's; "consumers": what the table stream's consumers wrote and read for it (search index, comment authors, webhook outbox, schedules), ` +
      `measured until the stream was idle; "all in" is their sum, the budget's figure. The budget posts have a title of 6-10 words and an excerpt of 30-50 words, ` +
      `one in English, the next in Persian (bench/lib/prose.ts). The post item: ${(large.postItemBytes / 1024).toFixed(1)} KB as stored, ${(large.plainPostBytes / 1024).toFixed(1)} KB with its packed body as plain attributes.\n\n` +
      table(
        ['operation', ...sizes.flatMap((size) => [`own W @${size}`, `consumers W @${size}`, `consumers R @${size}`, `all in W @${size}`]), 'of which index', 'Local reported', 'budget (all in)', 'calls', 'consumer calls'],
        large.writes.map((write) => [
          write.name,
          ...figures.flatMap((f) => {
            const at = f.writes.find((w) => w.name === write.name)!;
            return [units(at.writeUnits), units(at.consumerWriteUnits), units(at.consumerReadUnits), units(at.allInWriteUnits)];
          }),
          units(write.indexWriteUnits),
          units(write.localWriteUnits),
          `<= ${write.budget}`,
          compact(write.commands),
          compact(write.consumerCommands),
        ]),
        ['l', ...sizes.flatMap((): Array<'r'> => ['r', 'r', 'r', 'r']), 'r', 'r', 'r', 'l', 'l'],
      ),
  );
  for (const write of large.writes) {
    const each = figures.map((f) => f.writes.find((w) => w.name === write.name)!);
    budgets.push({
      name: `${write.name} <= ${write.budget} write units all in`,
      pass: each.every((w) => w.allInWriteUnits <= write.budget),
      detail: each.map((w, i) => `${units(w.allInWriteUnits)} W at ${sizes[i]} posts (own ${units(w.writeUnits)}, consumers ${units(w.consumerWriteUnits)} W and ${units(w.consumerReadUnits)} R)`).join('; '),
    });
  }

  const lagged = figures.filter((f) => f.searchLag && f.searchLag.length > 0);
  for (const f of figures.filter((at) => at.searchLagError)) {
    budgets.push({ name: `search lag p99 <= ${SEARCH_LAG_P99_MS / 1000} s (a write's answer to the first search that finds it)`, pass: false, detail: `not measured at ${f.size} posts: ${f.searchLagError}` });
  }
  if (lagged.length > 0) {
    const ms = (value: number) => String(Math.round(value));
    sections.push(
      `### Search lag\n\nFrom a create's answer to the first title search (through the API, every 20 ms) that finds the post; ` +
        `the deployed stream consumer, run by the local stream pump. ${SEARCH_LAG_SAMPLES} posts one after another per size.\n\n` +
        table(
          ['posts', 'p50 ms', 'p99 ms', 'max ms'],
          lagged.map((f) => [f.size, ms(quantile(f.searchLag!, 0.5)), ms(quantile(f.searchLag!, 0.99)), ms(Math.max(...f.searchLag!))]),
        ),
    );
    budgets.push({
      name: `search lag p99 <= ${SEARCH_LAG_P99_MS / 1000} s (a write's answer to the first search that finds it)`,
      pass: lagged.every((f) => quantile(f.searchLag!, 0.99) <= SEARCH_LAG_P99_MS),
      detail: lagged.map((f) => `p50 ${ms(quantile(f.searchLag!, 0.5))} ms, p99 ${ms(quantile(f.searchLag!, 0.99))} ms at ${f.size} posts`).join('; '),
    });
  }

  sections.push(
    `### Reads against what they need\n\n"need": the least read units for the posts a request returns plus a key for each ` +
      `(their bytes rounded up once per 4 KB, eventually consistent), whatever rows the request read; a post counts with its plain ` +
      `attributes (its packed body unpacked), so a layout that stores it smaller reads less than it needs.\n\n` +
      table(
        ['request', ...sizes.flatMap((size) => [`R @${size}`, `need @${size}`]), 'posts shown', 'rows read'],
        large.reads.map((read) => [
          read.name,
          ...figures.flatMap((f) => {
            const at = f.reads.find((r) => r.name === read.name)!;
            return [at.status >= 300 && !Number.isFinite(at.readUnits) ? `${at.status}` : units(at.readUnits), units(at.neededUnits)];
          }),
          read.shown,
          read.scanned,
        ]),
      ),
  );

  const readAt = (f: OperationFigures, name: string) => f.reads.find((r) => r.name === name)!;
  for (const name of ['client list page 1', 'client list page 1 (4.4 form)']) {
    const budgetName = `${name} <= ${READ_BUDGET_RATIO}x what it needs, the same at ${sizes.join(' and ')} posts`;
    const each = figures.map((f) => readAt(f, name));
    const ratios = each.map((r) => r.readUnits / r.neededUnits);
    const detail = each.map((r, i) => `${units(r.readUnits)} R for ${units(r.neededUnits)} needed (${x(ratios[i]!)}) at ${sizes[i]}`).join('; ');
    if (!twoSizes) budgets.push(notChecked(budgetName, `one table size measured, "the same at two sizes" needs two; ${detail}`));
    else {
      const extra = each.map((r) => r.readUnits - r.neededUnits);
      budgets.push({ name: budgetName, pass: ratios.every((ratio) => ratio <= READ_BUDGET_RATIO) && same(extra[0]!, extra[extra.length - 1]!), detail });
    }
  }

  const match = `title search, ${SEARCH_MATCHES} matches`;
  const searchName = `title search <= ${SEARCH_BUDGET_RATIO}x the units of the posts it returns, the same at ${sizes.join(' and ')} posts`;
  const searches = figures.map((f) => readAt(f, match));
  const misses = figures.map((f) => readAt(f, 'title search, no match'));
  const searchDetail =
    searches.map((r, i) => `${units(r.readUnits)} R for ${r.shown} posts needing ${units(r.neededUnits)} at ${sizes[i]}`).join('; ') +
    `; finding nothing: ${misses.map((r, i) => `${units(r.readUnits)} R at ${sizes[i]}`).join(', ')}`;
  if (!twoSizes) budgets.push(notChecked(searchName, `one table size measured, "the same at two sizes" needs two; ${searchDetail}`));
  else {
    budgets.push({
      name: searchName,
      pass:
        searches.every((r) => r.shown === SEARCH_MATCHES && r.readUnits <= SEARCH_BUDGET_RATIO * r.neededUnits) &&
        same(searches[0]!.readUnits, searches[searches.length - 1]!.readUnits) &&
        same(misses[0]!.readUnits, misses[misses.length - 1]!.readUnits),
      detail: searchDetail,
    });
  }

  for (const depth of PAGE_DEPTHS) {
    for (const audience of ['client', 'admin']) {
      const name = `${audience} page=${depth}`;
      const read = readAt(large, name);
      const budgetName = `${name} (no cursor) <= ${PAGE_BUDGET_UNITS} read units`;
      if (Number.isFinite(read.readUnits) && read.shown === 0) {
        budgets.push(notChecked(budgetName, `the largest table (${large.size} posts) has no page ${depth}: measure with a larger --sizes`));
      } else {
        budgets.push({
          name: budgetName,
          pass: Number.isFinite(read.readUnits) && read.readUnits <= PAGE_BUDGET_UNITS,
          detail: !Number.isFinite(read.readUnits) ? `refused with ${read.status} at ${large.size} posts` : `${units(read.readUnits)} R for ${read.shown} posts at ${large.size} posts (need ${units(read.neededUnits)})`,
        });
      }
    }
  }
  return { sections, budgets };
}
