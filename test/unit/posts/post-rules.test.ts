import { baseSlugOf, slugCandidate } from '#domains/posts/model/slugs';
import { newPost, patchedPost, postWithStatus, restoredPost, trashedPost } from '#domains/posts/write/post-changes';
import { counterDeltas, pointerDimensionsOf } from '#domains/posts/model/scopes';
import { postWriteItems } from '#domains/posts/write/post-transaction';
import { pointerItem, postItem } from '#domains/posts/model/post-items';
import { SLUG_MAX_CHARS, type Post } from '#domains/posts/model/post';
import { processContent } from '#domains/content/process-content';

/** Content as an editor's write stores it (the pipeline of the create and update use cases). */
const written = (content: string) => processContent(content, { unfiltered: true });

const NOW = '2024-05-01T10:00:00.000Z';
const LATER = '2024-05-02T10:00:00.000Z';

function draft(overrides: Partial<Post> = {}): Post {
  return {
    ...newPost({ title: 'Hello World', content: '<p>First paragraph.</p>' }, { id: 7, slug: 'hello-world', authorId: 3, creatorId: 3, now: NOW, body: written('<p>First paragraph.</p>') }),
    ...overrides,
  };
}

describe('slugs', () => {
  test('the default slug is the title slug, any script kept', () => {
    expect(baseSlugOf('Hello, World!')).toBe('hello-world');
    expect(baseSlugOf('سلام دنیا')).toBe('سلام-دنیا');
    expect(baseSlugOf('!!!')).toBe('post');
  });

  test('candidates are suffixed -2, -3... and always fit the slug limit', () => {
    expect(slugCandidate('hello', 1)).toBe('hello');
    expect(slugCandidate('hello', 2)).toBe('hello-2');
    expect(slugCandidate('hello', 13)).toBe('hello-13');
    const long = 'a'.repeat(SLUG_MAX_CHARS);
    expect(slugCandidate(long, 12)).toHaveLength(SLUG_MAX_CHARS);
    expect(slugCandidate(long, 12).endsWith('-12')).toBe(true);
  });
});

describe('post state changes', () => {
  test('a new post is a draft with an excerpt from its content and zero counts', () => {
    const post = draft();
    expect(post).toMatchObject({ status: 'draft', excerpt: 'First paragraph.', excerptAuto: true, viewCount: 0, commentCount: 0, version: 1, publishedAt: null });
  });

  test('published_at is set when a post is first published, unless given', () => {
    expect(newPost({ title: 't', content: 'c', status: 'published' }, { id: 1, slug: 't', authorId: null, creatorId: null, now: NOW, body: written('c') }).publishedAt).toBe(NOW);
    expect(newPost({ title: 't', content: 'c', status: 'published', published_at: LATER }, { id: 1, slug: 't', authorId: null, creatorId: null, now: NOW, body: written('c') }).publishedAt).toBe(LATER);
    const published = patchedPost(draft(), { status: 'published' }, NOW)!;
    expect(published.publishedAt).toBe(NOW);
    const republished = patchedPost(patchedPost(published, { status: 'draft' }, LATER)!, { status: 'published' }, LATER)!;
    expect(republished.publishedAt).toBe(NOW);
  });

  test('only the fields sent change; an auto excerpt follows the content, an explicit one stays', () => {
    // Prepare
    const post = draft({ seo: { metaTitle: 'T', metaDescription: 'D', ogImage: null } });
    // Act
    const edited = patchedPost(post, { content: '<p>New body.</p>', seo: { meta_description: 'New D' } }, NOW, written('<p>New body.</p>'))!;
    const explicit = patchedPost(edited, { excerpt: 'Mine' }, NOW)!;
    const afterExplicit = patchedPost(explicit, { content: '<p>Another body.</p>' }, NOW, written('<p>Another body.</p>'))!;
    // Assess
    expect(edited).toMatchObject({ title: 'Hello World', excerpt: 'New body.', seo: { metaTitle: 'T', metaDescription: 'New D', ogImage: null } });
    expect(afterExplicit.excerpt).toBe('Mine');
    expect(patchedPost(afterExplicit, { excerpt: null }, NOW)!.excerpt).toBe('Another body.');
  });

  test('an update that changes nothing writes nothing', () => {
    expect(patchedPost(draft(), {}, NOW)).toBeNull();
    expect(patchedPost(draft(), { title: 'Hello World', status: 'draft' }, NOW)).toBeNull();
  });

  test('trash remembers the status; restore puts it back, draft when unknown; both are idempotent', () => {
    const trashed = trashedPost(draft({ status: 'archived' }))!;
    expect(trashed).toMatchObject({ status: 'trash', statusBeforeTrash: 'archived' });
    expect(trashedPost(trashed)).toBeNull();
    expect(restoredPost(trashed, NOW)).toMatchObject({ status: 'archived', statusBeforeTrash: null });
    expect(restoredPost({ ...trashed, statusBeforeTrash: null }, NOW)!.status).toBe('draft');
    expect(restoredPost(draft(), NOW)).toBeNull();
  });

  test('a bulk status leaves trash and sets published_at the first time', () => {
    const trashed = trashedPost(draft())!;
    expect(postWithStatus(trashed, 'published', NOW)).toMatchObject({ status: 'published', statusBeforeTrash: null, publishedAt: NOW });
    expect(postWithStatus(draft(), 'draft', NOW)).toBeNull();
  });
});

