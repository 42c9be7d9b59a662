/** The category, tags and author a body names must exist: 422 naming the field otherwise. */
import type { FieldMessages } from '../errors';
import { findCategoryById } from '../taxonomy/categories-repository';
import { findTagsByIds } from '../taxonomy/tags-repository';
import { findUserById } from '../users/users-repository';

export interface References {
  categoryId?: number | null;
  tagIds?: readonly number[];
  authorId?: number | null;
}

/** Messages for the references that do not exist; only the references given are checked. */
export async function referenceErrors(references: References): Promise<FieldMessages> {
  const errors: FieldMessages = {};
  const { categoryId, tagIds, authorId } = references;
  await Promise.all([
    (async () => {
      if (categoryId === undefined || categoryId === null) return;
      if (!(await findCategoryById(categoryId))) errors.category_id = ['The selected category_id does not exist.'];
    })(),
    (async () => {
      if (!tagIds || tagIds.length === 0) return;
      const found = new Set((await findTagsByIds(tagIds)).map((tag) => tag.id));
      const missing = tagIds.filter((id) => !found.has(id));
      if (missing.length > 0) errors.tag_ids = [`These tag_ids do not exist: ${missing.join(', ')}.`];
    })(),
    (async () => {
      if (authorId === undefined || authorId === null) return;
      if (!(await findUserById(authorId))) errors.author_id = ['The selected author_id does not exist.'];
    })(),
  ]);
  return errors;
}
