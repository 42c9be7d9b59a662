import { createPost, updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { CONTENT_MAX_BYTES, EXCERPT_MAX_CHARS, SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS, TITLE_MAX_CHARS } from '#domains/posts/model/post';
import { postWriteItems } from '#domains/posts/write/post-transaction';
import { findPostById } from '#domains/posts/model/posts-repository';
import { useTestTable } from '#test/support/table';
import { makeCategory, makeTag, makeUser, tableState } from './fixtures';

useTestTable();

test('the largest post in the largest transaction fits DynamoDB: full content, 10 tags, every dimension and the status changing', async () => {
  // Prepare
  const tags = await Promise.all(Array.from({ length: 20 }, () => makeTag()));
  const [categoryA, categoryB] = [await makeCategory(), await makeCategory()];
  const [authorA, authorB] = [await makeUser(), await makeUser()];
  const wide = (chars: number) => 'ش'.repeat(chars); // 2 bytes each in UTF-8
  const post = await createPost(
    {
      title: wide(TITLE_MAX_CHARS),
      content: 'é'.repeat(CONTENT_MAX_BYTES / 2),
      excerpt: wide(EXCERPT_MAX_CHARS),
      featured_image: `https://cdn.example.com/${'a'.repeat(2000)}.jpg`,
      seo: { meta_title: wide(SEO_TITLE_MAX_CHARS), meta_description: wide(SEO_DESCRIPTION_MAX_CHARS), og_image: `https://cdn.example.com/${'b'.repeat(2000)}.jpg` },
      category_id: categoryA,
      author_id: authorA,
      tag_ids: tags.slice(0, 10),
      is_featured: true,
      status: 'draft',
    },
    systemActor(),
  );
  const before = (await findPostById(post.id, true))!;
  const change = { status: 'published' as const, category_id: categoryB, author_id: authorB, tag_ids: tags.slice(10), is_featured: false, slug: 'moved-slug' };
  // Act
  const updated = await updatePost(post.id, change, systemActor());
  // Assess
  expect(postWriteItems(before, { ...updated, rev: before.rev }).items).toHaveLength(58); // post, slugs, 13 pointers put and 14 deleted (the language pointer among them), 26 counts (the existence checks ride on the category and tag count updates), the page block, and the revision kept
  expect(updated).toMatchObject({ status: 'published', slug: 'moved-slug', categoryId: categoryB });
  expect((await tableState()).problems).toEqual([]);
});
