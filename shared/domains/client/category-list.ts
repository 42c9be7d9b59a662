/**
 * The categories a client sees: active ones whose ancestors are all active (an inactive category
 * hides its subtree), flat, in tree order (each parent followed by its descendants, siblings by id),
 * with `parent_id` to rebuild the tree. Flat because the client category (spec 2.8) names its parent
 * and has no `children`. Counts are published posts, read with the categories (the posts' writes keep
 * them on the category items): the list is one Query, never a count.
 */
import * as z from 'zod/mini';
import { listAllCategories } from '#domains/taxonomy/categories-repository';
import type { Category } from '#domains/taxonomy/category';
import { booleanValue, filterParam, optionalId, searchParam } from '#domains/taxonomy/list-query';
import { NotFound } from '#platform/errors';
import type { AltCategory, ClientCategory } from '#domains/presentation/client-schemas';
import { clientCategories } from './post-relations';
import { categoryName } from './post-overview';
import { foldText } from '#domains/search/fold';

// Pure-annotated: the alternative categories route imports this module for the list only.
export const ClientCategoryListQuery = /* @__PURE__ */ (() =>
  z.object({
    search: searchParam,
    filter: filterParam({ parent_id: optionalId, is_featured: booleanValue }),
  }))();
export type ClientCategoryListQuery = z.output<typeof ClientCategoryListQuery>;

/** Visible categories in tree order (pre-order, siblings by id). */
export function visibleInTreeOrder(categories: readonly Category[]): Category[] {
  const children = new Map<number | null, Category[]>();
  const ids = new Set(categories.map((category) => category.id));
  for (const category of [...categories].sort((a, b) => a.id - b.id)) {
    // A parent that no longer exists leaves its child at the top rather than lost.
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: Category[] = [];
  const visit = (parent: number | null, seen: Set<number>) => {
    for (const category of children.get(parent) ?? []) {
      if (category.status !== 'active' || seen.has(category.id)) continue;
      ordered.push(category);
      visit(category.id, new Set([...seen, category.id]));
    }
  };
  visit(null, new Set());
  return ordered;
}

function matches(category: Category, query: ClientCategoryListQuery): boolean {
  const { parent_id: parentId, is_featured: isFeatured } = query.filter;
  if (parentId !== undefined && category.parentId !== parentId) return false;
  if (isFeatured !== undefined && category.isFeatured !== isFeatured) return false;
  // Folded as search folds (Arabic yeh and kaf read as Persian ones, case, half-spaces).
  const term = query.search?.trim() ? foldText(query.search) : undefined;
  if (term && ![category.nameEn, category.nameFa, category.slug].some((text) => foldText(text).includes(term))) return false;
  return true;
}

/** The visible categories matching the query, and the published posts of each (read with them). */
async function visibleCategories(query: ClientCategoryListQuery): Promise<{ categories: Category[]; counts: Map<number, number> }> {
  const stored = await listAllCategories();
  const counts = new Map(stored.map((entry) => [entry.category.id, entry.publishedPosts]));
  const visible = visibleInTreeOrder(stored.map((entry) => entry.category));
  const found = visible.filter((category) => matches(category, query));
  const filtered = query.search !== undefined || Object.keys(query.filter).length > 0;
  if (filtered && found.length === 0) throw new NotFound('category', 'No category matches the search or filter.');
  return { categories: found, counts };
}

export async function listClientCategories(query: ClientCategoryListQuery): Promise<ClientCategory[]> {
  const { categories, counts } = await visibleCategories(query);
  const shaped = await clientCategories(categories, counts);
  return categories.map((category) => shaped.get(category.id)!);
}

/** Spec 4.4: `{id, name, slug, post_count}`, same categories and order as the primary list. */
export async function listAltCategories(): Promise<AltCategory[]> {
  const { categories, counts } = await visibleCategories({ filter: {} });
  return categories.map((category) => ({
    id: category.id,
    name: categoryName({ name_fa: category.nameFa, name_en: category.nameEn }),
    slug: category.slug,
    post_count: counts.get(category.id) ?? 0,
  }));
}
