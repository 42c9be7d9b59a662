/**
 * The operations the capacity budgets name, each on a post of about 5 KB with a category and 3 tags
 * (the post of the scale issue), measured at every table size:
 *
 * - writes, with a budget of write units each (priced by write-pricing.ts, never Local's figure);
 * - reads, with a budget against what the request needs: the posts it returns plus their keys
 *   (`neededReadUnits`), not the bytes of whatever rows it happened to read; a post counts with its
 *   plain attributes (`plainPostItem`), whatever the layout packs, so the yardstick does not move with
 *   the layout it measures;
 * - `page=N` by number (no cursor) at depths 20 and 600, with a budget of read units.
 */
import { padId } from '#platform/db/keys';
import { plainPostItem } from '#domains/posts/model/post-items';
import { minReadUnitsFor } from './dynamo-probe';
import { itemSize } from './item-size';
import type { BenchRequest } from './http';
import { query } from './http';
import type { ScenarioContext } from './scenarios';
import { generator, postBody, type SeededSite } from './seed';
import { excerptOf, titleOf } from './prose';

/** The post of the budgets: content of about 4 KB, so the post item is about 5 KB with its other fields. */
export const BUDGET_CONTENT_BYTES = 4000;
/** The marker in the titles a search budget looks for (case-insensitive: searched in lower case). */
export const SEARCH_MARKER = 'Quokkaprobe';
export const SEARCH_MATCHES = 3;
export const PAGE_DEPTHS = [20, 600] as const;
export const PAGE_BUDGET_UNITS = 40;
export const READ_BUDGET_RATIO = 1.3;
export const SEARCH_BUDGET_RATIO = 2;

const random = generator(16);
let unique = 0;

/** The content of the budgets' post: the bench's generated prose, English or Persian, cut to BUDGET_CONTENT_BYTES. */
export function budgetContent(persian: boolean): string {
  let content = '';
  while (Buffer.byteLength(content) < BUDGET_CONTENT_BYTES) content += (content ? '\n\n' : '') + postBody(random, persian);
  while (Buffer.byteLength(content) > BUDGET_CONTENT_BYTES) content = Array.from(content).slice(0, -200).join('');
  return content;
}

/** A number no seeded title holds (they hold 1..posts): each budget post's title its own, so its slug too. */
const serial = () => String(900_000 + unique);

/**
 * A create body of the budgets' post, as a user writes it: ~5 KB of content, a title of 6-10 words and
 * an excerpt of 30-50 words (prose.ts; every other post Persian), an author, a category and 3 tags of the site's.
 */
export function budgetPostBody(site: Pick<SeededSite, 'categoryIds' | 'tagIds'> & Partial<Pick<SeededSite, 'authorIds'>>, status: 'draft' | 'published', title?: string): Record<string, unknown> {
  unique++;
  const persian = unique % 2 === 0;
  const content = budgetContent(persian);
  const { categoryIds, tagIds, authorIds } = site;
  const n = unique;
  return {
    title: title ?? titleOf(random, persian, [serial()]),
    excerpt: excerptOf(random, persian),
    content,
    status,
    // The bench's site has authors; a test's site without any writes posts without one.
    ...(authorIds?.length ? { author_id: authorIds[n % authorIds.length] } : {}),
    category_id: categoryIds[n % categoryIds.length],
    tag_ids: [0, 1, 2].map((offset) => tagIds[(n * 3 + offset) % tagIds.length]),
    is_featured: false,
    seo: { meta_title: 'Budget article', meta_description: 'A post the budgets measure.', og_image: null },
  };
}

/** The title with one word changed, as an editor's fix: its number replaced by a new one. */
export const oneWordChanged = (title: string): string => title.replace(/\b9\d{5}\b/, () => String(800_000 + ++unique));

/** A budget post, created, and its title. */
async function budgetPost(c: ScenarioContext, status: 'draft' | 'published'): Promise<{ id: number; title: string }> {
  const body = budgetPostBody(c.site, status);
  return { id: await c.fresh.postOf(body), title: String(body.title) };
}

export interface WriteOperation {
  name: string;
  /** Write units one request may cost, all in: its own and what the stream consumers write for it. */
  budget: number;
  prepare(context: ScenarioContext): Promise<BenchRequest>;
}

