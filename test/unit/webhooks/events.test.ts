/** Which stream records make which webhook events: every post transition, comments, taxonomy and media; stable ids. */
import { postItem } from '#domains/posts/model/post-items';
import type { Post } from '#domains/posts/model/post';
import type { Item } from '#platform/db/attributes';
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { eventsOf } from '#domains/webhooks/events';
import { subscribes } from '#domains/webhooks/webhook';

const now = '2026-01-02T03:04:05.000Z';
function post(changes: Partial<Post> = {}): Item {
  return postItem({
    id: 12, type: 'post', title: 'Hello', slug: 'hello', excerpt: '', excerptAuto: false, content: '<p>x</p>', featuredImage: null,
    status: 'draft', statusBeforeTrash: null, categoryId: null, tagIds: [], authorId: null, creatorId: null, isFeatured: false,
    seo: { metaTitle: null, metaDescription: null, ogImage: null }, viewCount: 0, likesCount: 0, commentCount: 0,
    version: 1, rev: 1, createdAt: now, updatedAt: now, publishedAt: null, ...changes,
  });
}

let sequence = 100;
function record(oldImage: Item | undefined, newImage: Item | undefined, sk = 'POST'): TableStreamRecord {
  const image = newImage ?? oldImage!;
  return {
    eventName: !oldImage ? 'INSERT' : !newImage ? 'REMOVE' : 'MODIFY',
    sequenceNumber: String(sequence++),
    keys: { pk: image.pk, sk },
    approximateCreationDateTime: 1_767_323_045,
    ...(oldImage ? { oldImage } : {}),
    ...(newImage ? { newImage } : {}),
  };
}
const types = (r: TableStreamRecord) => eventsOf(r).map((event) => event.type);

describe('post events', () => {
  test.each([
    ['created as draft', undefined, post(), []],
    ['created published', undefined, post({ status: 'published', publishedAt: now }), ['post.published']],
    ['draft published', post(), post({ status: 'published', version: 2 }), ['post.published']],
    ['published edited', post({ status: 'published' }), post({ status: 'published', title: 'New', version: 2 }), ['post.updated']],
    ['draft edited', post(), post({ title: 'New', version: 2 }), ['post.updated']],
    ['draft scheduled', post(), post({ status: 'scheduled', publishedAt: '2030-01-01T10:00:00.000Z', version: 2 }), ['post.updated']],
    ['scheduled post published at its time', post({ status: 'scheduled', publishedAt: now }), post({ status: 'published', publishedAt: now, version: 2 }), ['post.published']],
    ['published back to draft', post({ status: 'published' }), post({ version: 2 }), ['post.unpublished']],
    ['published trashed', post({ status: 'published' }), post({ status: 'trash', statusBeforeTrash: 'published', version: 2 }), ['post.unpublished', 'post.trashed']],
    ['draft trashed', post(), post({ status: 'trash', statusBeforeTrash: 'draft', version: 2 }), ['post.trashed']],
    ['restored to published', post({ status: 'trash', statusBeforeTrash: 'published' }), post({ status: 'published', version: 3 }), ['post.restored', 'post.published']],
    ['restored to draft', post({ status: 'trash', statusBeforeTrash: 'draft' }), post({ version: 3 }), ['post.restored']],
    ['published deleted', post({ status: 'published' }), undefined, ['post.unpublished', 'post.deleted']],
    ['trashed deleted', post({ status: 'trash' }), undefined, ['post.deleted']],
    ['a counter moved (comment count)', post({ status: 'published' }), post({ status: 'published', commentCount: 3, rev: 2 }), []],
  ] as const)('%s', (_, before, after, expected) => {
    expect(types(record(before, after))).toEqual(expected);
  });

  test('the payload carries the admin shape, the change time, and the post as ordering group', () => {
    const [event] = eventsOf(record(post(), post({ status: 'published', version: 2 })));
    expect(event).toMatchObject({ type: 'post.published', timestamp: '2026-01-02T03:04:05.000Z', group: 'post:12', data: { id: 12, title: 'Hello', status: 'published' } });
  });

  test('the same record makes the same event ids; another record or type makes others', () => {
    const same = record(post({ status: 'published' }), undefined);
    const first = eventsOf(same).map((event) => event.id);
    expect(eventsOf(same).map((event) => event.id)).toEqual(first);
    expect(new Set(first).size).toBe(2);
    const other = eventsOf(record(post({ status: 'published' }), undefined)).map((event) => event.id);
    expect(other.some((id) => first.includes(id))).toBe(false);
    for (const id of first) expect(id).toMatch(/^evt_[A-Za-z0-9_-]{27}$/);
  });
});

describe('comment, taxonomy and media events', () => {
  const comment = (status: string): Item => ({
    pk: 'COMMENT#5', sk: 'COMMENT', id: 5, post_id: 12, user_id: 3, parent_id: null, root_id: null, content: 'Nice', status, replies_count: 0, created_at: now, updated_at: now,
  });
  const tag = (name: string, extra: Item = {}): Item => ({ pk: 'TAG#4', sk: 'TAG', id: 4, name, slug: 'news', created_at: now, updated_at: now, ...extra });

  test('a comment: created, then approved once', () => {
    expect(types(record(undefined, comment('pending'), 'COMMENT'))).toEqual(['comment.created']);
    expect(types(record(comment('pending'), comment('approved'), 'COMMENT'))).toEqual(['comment.approved']);
    expect(types(record(comment('approved'), { ...comment('approved'), replies_count: 1 }, 'COMMENT'))).toEqual([]);
    const [created] = eventsOf(record(undefined, comment('pending'), 'COMMENT'));
    expect(created).toMatchObject({ group: 'post:12', data: { id: 5, post_id: 12, status: 'pending' } });
  });

  test('a tag: created, updated on a change, not on a counter, deleted', () => {
    expect(types(record(undefined, tag('News'), 'TAG'))).toEqual(['tag.created']);
    expect(types(record(tag('News'), tag('Updates'), 'TAG'))).toEqual(['tag.updated']);
    expect(types(record(tag('News'), tag('News', { posts_count: 4, updated_at: '2026-02-01T00:00:00.000Z' }), 'TAG'))).toEqual([]);
    expect(types(record(tag('News'), undefined, 'TAG'))).toEqual(['tag.deleted']);
  });
});

describe('subscriptions', () => {
  test('exact types, family wildcards and *; a disabled webhook gets nothing', () => {
    expect(subscribes({ enabled: true, events: ['post.published'] }, 'post.published')).toBe(true);
    expect(subscribes({ enabled: true, events: ['post.published'] }, 'post.updated')).toBe(false);
    expect(subscribes({ enabled: true, events: ['category.*'] }, 'category.deleted')).toBe(true);
    expect(subscribes({ enabled: true, events: ['category.*'] }, 'comment.created')).toBe(false);
    expect(subscribes({ enabled: true, events: ['*'] }, 'media.created')).toBe(true);
    expect(subscribes({ enabled: false, events: ['*'] }, 'media.created')).toBe(false);
  });
});
