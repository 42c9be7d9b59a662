/**
 * Capacity per request: each scenario's request sent alone through the local gateway while the
 * DynamoDB probe records what its calls consumed (ReturnConsumedCapacity, set by the probe only).
 */
import type { DynamoProbe, CallRecord, CallSummary } from './dynamo-probe';
import { summarize } from './dynamo-probe';
import type { HandlerProbe, HandlerRun } from './handler-probe';
import { send, type BenchRequest } from './http';
import type { Scenario, ScenarioContext } from './scenarios';
import { median, unionLength } from './stats';

export interface RouteCapacity extends CallSummary {
  route: string;
  list?: 'posts' | 'other';
  /** Handler wall time minus the time it awaited DynamoDB (ms, median of the measured requests). */
  handlerCpuMs: number;
  /** Sequential DynamoDB round trips (calls issued together count once). */
  roundTrips: number;
  responseBytes: number;
  /** The calls of the last measured request, for the bare replay. */
  sample: CallRecord[];
}

/** Items of a list answer (`result` or `data`). */
export function shownItems(body: any): number | undefined {
  const items = body?.result ?? body?.data;
  return Array.isArray(items) ? items.length : undefined;
}

/**
 * The summary of a page of posts, its minimum counted on the posts it shows: a list reads one row
 * more than the page to know whether another follows, and that row is not among the bytes the page
 * returns.
 */
export function pageSummary(calls: readonly CallRecord[], shown: number | undefined): CallSummary {
  if (shown === undefined) return summarize(calls);
  const trimmed = calls.map((call) =>
    call.command === 'QueryCommand' && call.count === shown + 1 && call.itemSizes.length === shown + 1
      ? { ...call, itemSizes: call.itemSizes.slice(0, shown), bytesReturned: call.bytesReturned - call.itemSizes[shown]! }
      : call,
  );
  return { ...summarize(trimmed), scanned: summarize(calls).scanned, returned: summarize(calls).returned };
}

export function handlerCpu(run: HandlerRun): number {
  return run.end - run.start - unionLength(run.dynamo);
}

/** Calls that started before the previous group ended ran together. */
export function callGroups<T extends { start: number; end: number }>(calls: readonly T[]): T[][] {
  const groups: T[][] = [];
  let groupEnd = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (groups.length > 0 && call.start < groupEnd) {
      groups[groups.length - 1]!.push(call);
      groupEnd = Math.max(groupEnd, call.end);
    } else {
      groups.push([call]);
      groupEnd = call.end;
    }
  }
  return groups;
}

export async function measureRequest(
  url: string,
  request: BenchRequest,
  dynamo: DynamoProbe,
  handlers: HandlerProbe,
  /** Statuses measured as answers (default 2xx): a client search that finds nothing answers 404. */
  accept: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<{ calls: CallRecord[]; run?: HandlerRun; status: number; bytes: number; body: any }> {
  handlers.start();
  dynamo.start();
  let response;
  let calls: CallRecord[];
  let runs: HandlerRun[];
  try {
    response = await send(url, request);
  } finally {
    calls = dynamo.stop();
    runs = handlers.stop();
  }
  if (!accept(response.status)) {
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 400)}`);
  }
  return { calls, run: runs[runs.length - 1], status: response.status, bytes: response.bytes, body: response.body };
}

export async function measureScenario(
  url: string,
  scenario: Scenario,
  context: ScenarioContext,
  dynamo: DynamoProbe,
  handlers: HandlerProbe,
  repeats = 3,
): Promise<RouteCapacity> {
  // A first request loads the handler and fills the authorizer and session caches, as a warm function has them.
  await measureRequest(url, await scenario.prepare(context, 0), dynamo, handlers);
  const samples: Array<{ summary: CallSummary; cpu: number; trips: number; bytes: number; calls: CallRecord[] }> = [];
  for (let n = 1; n <= repeats; n++) {
    const measured = await measureRequest(url, await scenario.prepare(context, n), dynamo, handlers);
    samples.push({
      summary: scenario.list === 'posts' ? pageSummary(measured.calls, shownItems(measured.body)) : summarize(measured.calls),
      cpu: measured.run ? handlerCpu(measured.run) : NaN,
      trips: callGroups(measured.calls).length,
      bytes: measured.bytes,
      calls: measured.calls,
    });
  }
  const pick = (value: (s: (typeof samples)[number]) => number) => median(samples.map(value));
  const last = samples[samples.length - 1]!;
  return {
    ...last.summary,
    route: scenario.route,
    ...(scenario.list ? { list: scenario.list } : {}),
    readUnits: pick((s) => s.summary.readUnits),
    writeUnits: pick((s) => s.summary.writeUnits),
    minReadUnits: pick((s) => s.summary.minReadUnits),
    readRatio: pick((s) => s.summary.readRatio),
    bytesReturned: pick((s) => s.summary.bytesReturned),
    scanned: Math.max(...samples.map((s) => s.summary.scanned)),
    returned: Math.min(...samples.map((s) => s.summary.returned)),
    handlerCpuMs: pick((s) => s.cpu),
    roundTrips: pick((s) => s.trips),
    responseBytes: pick((s) => s.bytes),
    sample: last.calls,
  };
}

export interface PageCost {
  page: number;
  readUnits: number;
  minReadUnits: number;
  scanned: number;
  returned: number;
  items: number;
}

/** Follows `links.next` from page 1 to `pages`, recording each page's read cost. */
export async function walkPages(
  url: string,
  first: BenchRequest,
  pages: number,
  dynamo: DynamoProbe,
  handlers: HandlerProbe,
): Promise<PageCost[]> {
  const costs: PageCost[] = [];
  let request: BenchRequest | undefined = first;
  for (let page = 1; page <= pages && request; page++) {
    const measured = await measureRequest(url, request, dynamo, handlers);
    const shown = shownItems(measured.body);
    const summary = pageSummary(measured.calls, shown);
    const body = measured.body as { meta?: any; links?: any };
    costs.push({ page, readUnits: summary.readUnits, minReadUnits: summary.minReadUnits, scanned: summary.scanned, returned: summary.returned, items: shown ?? 0 });
    const nextLink: string | undefined = body.links?.next ?? body.meta?.pagination?.links?.next ?? body.meta?.links?.next ?? undefined;
    if (!nextLink) break;
    const parsed = new URL(nextLink);
    request = { ...first, path: `${parsed.pathname}${parsed.search}` };
  }
  return costs;
}