describe('dimensions and the write transaction', () => {
  const busy = draft({ categoryId: 1, authorId: 2, isFeatured: true, tagIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });

  test('a featured post with 10 tags has 14 list pointers (its language, in trash too: the pointers hold the status); a post that is not featured has no featured pointer', () => {
    expect(pointerDimensionsOf(busy)).toHaveLength(14);
    expect(pointerDimensionsOf(busy)[0]).toBe('language=fa');
    expect(pointerDimensionsOf({ ...busy, isFeatured: false })).not.toContain('featured=false');
  });

  test('counters move per status and n_all ignores trash', () => {
    const deltas = counterDeltas(busy, { ...busy, status: 'trash' });
    expect(Object.fromEntries(deltas.get('all')!)).toEqual({ n_draft: -1, n_all: -1, n_trash: 1 });
    expect(deltas.size).toBe(15); // all, language, category, author, featured=true, 10 tags
    expect(counterDeltas(busy, busy).size).toBe(0);
  });

  test('the largest write (every dimension, the status and the language change, another translation group) stays under 100 items', () => {
    // Prepare
    const before: Post = { ...busy, translationGroup: 'old' };
    const after: Post = {
      ...before,
      status: 'published',
      categoryId: 9,
      authorId: 8,
      isFeatured: false,
      tagIds: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      slug: 'moved',
      rev: 2,
      language: 'en',
      translationGroup: 'new',
    };
    const partner: Post = { ...draft(), id: 77, translationGroup: 'new' };
    // Act
    const { items, newSlugIndex } = postWriteItems(before, after, undefined, { partner });
    // Assess
    // post 1, slugs 2, pointers 13 put + 14 deleted, counts 28 (the existence checks of the new category and 10 new tags ride on them), the page block 1, the two groups 2
    expect(items.length).toBe(61);
    expect(items.length).toBeLessThanOrEqual(100);
    const newReferences = items.filter((item) => item.Update?.ConditionExpression === 'attribute_exists(pk)' && /^(CATEGORY|TAG)#/.test(String(item.Update.Key?.pk)));
    expect(newReferences.map((item) => item.Update!.Key!.pk).sort()).toEqual(
      ['CATEGORY#1', 'CATEGORY#9', ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((id) => `TAG#${id}`)].sort(),
    );
    expect(items[newSlugIndex!].Put?.Item?.pk).toBe('SLUG#post#moved');
    expect(items[0].Update?.ConditionExpression).toContain('rev');
  });

  test('a pointer carries its dimension keys and filter values, a published-order key only when published; the post item its site-wide keys', () => {
    const pointer = pointerItem('category=1', busy);
    expect(pointer).toMatchObject({ pk: 'LP#category=1', sk: '000000000007', lp1pk: 'LP#category=1|draft', lp1sk: '000000000007', s: 'draft', c: 1, a: 2, f: true });
    expect(pointer.lp2pk).toBeUndefined();
    expect(pointer.title).toBeUndefined();
    expect(pointerItem('category=1', { ...busy, status: 'published', publishedAt: NOW })).toMatchObject({ lp2pk: 'LP#category=1|published', lp2sk: `${NOW}#000000000007` });
    expect(postItem(busy)).toMatchObject({ lp3pk: 'PS#draft', lp3sk: '000000000007', lp4pk: 'PU#draft', lp5pk: 'PT#draft', lp5sk: 'hello world\u0001000000000007', lp6pk: 'PP#draft', lp6sk: '~#000000000007' });
  });

  test('a title edit writes the post and no pointer', () => {
    const { items } = postWriteItems(busy, { ...busy, title: 'Renamed', rev: 2 });
    expect(items).toHaveLength(1);
  });
});
