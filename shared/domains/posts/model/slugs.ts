/**
 * Default slugs: the title's slug, made unique with a numeric suffix (`title`, `title-2`, `title-3`...).
 * The slug item's condition decides races; these functions only pick a candidate that looks free.
 */
import { slugify } from '#domains/presentation/content';
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

/**
 * A free-looking candidate, reading candidates in runs of 25 (one BatchGetItem each). `spread` > 1
 * picks at random among the first `spread` free ones: writers that lost a race for one candidate
 * then stop colliding on the next.
 */
export async function freeSlug(base: string, spread = 1): Promise<string> {
  const free: string[] = [];
  for (let start = 1; free.length < spread; start += CANDIDATES_PER_READ) {
    const run = Array.from({ length: CANDIDATES_PER_READ }, (_, index) => slugCandidate(base, start + index));
    const taken = await takenSlugs(run);
    free.push(...run.filter((slug) => !taken.has(slug)));
  }
  return free[Math.floor(Math.random() * spread)];
}
