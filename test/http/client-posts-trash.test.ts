/**
 * A trashed post disappears from every client route at once: both lists, the gets by id and by slug
 * (primary and alternative), related posts and the category counts; restoring brings it back.
 */
import * as z from 'zod/mini';
import { useLocalApi } from '#test/support/http';
import { restorePost, systemActor } from '#domains/posts/write/manage-posts';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { AltCategorySchema, AltPostSchema, ClientCategorySchema, RelatedPostSchema } from '#domains/presentation/client-schemas';
import { category, publishedPost, tag, trashPost } from './client-fixtures';
import { AltMetaSchema, primaryList } from './client-envelopes';

const api = useLocalApi();

const AltListSchema = z.strictObject({ data: z.array(AltPostSchema), meta: AltMetaSchema });
const AltGetSchema = z.strictObject({ data: AltPostSchema, related_posts: z.array(RelatedPostSchema) });

interface Visibility {
  listed: number[];
  altListed: number[];
  byId: number;
  bySlug: number;
  altById: number;
  altBySlug: number;
  relatedOfNeighbour: number[];
  categoryCount: number;
  altCategoryCount: number;
}

async function visibility(post: { id: number; slug: string }, neighbourId: number, categoryId: number): Promise<Visibility> {
  const headers = { 'Api-Key': await api.clientKey() };
  const getJson = (path: string) => api.request('GET', path, { headers });
  const [list, altList, byId, bySlug, altById, altBySlug, neighbour, categories, altCategories] = await Promise.all([
    getJson('/api/client/v3/cms/post'),
    getJson('/api/v3/client/posts'),
    getJson(`/api/client/v3/cms/post/${post.id}`),
    getJson(`/api/client/v3/cms/post/${encodeURIComponent(post.slug)}`),
    getJson(`/api/v3/client/posts/${post.id}`),
    getJson(`/api/v3/client/posts/${encodeURIComponent(post.slug)}`),
    getJson(`/api/v3/client/posts/${neighbourId}`),
    getJson('/api/client/v3/cms/category'),
    getJson('/api/v3/client/categories'),
  ]);
  const ofCategory = z
    .array(ClientCategorySchema)
    .parse(categories.body.result)
    .find((c) => c.id === categoryId)!;
  const altOfCategory = z
    .array(AltCategorySchema)
    .parse(altCategories.body.data)
    .find((c) => c.id === categoryId)!;
  return {
    listed: primaryList(ClientPostItemSchema)
      .parse(list.body)
      .result.map((p) => p.id),
    altListed: AltListSchema.parse(altList.body).data.map((p) => p.id),
    byId: byId.status,
    bySlug: bySlug.status,
    altById: altById.status,
    altBySlug: altBySlug.status,
    relatedOfNeighbour: AltGetSchema.parse(neighbour.body).related_posts.map((p) => p.id),
    categoryCount: ofCategory.meta.posts_count,
    altCategoryCount: altOfCategory.post_count,
  };
}

test('trash hides a post from every client route and restore shows it again', async () => {
  // Prepare
  const news = await category({ nameEn: 'News' });
  const shared = await tag('shared');
  const neighbour = await publishedPost({
    title: 'Neighbour',
    category_id: news.id,
    tag_ids: [shared.id],
    published_at: '2024-01-01T00:00:00Z',
  });
  const doomed = await publishedPost({ title: 'Doomed', category_id: news.id, tag_ids: [shared.id], published_at: '2024-02-01T00:00:00Z' });
  const before = await visibility(doomed, neighbour.id, news.id);

  // Act
  await trashPost(doomed.id, systemActor());
  const trashed = await visibility(doomed, neighbour.id, news.id);
  await restorePost(doomed.id, systemActor());
  const restored = await visibility(doomed, neighbour.id, news.id);

  // Assess
  const visible: Visibility = {
    listed: [doomed.id, neighbour.id],
    altListed: [doomed.id, neighbour.id],
    byId: 200,
    bySlug: 200,
    altById: 200,
    altBySlug: 200,
    relatedOfNeighbour: [doomed.id],
    categoryCount: 2,
    altCategoryCount: 2,
  };
  expect(before).toEqual(visible);
  expect(trashed).toEqual({
    listed: [neighbour.id],
    altListed: [neighbour.id],
    byId: 404,
    bySlug: 404,
    altById: 404,
    altBySlug: 404,
    relatedOfNeighbour: [],
    categoryCount: 1,
    altCategoryCount: 1,
  });
  expect(restored).toEqual(visible);
});