export const WRITE_OPERATIONS: WriteOperation[] = [
  {
    name: 'create (published, author, category, 3 tags)',
    budget: 150,
    prepare: async (c) => ({ method: 'POST', path: '/api/admin/v3/cms/post', headers: c.admin, body: budgetPostBody(c.site, 'published') }),
  },
  {
    name: 'title edit (one word)',
    budget: 40,
    prepare: async (c) => {
      const post = await budgetPost(c, 'published');
      return { method: 'PUT', path: `/api/admin/v3/cms/post/${post.id}`, headers: c.admin, body: { title: oneWordChanged(post.title) } };
    },
  },
  {
    name: 'publish (with an author)',
    // 67 W of the request's own since layout 12 (layout 11's language pointer moves with the status, its
    // count too; the list version is raised before the answer); 70 W is issue 29's publish budget, all in.
    budget: 70,
    prepare: async (c) => ({ method: 'PUT', path: `/api/admin/v3/cms/post/${(await budgetPost(c, 'draft')).id}`, headers: c.admin, body: { status: 'published' } }),
  },
  {
    // A restore is an edit back to a kept state: the title edit's items and postings, so its budget.
    name: 'revision restore (a title edit undone)',
    budget: 40,
    prepare: async (c) => {
      const post = await budgetPost(c, 'published');
      const version = await c.fresh.edit(post.id, { title: oneWordChanged(post.title) });
      return { method: 'POST', path: `/api/admin/v3/cms/post/${post.id}/revisions/1/restore`, headers: c.admin, body: { version } };
    },
  },
  {
    name: 'comment approve',
    budget: 12,
    prepare: async (c) => {
      const comment = await c.fresh.pendingComment((await budgetPost(c, 'published')).id);
      return { method: 'PUT', path: `/api/admin/v3/cms/comment/${comment}/approve`, headers: c.admin };
    },
  },
  {
    name: 'like',
    budget: 6,
    prepare: async (c) => ({ method: 'POST', path: `/api/client/v3/cms/post/${(await budgetPost(c, 'published')).id}/like`, headers: c.reader }),
  },
];

/** Title searches: one that finds the posts carrying the marker, one that finds nothing. */
export const searchRequest = (context: Pick<ScenarioContext, 'client'>, term: string): BenchRequest => ({
  method: 'GET',
  path: `/api/client/v3/cms/post${query({ search: term, searchFields: 'title:like' })}`,
  headers: context.client,
});
export const NO_MATCH_TERM = 'zzqxjv';

export const pageRequests = (context: ScenarioContext, page: number): Array<{ name: string; request: BenchRequest }> => [
  { name: `client page=${page}`, request: { method: 'GET', path: `/api/v3/client/posts${query({ page })}`, headers: context.client } },
  { name: `admin page=${page}`, request: { method: 'GET', path: `/api/admin/v3/cms/post${query({ page })}`, headers: context.admin } },
];

/**
 * A list page's key, as a pointer item of the list would hold it: the list partition, the sort value
 * and the id. Counted with each post the page returns (DynamoDB's size rules).
 */
export const pointerBytes = (id: number): number => itemSize({ pk: 'PL#status=published', sk: `2026-01-01T00:00:00.000Z#${padId(id)}` });

/** Ids of the posts a list answer shows (`result` or `data`). */
export function shownPostIds(body: any): number[] {
  const items = body?.result ?? body?.data;
  return Array.isArray(items) ? items.map((item: { id?: unknown }) => Number(item.id)).filter(Number.isInteger) : [];
}

/**
 * The least read units for what a page needs: the post items it returns plus a key for each, read
 * eventually consistently, rounded up once per 4 KB (the bytes, whatever rows held them). `postBytes`
 * are the posts' plain sizes (`plainPostBytes`): a layout that packs the body reads less than this.
 */
export function neededReadUnits(postBytes: readonly number[], ids: readonly number[]): { bytes: number; units: number } {
  const bytes = postBytes.reduce((total, size) => total + size, 0) + ids.reduce((total, id) => total + pointerBytes(id), 0);
  return { bytes, units: minReadUnitsFor(bytes, false) };
}

/**
 * What a post weighs, whatever the layout stores: the post item's size with its packed body unpacked
 * into plain attributes (layout 5 packs content and metrics: about 2.3 KB stored for 5.9 KB plain).
 */
export const plainPostBytes = (item: Record<string, unknown>): number => itemSize(plainPostItem(item));
