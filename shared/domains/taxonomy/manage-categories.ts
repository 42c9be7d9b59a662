/**
 * Use cases of the category admin routes. The tree stays a tree: a category cannot be placed under
 * itself or a descendant, and the write re-checks the chain of parents it read, so two concurrent
 * moves cannot close a cycle. A category with children, or used by posts, is not deleted (409),
 * unless its posts are moved to another category first (`reassign_to`).
 */
import { Conflict, InvalidBody, InvalidParameters, NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import { slugify } from '#domains/presentation/content';
import { foldText } from '#domains/search/fold';
import { findMediaById } from '#domains/media/media-repository';
import {
  deleteCategory,
  findCategoryById,
  findStoredCategory,
  insertCategory,
  listAllCategories,
  updateCategory,
  type AncestorCheck,
  type StoredCategory,
} from './categories-repository';
import { ConditionsFailed } from '#platform/db/transactions';
import type { CategoryPosts } from './posts-using';
import type { Category, CategoryStatus } from './category';

export const MAX_CATEGORY_DEPTH = 20;
const MAX_ATTEMPTS = 5;

export interface CategoryInput {
  nameEn?: string;
  nameFa?: string;
  slug?: string;
  parentId?: number | null;
  description?: string | null;
  status?: CategoryStatus;
  thumbnailId?: number | null;
  isFeatured?: boolean;
}

/** The chain above a new position (parent first), or a 422 on `parent_id`. */
async function ancestorsOf(parentId: number | null, selfId?: number): Promise<AncestorCheck[]> {
  const chain: AncestorCheck[] = [];
  for (let id = parentId; id !== null; ) {
    if (id === selfId) throw new InvalidBody({ parent_id: ['A category cannot be placed under itself or one of its descendants.'] });
    if (chain.length >= MAX_CATEGORY_DEPTH) {
      throw new InvalidBody({ parent_id: [`Categories may not be nested more than ${MAX_CATEGORY_DEPTH} levels deep.`] });
    }
    const found = await findCategoryById(id, true);
    if (!found) throw new InvalidBody({ parent_id: ['The selected parent category does not exist.'] });
    chain.push({ id, parentId: found.parentId });
    id = found.parentId;
  }
  return chain;
}

async function requireMedia(thumbnailId: number | null | undefined): Promise<void> {
  if (thumbnailId === null || thumbnailId === undefined) return;
  if (!(await findMediaById(thumbnailId))) throw new InvalidBody({ thumbnail: ['The selected media does not exist.'] });
}

function requireName(nameEn: string, nameFa: string): void {
  if (!nameEn && !nameFa) {
    const message = 'name_en or name_fa is required.';
    throw new InvalidBody({ name_en: [message], name_fa: [message] });
  }
}

const slugTaken = () => new InvalidBody({ slug: ['The slug has already been taken.'] });
const raced = () => new Conflict('concurrent_update', 'The category tree changed while this request was applied. Retry.');

export async function createCategory(input: CategoryInput): Promise<StoredCategory> {
  const nameEn = input.nameEn ?? '';
  const nameFa = input.nameFa ?? '';
  requireName(nameEn, nameFa);
  await requireMedia(input.thumbnailId);
  const id = await nextId('category');
  const base = slugify(nameEn || nameFa);
  // A default slug that is taken gets the id as suffix: unique without a search for a free number.
  const candidates = input.slug !== undefined ? [input.slug] : base ? [base, `${base}-${id}`] : [`category-${id}`];
  const now = isoNow();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const category: Category = {
      id,
      nameEn,
      nameFa,
      slug: candidates[0],
      parentId: input.parentId ?? null,
      description: input.description ?? null,
      status: input.status ?? 'active',
      thumbnailId: input.thumbnailId ?? null,
      isFeatured: input.isFeatured ?? false,
      createdAt: now,
      updatedAt: now,
    };
    const ancestors = await ancestorsOf(category.parentId);
    try {
      await insertCategory(category, ancestors);
      return { category, version: 1, childrenCount: 0, publishedPosts: 0 };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      if (error.labels.has('slug')) {
        if (candidates.length <= 1) throw slugTaken();
        candidates.shift();
      }
      // Otherwise the parent chain moved meanwhile: read it again.
    }
  }
  throw raced();
}

export async function getCategory(id: number): Promise<StoredCategory> {
  const stored = await findStoredCategory(id);
  if (!stored) throw new NotFound('category', 'Category not found.');
  return stored;
}

/** Applies the fields sent; the others keep their values. */
export async function updateCategoryFields(id: number, input: CategoryInput): Promise<StoredCategory> {
  if (input.thumbnailId !== undefined) await requireMedia(input.thumbnailId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await getCategory(id);
    const current = stored.category;
    const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as CategoryInput;
    const next: Category = { ...current, ...defined, updatedAt: isoNow() };
    requireName(next.nameEn, next.nameFa);
    const ancestors = next.parentId !== current.parentId ? await ancestorsOf(next.parentId, id) : [];
    try {
      await updateCategory(stored, next, ancestors);
      return { category: next, version: stored.version + 1, childrenCount: stored.childrenCount, publishedPosts: stored.publishedPosts };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      if (error.labels.has('slug')) throw slugTaken();
      // The category or its new ancestry changed meanwhile: read again and re-check.
    }
  }
  throw raced();
}

/**
 * Deletes a category without children. Posts that use it (`posts`: the posts domain's answer) are
 * moved to `reassignTo` first when given; otherwise their presence refuses the delete (409
 * `category_in_use`, `details.posts_count`).
 */
export async function deleteCategoryById(id: number, posts: CategoryPosts, reassignTo?: number): Promise<{ reassignedPosts: number }> {
  if (reassignTo === id) throw new InvalidParameters({ reassign_to: ['reassign_to must name another category.'] });
  let reassignedPosts = 0;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await getCategory(id);
    if (reassignTo !== undefined && !(await findCategoryById(reassignTo, true))) {
      throw new InvalidParameters({ reassign_to: ['The selected category does not exist.'] });
    }
    if (stored.childrenCount > 0) {
      throw new Conflict('category_has_children', 'The category has child categories: move or delete them first.', {
        children_count: stored.childrenCount,
      });
    }
    const postsCount = await posts.count('category', id);
    if (postsCount > 0) {
      if (reassignTo === undefined) {
        throw new Conflict('category_in_use', 'Posts use this category: send reassign_to=<category id> to move them first.', {
          posts_count: postsCount,
        });
      }
      reassignedPosts += await posts.reassign(id, reassignTo);
    }
    try {
      await deleteCategory(stored, posts.unused());
      return { reassignedPosts };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // A post or a child arrived, or the category changed, after it was read: look again.
    }
  }
  throw raced();
}

export interface CategoryFilters {
  search?: string;
  parentId?: number | null;
  status?: CategoryStatus;
  isFeatured?: boolean;
}

/** Categories are few: the whole tree is read (one query) and filtered here. */
export async function listCategories(filters: CategoryFilters): Promise<StoredCategory[]> {
  // Folded as search folds (Arabic yeh and kaf read as Persian ones, case, half-spaces).
  const term = filters.search?.trim() ? foldText(filters.search) : undefined;
  return (await listAllCategories()).filter(({ category }) => {
    if (filters.parentId !== undefined && category.parentId !== filters.parentId) return false;
    if (filters.status !== undefined && category.status !== filters.status) return false;
    if (filters.isFeatured !== undefined && category.isFeatured !== filters.isFeatured) return false;
    if (term && ![category.nameEn, category.nameFa, category.slug].some((text) => foldText(text).includes(term))) return false;
    return true;
  });
}
