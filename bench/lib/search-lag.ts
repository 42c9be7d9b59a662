/**
 * The search lag, as a user sees it: a post created through the API, then its title's number searched
 * through the API every 20 ms until the answer holds it. The stream consumer is the deployed one,
 * polled as Lambda's event source mapping polls a shard (about 4 times a second, STREAM_POLL_MS) for
 * as long as the probe runs: the local stream pump reads the stream only when asked
 * (infra/local/stream-pump.ts), so a probe that does not ask measures a stream nobody reads.
 */
import { send } from './http';
import { budgetPostBody, searchRequest, shownPostIds } from './operations';
import { quantile } from './stats';

/** Search lag budget: p99 of the time from a write's answer to the first search that finds it (a quiet machine). */
export const SEARCH_LAG_P99_MS = 1500;
/** Posts created one after another for the search lag, each searched for until found. */
export const SEARCH_LAG_SAMPLES = 30;
/** How often the event source mapping reads a shard that had nothing (AWS: about 4 times a second). */
export const STREAM_POLL_MS = 250;
/** A loaded machine's DynamoDB Local served the stream 17-44 s late (docs/performance.md): the bench waits longer than that before it gives up. */
const SEARCH_LAG_GIVE_UP_MS = 120_000;

export interface SearchLagTools {
  url: string;
  /** Resolves once the table stream's consumers have applied every write so far. */
  streamIdle(): Promise<void>;
}

/** Who writes and who searches, and the site's categories, tags (and authors) the posts name. */
export interface SearchLagContext {
  site: Parameters<typeof budgetPostBody>[0];
  admin: Record<string, string>;
  client: Record<string, string>;
}

export interface SearchLagOptions {
  samples?: number;
  giveUpMs?: number;
  log?: (line: string) => void;
}

/** Reads the stream every STREAM_POLL_MS until stopped, as the event source mapping does; stop() resolves once the pass under way ends. */
function pollStream(tools: SearchLagTools): { passesMs: number[]; stop: () => Promise<void> } {
  let running = true;
  const passesMs: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await tools.streamIdle();
      passesMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, STREAM_POLL_MS));
    }
  })();
  return {
    passesMs,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** The lag of each of `samples` posts, in ms from the create's answer to the first search that finds it. */
export async function measureSearchLag(tools: SearchLagTools, context: SearchLagContext, options: SearchLagOptions = {}): Promise<number[]> {
  const samples = options.samples ?? SEARCH_LAG_SAMPLES;
  const giveUpMs = options.giveUpMs ?? SEARCH_LAG_GIVE_UP_MS;
  const lags: number[] = [];
  // Where a lag goes: the search requests' own time, and how many it took to find the post.
  const searchMs: number[] = [];
  const tries: number[] = [];
  const polling = pollStream(tools);
  try {
    for (let n = 0; n < samples; n++) {
      const body = budgetPostBody(context.site, 'published');
      const term = /\b9\d{5}\b/.exec(String(body.title))![0];
      const created = await send(tools.url, { method: 'POST', path: '/api/admin/v3/cms/post', headers: context.admin, body });
      if (created.status !== 201 && created.status !== 200) throw new Error(`search lag: create answered ${created.status}`);
      const answered = performance.now();
      const id = Number((created.body as { result?: { id?: unknown } }).result?.id);
      for (let n = 1; ; n++) {
        const asked = performance.now();
        const found = await send(tools.url, searchRequest(context, term));
        searchMs.push(performance.now() - asked);
        if (shownPostIds(found.body).includes(id)) {
          tries.push(n);
          break;
        }
        if (performance.now() - answered > giveUpMs) throw new Error(`search lag: post ${id} not found by "${term}" after ${giveUpMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      lags.push(performance.now() - answered);
    }
  } finally {
    await polling.stop();
  }
  options.log?.(
    `capacity: search lag over ${lags.length} posts: p50 ${Math.round(quantile(lags, 0.5))} ms, p99 ${Math.round(quantile(lags, 0.99))} ms` +
      ` (a search answered in p50 ${Math.round(quantile(searchMs, 0.5))} ms, p99 ${Math.round(quantile(searchMs, 0.99))} ms; searches until found p50 ${quantile(tries, 0.5)}, max ${Math.max(...tries)};` +
      ` a stream pass p50 ${Math.round(quantile(polling.passesMs, 0.5))} ms, max ${Math.round(Math.max(...polling.passesMs))} ms)`,
  );
  return lags;
}
