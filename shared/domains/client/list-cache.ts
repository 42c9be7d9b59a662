/**
 * The warm client-list cache: a function keeps the pages it has built, each with the list version it
 * read before building it, and serves one again after a single strongly consistent read of the version
 * (1 R) when the version has not moved and the page is younger than MAX_AGE_MS. A page of an unchanged
 * site then costs 1 R instead of the list's reads.
 *
 * Why a cached page is the page a fresh read would build (docs/performance.md, "The client list cache"):
 * the version is read before the page is built, and a write that changes a list raises it once
 * committed and before it answers (shared/platform/db/list-version.ts). A change the page missed was
 * therefore raised after the read, so a request made after the write answered reads a newer version
 * than the page's and builds again. The stream raises the version once more after the search index
 * took the change, so a search page follows its index. What may lag: the counts a post write folds
 * into the post (views, likes, comments), which raise nothing, by at most MAX_AGE_MS; a search, by the
 * stream's lag (the search lag the bench measures), as without the cache.
 */
import { NotFound } from '#platform/errors';
import { readListVersion } from '#platform/db/list-version';

/** How old a cached page may be: the bound on the lag of view, like and comment counts. */
export const MAX_AGE_MS = 60_000;
/** Pages kept per function (the oldest go first): a few hundred client pages of about 20 KB. */
const MAX_PAGES = 300;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
interface Entry {
  version: number;
  builtAt: number;
  outcome: Outcome<unknown>;
}

const pages = new Map<string, Entry>();

/** The cache's key of a request: its form and its query, parameters in order. */
export function pageKey(form: string, raw: Record<string, unknown>): string {
  return JSON.stringify([form, Object.keys(raw).sort().map((name) => [name, raw[name]])]);
}

/**
 * The page of `key`: from the cache when it was built at the current version less than MAX_AGE_MS ago,
 * else built now. A 404 (a search or filter that finds nothing) is an answer and is kept; any other
 * error is thrown and not kept.
 */
export async function cachedPage<T>(key: string, build: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const version = await readListVersion();
  const kept = pages.get(key);
  if (kept && kept.version === version && now() - kept.builtAt < MAX_AGE_MS) return settle(kept.outcome as Outcome<T>);
  const builtAt = now();
  let outcome: Outcome<T>;
  try {
    outcome = { ok: true, value: await build() };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    outcome = { ok: false, error };
  }
  pages.delete(key);
  pages.set(key, { version, builtAt, outcome });
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
  return settle(outcome);
}

function settle<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** Forgets every page (tests). */
export function clearListCache(): void {
  pages.clear();
}
