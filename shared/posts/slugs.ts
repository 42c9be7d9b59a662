/**
 * Default slugs: the title's slug, made unique with a numeric suffix (`title`, `title-2`, `title-3`...).
 * The slug item's condition decides races; these functions only pick a candidate that looks free.
 */
import { slugify } from '../presentation/content';
import { SLUG_MAX_CHARS } from './post';
import { takenSlugs } from './posts-repository';

export const FALLBACK_SLUG = 'post';
const CANDIDATES_PER_READ = 25;

export function baseSlugOf(title: string): string {
  return slugify(title) || FALLBACK_SLUG;
}

/** The n-th candidate (1: the base itself), cut so that the suffix always fits. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  const head = Array.from(base).slice(0, SLUG_MAX_CHARS - suffix.length).join('').replace(/-+$/, '');
  return `${head}${suffix}`;
}

/** The first free candidate from `from` on, given which of a run of candidates are taken. */
export function firstFreeCandidate(base: string, from: number, count: number, taken: ReadonlySet<string>): { slug: string; n: number } | undefined {
  for (let n = from; n < from + count; n++) {
    const slug = slugCandidate(base, n);
    if (!taken.has(slug)) return { slug, n };
  }
  return undefined;
}

/**
 * A free-looking slug from candidate `from` on. Reads candidates in runs of 25 (one BatchGetItem
 * each) until one is free.
 */
export async function freeSlug(base: string, from = 1): Promise<{ slug: string; n: number }> {
  for (let start = from; ; start += CANDIDATES_PER_READ) {
    const run = Array.from({ length: CANDIDATES_PER_READ }, (_, index) => slugCandidate(base, start + index));
    const free = firstFreeCandidate(base, start, CANDIDATES_PER_READ, await takenSlugs(run));
    if (free) return free;
  }
}
