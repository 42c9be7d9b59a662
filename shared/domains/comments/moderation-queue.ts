/**
 * The moderation queue: the comments of every post (or of one, `filter[]=post_id:`), in the admin list
 * language. By default pending comments come first, then approved, rejected and spam, each status
 * newest first; `sort=created_at` (or `id`) orders all of them by date instead; `order` turns either.
 * Each page is read from one partition per status it reaches (the site's `SC#<status>` on lp2, or the
 * post's `PC#<post>#<status>` on gsi2; unsorted by status: lp4 `SC` or lp5 `PC#<post>`, keys only, then
 * the page's comments by id), and the
 * totals come from counters (the site's comment counts, or the post's stats item), so a page costs
 * the same at any number of comments (docs/data-model.md, "Comments").
 */
import * as z from 'zod/mini';
import { InvalidParameters } from '#platform/errors';
import { described } from '#platform/described';
import { openCursor, sealCursor } from '#platform/db/cursor-seal';
import { keys } from '#platform/db/keys';
import { PageQuery, type PageWindow } from '#platform/http/pagination';
import { filterParam, oneOf, orderParam, positiveId } from '#domains/taxonomy/list-query';
import { COMMENT_STATUSES, type Comment, type CommentStatus } from './comment';
import { postCommentsPartition, queryCommentPage, readCommentCounts } from './comments-repository';
import { readSiteCommentCounts } from './site-comment-counts';
import { authorsOf, type CommentAuthors } from './comment-authors';
import type { CommentListPage } from './list-comments';

export const QUEUE_SORTS = ['status', 'created_at', 'id'] as const;
type QueueSort = (typeof QUEUE_SORTS)[number];

const sortParam = (name: string) =>
  described(
    z.optional(z.enum(QUEUE_SORTS, { error: `${name} must be one of: ${QUEUE_SORTS.join(', ')}.` })),
    'status (default: pending first, then approved, rejected, spam, each newest first), created_at or id (every status by date)',
  );

export const CommentQueueQuery = /* @__PURE__ */ (() =>
  z.extend(PageQuery, {
    filter: filterParam({ status: oneOf(COMMENT_STATUSES), post_id: positiveId }),
    sort: sortParam('sort'),
    orderBy: sortParam('orderBy'),
    order: orderParam('order'),
    sortedBy: orderParam('sortedBy'),
    cursor: z.optional(
      described(z.string().check(z.maxLength(200, 'cursor is not valid: follow the links.next URL as given.')), 'opaque: carried by links.next'),
    ),
  }))();

export interface QueueRequest {
  status?: CommentStatus;
  postId?: number;
  sort?: QueueSort;
  order?: 'asc' | 'desc';
  window: PageWindow;
  cursor?: string;
}

/** One partition the queue reads, and how many comments it holds. */
interface Group {
  partition: Parameters<typeof queryCommentPage>[0];
  total: number;
}

/** Where a page starts: a group, and either items to pass over in it or the comment to continue after. */
interface Start {
  group: number;
  offset: number;
  afterId?: number;
}

const siteIndex = (status?: CommentStatus) =>
  status === undefined
    ? { index: 'lp4' as const, value: keys.siteCommentsPartition() }
    : { index: 'lp2' as const, value: keys.siteCommentsByStatusPartition(status) };

const partitionOf = (postId: number | undefined, status?: CommentStatus) => (postId === undefined ? siteIndex(status) : postCommentsPartition(postId, status));

async function groupsOf(request: QueueRequest): Promise<Group[]> {
  const counts = request.postId === undefined ? await readSiteCommentCounts() : (await readCommentCounts(request.postId)).all;
  if (request.status !== undefined) return [{ partition: partitionOf(request.postId, request.status), total: counts[request.status] }];
  if ((request.sort ?? 'status') === 'status') {
    return COMMENT_STATUSES.map((status) => ({ partition: partitionOf(request.postId, status), total: counts[status] }));
  }
  return [{ partition: partitionOf(request.postId), total: COMMENT_STATUSES.reduce((sum, status) => sum + counts[status], 0) }];
}

/** A cursor is sealed for its list: filters, sort and direction; from another list it is a 400. */
const purposeOf = (request: QueueRequest) =>
  ['cms-comment-queue-v1', request.postId ?? 'any', request.status ?? 'any', request.sort ?? 'status', request.order ?? 'desc'].join('\n');

const invalidCursor = () => new InvalidParameters({ cursor: ['The cursor is not valid for this list: follow links.next or start from page 1.'] });

async function startOf(request: QueueRequest, groups: readonly Group[]): Promise<Start> {
  if (request.cursor !== undefined) {
    const opened = await openCursor(request.cursor, purposeOf(request));
    const { g, after } = (opened && typeof opened === 'object' ? opened : {}) as { g?: unknown; after?: unknown };
    const validGroup = typeof g === 'number' && Number.isInteger(g) && g >= 0 && g < groups.length;
    const validAfter = after === undefined || (typeof after === 'number' && Number.isSafeInteger(after) && after > 0);
    if (!validGroup || !validAfter) throw invalidCursor();
    return { group: g, offset: 0, ...(after === undefined ? {} : { afterId: after as number }) };
  }
  let offset = request.window.offset;
  let group = 0;
  while (group < groups.length - 1 && offset >= groups[group].total) {
    offset -= groups[group].total;
    group++;
  }
  return { group, offset };
}

export async function moderationQueue(request: QueueRequest): Promise<CommentListPage<Comment[]> & { authors: CommentAuthors }> {
  const groups = await groupsOf(request);
  const start = await startOf(request, groups);
  const newestFirst = (request.order ?? 'desc') === 'desc';
  const perPage = request.window.perPage;
  const comments: Comment[] = [];
  let next: { g: number; after?: number } | undefined;
  for (let group = start.group; group < groups.length && comments.length < perPage; group++) {
    const first = group === start.group;
    // Counters are exact: an empty status is not read (a later one may start the page).
    if (groups[group].total === 0 && !(first && start.afterId !== undefined)) continue;
    const page = await queryCommentPage(groups[group].partition, {
      limit: perPage - comments.length,
      offset: first ? start.offset : 0,
      ...(first && start.afterId !== undefined ? { afterId: start.afterId } : {}),
      newestFirst,
    });
    comments.push(...page.comments);
    if (comments.length < perPage) continue;
    const last = comments.at(-1);
    if (page.hasMore && last) next = { g: group, after: last.id };
    else {
      const following = groups.findIndex((candidate, index) => index > group && candidate.total > 0);
      if (following >= 0) next = { g: following };
    }
  }
  return {
    items: comments,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    authors: await authorsOf(comments),
    ...(next ? { nextCursor: await sealCursor(next, purposeOf(request)) } : {}),
  };
}
