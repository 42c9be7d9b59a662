import { InvalidBody } from '#platform/errors';
import { parseBody } from '#platform/http/validation';
import { PostCreateBody, PostUpdateBody } from '#domains/posts/model/post-schemas';
import { PostBulkBody } from '#domains/posts/write/bulk-schemas';
import { adminPostShape, type AdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { newPost } from '#domains/posts/write/post-changes';
import { processContent } from '#domains/content/process-content';
import { CONTENT_MAX_BYTES } from '#domains/posts/model/post';

function errorsOf(schema: Parameters<typeof parseBody>[0], body: unknown): Record<string, string[]> {
  try {
    parseBody(schema, body);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBody);
    return (error as InvalidBody).errors;
  }
  throw new Error('expected InvalidBody');
}

describe('the admin post body', () => {
  test('title and content are required on create', () => {
    expect(errorsOf(PostCreateBody, {})).toEqual({ title: ['The title field is required.'], content: ['The content field is required.'] });
    expect(errorsOf(PostCreateBody, { title: '   ', content: ' ' })).toEqual({
      title: ['The title field is required.'],
      content: ['The content field is required.'],
    });
  });

  test('unknown fields are not allowed and read-only fields say so', () => {
    const errors = errorsOf(PostCreateBody, {
      title: 't',
      content: 'c',
      colour: 'red',
      id: 5,
      view_count: 1,
      comment_count: 1,
      created_at: 'x',
      updated_at: 'x',
      version: 3,
    });
    expect(errors.colour).toEqual(['This field is not allowed.']);
    for (const field of ['id', 'view_count', 'comment_count', 'created_at', 'updated_at', 'version'])
      expect(errors[field]?.[0]).toMatch(/read-only/);
  });

  test('formats and limits are checked per field', () => {
    const errors = errorsOf(PostCreateBody, {
      title: 'x'.repeat(256),
      content: 'é'.repeat(CONTENT_MAX_BYTES / 2 + 1),
      slug: 'Not A Slug',
      featured_image: 'javascript:alert(1)',
      status: 'trash',
      tag_ids: [1, 1],
      category_id: 'three',
      published_at: 'yesterday',
      seo: { og_image: 'ftp://x', extra: 1 },
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'category_id',
        'content',
        'featured_image',
        'published_at',
        'seo.extra',
        'seo.og_image',
        'slug',
        'status',
        'tag_ids',
        'title',
      ].sort(),
    );
    expect(errors.status[0]).toContain('trash endpoint');
    expect(errors.content[0]).toContain(`${CONTENT_MAX_BYTES} bytes`);
  });

  test('at most 10 tags', () => {
    expect(errorsOf(PostCreateBody, { title: 't', content: 'c', tag_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }).tag_ids).toEqual([
      'A post may have at most 10 tags.',
    ]);
  });

  test('an update accepts any subset, version included, and normalises published_at to UTC', () => {
    expect(parseBody(PostUpdateBody, {})).toEqual({});
    expect(parseBody(PostUpdateBody, { version: 2, published_at: '2024-01-15T14:00:00+03:30' })).toEqual({
      version: 2,
      published_at: '2024-01-15T10:30:00.000Z',
    });
    expect(Object.keys(errorsOf(PostUpdateBody, { title: '' }))).toEqual(['title']);
  });

  test('bulk takes 1 to 100 ids and a known action', () => {
    expect(errorsOf(PostBulkBody, { ids: Array.from({ length: 101 }, (_, n) => n + 1), action: 'trash' }).ids).toEqual([
      'At most 100 ids per bulk action.',
    ]);
    expect(Object.keys(errorsOf(PostBulkBody, { ids: [], action: 'explode' })).sort()).toEqual(['action', 'ids']);
  });
});

describe('the admin post shape', () => {
  const post = {
    ...newPost(
      { title: 'Shaped', content: '<p>Body</p>', category_id: 3, tag_ids: [5, 6], is_featured: true },
      { id: 9, slug: 'shaped', authorId: 2, creatorId: 2, now: '2024-01-15T10:30:00.000Z', body: processContent('<p>Body</p>', { unfiltered: true }) },
    ),
    commentCount: 4,
  };
  const relations: AdminRelations = {
    categories: new Map([[3, { id: 3, name: 'News', slug: 'news' }]]),
    tags: new Map([[5, { id: 5, name: 'Five', slug: 'five' }]]),
    authors: new Map([[2, { id: 2, name: 'Ada Writer', email: 'ada@example.com', avatar_url: '' }]]),
  };

  test('has spec 2.1 fields with microsecond timestamps and a version, and no relations unless included', () => {
    // Act
    const shaped = adminPostShape(post);
    // Assess
    expect(AdminPostSchema.safeParse(shaped).success).toBe(true);
    expect(shaped).toMatchObject({
      id: 9,
      created_at: '2024-01-15T10:30:00.000000Z',
      published_at: null,
      view_count: 0,
      comment_count: 4,
      version: 1,
    });
    for (const key of ['category', 'tags', 'author', 'comments_count']) expect(shaped).not.toHaveProperty(key);
  });

  test('includes, counts, field sets and excludes', () => {
    // Act
    const shaped = adminPostShape(post, relations, {
      includes: new Set(['category', 'tags', 'author']),
      counts: new Set(['comments', 'tags']),
      excludes: new Set(['slug']),
      fieldSet: new Set(['id', 'title', 'slug']),
    });
    // Assess
    expect(shaped).toEqual({
      id: 9,
      title: 'Shaped',
      category: { id: 3, name: 'News', slug: 'news' },
      tags: [{ id: 5, name: 'Five', slug: 'five' }],
      author: { id: 2, name: 'Ada Writer', email: 'ada@example.com', avatar_url: '' },
      comments_count: 4,
      tags_count: 2,
    });
  });
});
