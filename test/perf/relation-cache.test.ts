/**
 * The records a page of client posts points at (authors, categories, tags, media) are read once per
 * RELATION_CACHE_SECONDS by a warm function; published counts are read every time.
 */
import { setClock } from '#platform/clock';
import { createCategory } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import { createPost, trashPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { createUserIfAbsent } from '#domains/seed/ensure';
import { clearRelationCache, loadPostRelations, publishedCounts, RELATION_CACHE_SECONDS } from '#domains/client/post-relations';
import type { Post } from '#domains/posts/model/post';
import { useTestTable } from '#test/support/table';
import { callsOf, recordDbCalls } from '#test/support/db-calls';

useTestTable();

const recording = recordDbCalls();
afterAll(() => recording.stop());

/**
 * Keys the BatchGetItems since the last clear asked for whole records, by entity prefix (USER#,
 * CATEGORY#, TAG#...). Published counts are read every time, as count attributes only (a projection
 * of the category items since the counts live on them, or the PLC# counters): they are left out.
 */
const asked = (): string[] =>
  callsOf(recording, 'BatchGetItemCommand').flatMap((call) =>
    Object.values(call.input.RequestItems as Record<string, { Keys: { pk: string }[]; ProjectionExpression?: string }>)
      .filter((request) => request.ProjectionExpression === undefined)
      .flatMap((request) => request.Keys.map((key) => key.pk.replace(/[0-9=a-z-]+$/i, ''))),
  );

let posts: Post[];
let categoryId: number;

beforeAll(async () => {
  const { user } = await createUserIfAbsent({ email: 'author@example.com', password: 'long enough password', roles: ['author'], firstName: 'Ada', lastName: 'Writer' });
  categoryId = (await createCategory({ nameEn: 'News', nameFa: 'خبر', slug: 'news', parentId: null, status: 'active' })).category.id;
  const tagId = (await createTag({ name: 'Serverless' })).id;
  posts = [];
  for (const title of ['First', 'Second']) {
    posts.push(await createPost(PostCreateBody.parse({ title, content: `<p>${title}</p>`, status: 'published', category_id: categoryId, tag_ids: [tagId], author_id: user.id }), systemActor(user.id)));
  }
});

beforeEach(() => {
  clearRelationCache();
  recording.clear();
});

describe('client relations of a page of posts', () => {
  test('a second page within the cache time reads no author, category or tag again', async () => {
    // Prepare
    await loadPostRelations(posts, { authors: true, categories: true, tags: true });
    recording.clear();
    // Act
    const again = await loadPostRelations(posts, { authors: true, categories: true, tags: true });
    // Assess
    expect(asked().filter((key) => key !== 'PLC#')).toEqual([]);
    expect([...again.authors.values()].map((author) => author.first_name)).toEqual(['Ada']);
    expect([...again.tags.values()].map((tag) => tag.name)).toEqual(['Serverless']);
  });

  test('after the cache time the records are read again', async () => {
    // Prepare
    await loadPostRelations(posts, { authors: true, tags: true });
    const later = Date.now() + (RELATION_CACHE_SECONDS + 1) * 1000;
    const restore = setClock(() => later);
    recording.clear();
    try {
      // Act
      await loadPostRelations(posts, { authors: true, tags: true });
    } finally {
      restore();
    }
    // Assess
    expect(asked()).toEqual(expect.arrayContaining(['USER#', 'TAG#']));
  });

  test('published counts are read every time and follow every post write', async () => {
    // Prepare
    const before = await loadPostRelations(posts, { categories: true });
    // Act
    await trashPost(posts[1]!.id, systemActor());
    const after = await loadPostRelations(posts, { categories: true });
    const counts = await publishedCounts([categoryId]);
    // Assess
    expect(before.categories.get(categoryId)!.meta.posts_count).toBe(2);
    expect(after.categories.get(categoryId)!.meta.posts_count).toBe(1);
    expect(counts.get(categoryId)).toBe(1);
  });

  test('names only: no counters and no images are read', async () => {
    // Act
    const relations = await loadPostRelations(posts, { authors: 'names', categories: 'names', tags: true });
    // Assess
    expect(asked()).not.toContain('PLC#');
    expect(asked()).not.toContain('MEDIA#');
    expect(relations.categories.get(categoryId)!.name_en).toBe('News');
  });
});
