/**
 * The demo site's content, written through the same use cases as the API: a small category tree,
 * tags, a dozen posts in Persian and English (published, draft, archived, one in trash) with headings
 * for the table of contents, and a moderated comment thread.
 */
import { createCategory } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import { createPost, trashPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { postComment } from '#domains/comments/post-comment';
import { setCommentStatus } from '#domains/comments/moderate-comments';
import { findCategoryIdBySlug } from '#domains/taxonomy/categories-repository';
import { findTagIdBySlug } from '#domains/taxonomy/tags-repository';
import { findPostIdBySlug } from '#domains/posts/model/posts-repository';
import type { SeedStep } from './seed-steps';
import type { DemoContext } from './demo-context';

const CATEGORIES = [
  { slug: 'technology', nameEn: 'Technology', nameFa: 'فناوری', parent: null },
  { slug: 'cloud', nameEn: 'Cloud', nameFa: 'ابر', parent: 'technology' },
  { slug: 'culture', nameEn: 'Culture', nameFa: 'فرهنگ', parent: null },
  { slug: 'persian-literature', nameEn: 'Persian literature', nameFa: 'ادبیات فارسی', parent: 'culture' },
] as const;

const TAGS = [
  { slug: 'serverless', name: 'Serverless' },
  { slug: 'dynamodb', name: 'DynamoDB' },
  { slug: 'poetry', name: 'Poetry' },
  { slug: 'nowruz', name: 'Nowruz' },
] as const;

type DemoPost = {
  title: string;
  category: (typeof CATEGORIES)[number]['slug'];
  tags: (typeof TAGS)[number]['slug'][];
  status: 'published' | 'draft' | 'archived';
  publishedAt?: string;
  featured?: boolean;
  trash?: boolean;
  content: string;
};

const serverlessBody = `# Why serverless

Pay per request, scale to zero, and let the platform patch the servers.

## Cold starts

Small bundles and lazy work at import keep the first request fast.

## Single-table design

One table, keys built by pure functions, every list a Query.

### Counters

Totals come from counter items updated in the same transaction.`;

const persianBody = `<h1>نوروز</h1>
<p>نوروز، آغاز سال نو در تقویم خورشیدی، نخستین روز بهار است.</p>
<h2>هفت‌سین</h2>
<p>سفرهٔ هفت‌سین با هفت چیز که نامشان با «س» آغاز می‌شود چیده می‌شود.</p>
<h2>سیزده‌بدر</h2>
<p>روز سیزدهم فروردین، مردم به دامان طبیعت می‌روند.</p>`;

const hafezBody = `## حافظ

الا یا ایها الساقی ادر کاسا و ناولها
که عشق آسان نمود اول ولی افتاد مشکل‌ها

## سعدی

بنی آدم اعضای یکدیگرند که در آفرینش ز یک گوهرند`;

const POSTS: DemoPost[] = [
  { title: 'Serverless CMS on AWS', category: 'cloud', tags: ['serverless', 'dynamodb'], status: 'published', publishedAt: '2025-03-21T08:00:00Z', featured: true, content: serverlessBody },
  { title: 'نوروز و سنت‌های آن', category: 'culture', tags: ['nowruz'], status: 'published', publishedAt: '2024-03-20T06:30:00Z', featured: true, content: persianBody },
  { title: 'شعر فارسی: حافظ و سعدی', category: 'persian-literature', tags: ['poetry'], status: 'published', publishedAt: '2024-10-11T09:00:00Z', content: hafezBody },
  { title: 'Designing DynamoDB keys', category: 'cloud', tags: ['dynamodb'], status: 'published', publishedAt: '2025-06-01T10:00:00Z', content: serverlessBody },
  { title: 'Scaling to zero', category: 'technology', tags: ['serverless'], status: 'published', publishedAt: '2025-08-15T12:00:00Z', content: serverlessBody },
  { title: 'API Gateway usage plans', category: 'cloud', tags: ['serverless'], status: 'published', publishedAt: '2025-09-02T07:45:00Z', content: serverlessBody },
  { title: 'ادبیات کلاسیک و امروز', category: 'persian-literature', tags: ['poetry'], status: 'published', publishedAt: '2025-11-01T05:00:00Z', content: hafezBody },
  { title: 'Observability for Lambda', category: 'technology', tags: ['serverless'], status: 'published', publishedAt: '2026-01-10T09:30:00Z', content: serverlessBody },
  { title: 'Event-driven content pipelines', category: 'cloud', tags: ['serverless', 'dynamodb'], status: 'published', publishedAt: '2026-05-05T11:00:00Z', content: serverlessBody },
  { title: 'Draft: multi-region tables', category: 'cloud', tags: ['dynamodb'], status: 'draft', content: serverlessBody },
  { title: 'Archived: the old monolith', category: 'technology', tags: [], status: 'archived', publishedAt: '2023-02-01T09:00:00Z', content: serverlessBody },
  { title: 'Trashed: an abandoned idea', category: 'technology', tags: [], status: 'draft', trash: true, content: serverlessBody },
];

export const categoriesStep: SeedStep<DemoContext> = {
  name: 'categories',
  async run({ log }) {
    for (const category of CATEGORIES) {
      const parentId = category.parent ? await findCategoryIdBySlug(category.parent) : undefined;
      await createCategory({ nameEn: category.nameEn, nameFa: category.nameFa, slug: category.slug, parentId: parentId ?? null, status: 'active' });
    }
    log(`${CATEGORIES.length} categories`);
  },
};

export const tagsStep: SeedStep<DemoContext> = {
  name: 'tags',
  async run({ log }) {
    for (const tag of TAGS) await createTag({ name: tag.name, slug: tag.slug });
    log(`${TAGS.length} tags`);
  },
};

export const postsStep: SeedStep<DemoContext> = {
  name: 'posts',
  async run({ log, user }) {
    const author = await user('author');
    const editor = await user('editor');
    for (const [index, post] of POSTS.entries()) {
      const categoryId = await findCategoryIdBySlug(post.category);
      const tagIds: number[] = [];
      for (const slug of post.tags) {
        const tagId = await findTagIdBySlug(slug);
        if (tagId !== undefined) tagIds.push(tagId);
      }
      const input = PostCreateBody.parse({
        title: post.title,
        content: post.content,
        status: post.status,
        category_id: categoryId ?? null,
        tag_ids: tagIds,
        author_id: (index % 3 === 2 ? editor : author).id,
        is_featured: post.featured ?? false,
        ...(post.publishedAt ? { published_at: post.publishedAt } : {}),
        seo: { meta_title: post.title, meta_description: `${post.title} — demo post`, og_image: null },
      });
      const created = await createPost(input, systemActor(author.id));
      if (post.trash) await trashPost(created.id, systemActor());
    }
    log(`${POSTS.length} posts (published, draft, archived, one in trash)`);
  },
};

export const commentsStep: SeedStep<DemoContext> = {
  name: 'comments',
  async run({ log, user }) {
    const postId = await findPostIdBySlug('serverless-cms-on-aws');
    if (postId === undefined) return log('comments skipped: the first demo post is missing');
    const reader = await user('reader');
    const secondReader = await user('secondReader');
    const first = await postComment(postId, reader.id, { content: 'Great overview of single-table design!' });
    await setCommentStatus(first.id, 'approved');
    const reply = await postComment(postId, secondReader.id, { content: 'Agreed, the counters section helped me.', parent_id: first.id });
    await setCommentStatus(reply.id, 'approved');
    await postComment(postId, secondReader.id, { content: 'Waiting for moderation…' });
    log('3 comments (2 approved in a thread, 1 pending)');
  },
};
