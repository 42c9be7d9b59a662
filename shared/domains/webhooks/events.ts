/**
 * What a table stream record means to webhook receivers: zero or more events, each with the admin
 * shape of the entity (relations as ids: no reads). Pure, so that every transition is unit-tested.
 *
 * Posts: `post.published` when it becomes published (created so, or any later path), `post.unpublished`
 * when it stops being published by any path (edit, trash or delete), `post.trashed` / `post.restored`
 * on the way into and out of the trash, `post.deleted` when its item is removed, `post.updated` when its
 * version moves and none of those applies (counters alone never make an event). Comments:
 * `comment.created`, and `comment.approved` when it becomes approved. Categories, tags and media:
 * `.created`, `.updated` (a change of anything but counters), `.deleted`.
 */
import { createHash } from 'node:crypto';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { toPost } from '#domains/posts/model/post-items';
import { adminPostShape } from '#domains/posts/shapes/admin-post-shape';
import { toComment } from '#domains/comments/comment-items';
import { commentWithPostShape } from '#domains/comments/admin-comment-shape';
import { toCategory } from '#domains/taxonomy/categories-repository';
import { toTag } from '#domains/taxonomy/tags-repository';
import { adminCategoryShape, adminTagShape } from '#domains/taxonomy/taxonomy-shapes';
import { toMedia } from '#domains/media/media-repository';
import { adminMediaShape } from '#domains/media/media-shape';
import type { WebhookEventType } from './webhook';

export interface WebhookEvent {
  /** Derived from the stream record and the type: a redelivered record makes the same id. */
  id: string;
  type: WebhookEventType;
  /** ISO 8601 UTC: when the change was made. */
  timestamp: string;
  /** Events of one group keep their order (`post:12`). */
  group: string;
  data: Record<string, unknown>;
}

/** The sort keys of the items that make events (the stream filter follows). */
export const EVENT_SORT_KEYS = [keys.post(0).sk, keys.comment(0).sk, keys.category(0).sk, keys.tag(0).sk, keys.media(0).sk];

const eventId = (sequenceNumber: string, type: string) => `evt_${createHash('sha256').update(`${sequenceNumber}\n${type}`).digest('base64url').slice(0, 27)}`;

/** Attributes whose change alone is not news: counters kept by other writes, and bookkeeping. */
const COUNTER_ATTRIBUTES = new Set(['updated_at', 'rev', 'version', 'children_count', 'post_count', 'posts_count', 'replies_count', 'likes_count', 'comment_count', 'view_count']);

function changedBeyondCounters(before: Item, after: Item): boolean {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const name of names) {
    if (COUNTER_ATTRIBUTES.has(name) || name.startsWith('gsi') || name.endsWith('_count')) continue;
    if (JSON.stringify(before[name]) !== JSON.stringify(after[name])) return true;
  }
  return false;
}

type Change = { type: WebhookEventType; image: Item };

function postChanges(before: Item | undefined, after: Item | undefined): Change[] {
  const was = before ? String(before.status) : undefined;
  const is = after ? String(after.status) : undefined;
  const changes: Change[] = [];
  if (was === 'published' && is !== 'published') changes.push({ type: 'post.unpublished', image: after ?? before! });
  if (!after) return [...changes, { type: 'post.deleted', image: before! }];
  if (is === 'trash' && was !== 'trash') changes.push({ type: 'post.trashed', image: after });
  if (was === 'trash' && is !== 'trash') changes.push({ type: 'post.restored', image: after });
  if (is === 'published' && was !== 'published') changes.push({ type: 'post.published', image: after });
  if (changes.length === 0 && before && before.version !== after.version) changes.push({ type: 'post.updated', image: after });
  return changes;
}

function commentChanges(before: Item | undefined, after: Item | undefined): Change[] {
  if (!after) return [];
  const changes: Change[] = [];
  if (!before) changes.push({ type: 'comment.created', image: after });
  if (after.status === 'approved' && before?.status !== 'approved') changes.push({ type: 'comment.approved', image: after });
  return changes;
}

function lifecycle(family: 'category' | 'tag' | 'media', before: Item | undefined, after: Item | undefined): Change[] {
  if (!before && after) return [{ type: `${family}.created`, image: after }];
  if (before && !after) return [{ type: `${family}.deleted`, image: before }];
  if (before && after && changedBeyondCounters(before, after)) return [{ type: `${family}.updated`, image: after }];
  return [];
}

function shapeOf(sk: string, image: Item): { group: string; data: Record<string, unknown> } {
  switch (sk) {
    case 'POST': {
      const post = toPost(image);
      return { group: `post:${post.id}`, data: adminPostShape(post) };
    }
    case 'COMMENT': {
      const comment = toComment(image);
      // The admin shape does not name the post; receivers need it.
      return { group: `post:${comment.postId}`, data: commentWithPostShape(comment, new Map()) };
    }
    case 'CATEGORY': {
      const category = toCategory(image);
      return { group: `category:${category.id}`, data: adminCategoryShape({ category, childrenCount: Number(image.children_count ?? 0) }, new Map()) };
    }
    case 'TAG': {
      const tag = toTag(image);
      return { group: `tag:${tag.id}`, data: adminTagShape(tag) };
    }
    default: {
      const media = toMedia(image);
      return { group: `media:${media.id}`, data: adminMediaShape(media) as unknown as Record<string, unknown> };
    }
  }
}

export function eventsOf(record: TableStreamRecord, now: () => Date = () => new Date()): WebhookEvent[] {
  const sk = String(record.keys.sk);
  const { oldImage: before, newImage: after } = record;
  const changes =
    sk === 'POST' ? postChanges(before, after)
    : sk === 'COMMENT' ? commentChanges(before, after)
    : sk === 'CATEGORY' ? lifecycle('category', before, after)
    : sk === 'TAG' ? lifecycle('tag', before, after)
    : sk === 'MEDIA' ? lifecycle('media', before, after)
    : [];
  const at = record.approximateCreationDateTime !== undefined ? new Date(record.approximateCreationDateTime * 1000) : now();
  return changes.map(({ type, image }) => ({ id: eventId(record.sequenceNumber, type), type, timestamp: at.toISOString(), ...shapeOf(sk, image) }));
}

/** The body POSTed to receivers (Standard Webhooks' recommended `{type, timestamp, data}`). */
export const payloadOf = (event: WebhookEvent): string => JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data });
