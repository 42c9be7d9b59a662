/** The category, tags and author a body names must exist: 422 naming the field otherwise. */
import type { FieldMessages } from '#platform/errors';
import { batchGetItems } from '#platform/db/batch-get';
import { keys, type Key } from '#platform/db/keys';

export interface References {
  categoryId?: number | null;
  tagIds?: readonly number[];
  authorId?: number | null;
}

/** The item keys of what `references` names, by kind. */
function referencedKeys(references: References): Key[] {
  const { categoryId, tagIds, authorId } = references;
  return [
    ...(categoryId === undefined || categoryId === null ? [] : [keys.category(categoryId)]),
    ...(tagIds ?? []).map((tagId) => keys.tag(tagId)),
    ...(authorId === undefined || authorId === null ? [] : [keys.user(authorId)]),
  ];
}

const keyName = (key: Key): string => `${key.pk}|${key.sk}`;

/** Which of the items named by any of `all` exist: one BatchGetItem (of keys only) for every body at once. */
export async function existingReferences(all: readonly References[]): Promise<ReadonlySet<string>> {
  const wanted = new Map<string, Key>();
  for (const references of all) for (const key of referencedKeys(references)) wanted.set(keyName(key), key);
  if (wanted.size === 0) return new Set();
  const found = await batchGetItems([...wanted.values()], { what: 'referenced items', projection: { expression: '#pk, #sk', names: { '#pk': 'pk', '#sk': 'sk' } } });
  return new Set(found.map((item) => keyName({ pk: String(item.pk), sk: String(item.sk) })));
}

/** Messages for the references of one body that are not in `existing` (from `existingReferences`). */
export function missingReferenceErrors(references: References, existing: ReadonlySet<string>): FieldMessages {
  const errors: FieldMessages = {};
  const { categoryId, tagIds, authorId } = references;
  const exists = (key: Key) => existing.has(keyName(key));
  if (categoryId !== undefined && categoryId !== null && !exists(keys.category(categoryId))) errors.category_id = ['The selected category_id does not exist.'];
  const missing = (tagIds ?? []).filter((tagId) => !exists(keys.tag(tagId)));
  if (missing.length > 0) errors.tag_ids = [`These tag_ids do not exist: ${missing.join(', ')}.`];
  if (authorId !== undefined && authorId !== null && !exists(keys.user(authorId))) errors.author_id = ['The selected author_id does not exist.'];
  return errors;
}

/** Messages for the references that do not exist; only the references given are checked. */
export async function referenceErrors(references: References): Promise<FieldMessages> {
  return missingReferenceErrors(references, await existingReferences([references]));
}
