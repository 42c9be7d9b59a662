/**
 * Data for the client route tests, created through the use cases (never raw items): posts, their
 * categories and tags.
 */
import * as z from 'zod/mini';
import { createPost, setPostStatus, trashPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import type { Post } from '#domains/posts/model/post';
import { createCategory, type CategoryInput } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import type { Category } from '#domains/taxonomy/category';
import type { Tag } from '#domains/taxonomy/tag';

export type PostBody = z.input<typeof PostCreateBody>;

let serial = 0;
const unique = () => `${Date.now().toString(36)}-${++serial}`;

/** A post created as an admin would: published unless the body says otherwise. */
export async function publishedPost(body: Partial<PostBody> = {}, authorId: number | null = null): Promise<Post> {
  const input = PostCreateBody.parse({ title: `Post ${unique()}`, content: '<p>Body of the post.</p>', status: 'published', ...body });
  return createPost(input, systemActor(authorId));
}

export async function category(input: CategoryInput = {}): Promise<Category> {
  const id = unique();
  return (await createCategory({ nameEn: `Category ${id}`, nameFa: `دسته ${id}`, status: 'active', ...input })).category;
}

export async function tag(name = `tag ${unique()}`): Promise<Tag> {
  return createTag({ name });
}

export { setPostStatus, trashPost };
