/**
 * What a post list is asked for and what it answers (list-posts.ts serves it, search-list.ts answers
 * its title and excerpt searches, list-query.ts builds it from a request's parameters).
 */
import type { QueryStats, SortField, SortOrder } from './posts-list-repository';
import type { Post, PostStatus } from '#domains/posts/model/post';

export interface PostFilters {
  status?: PostStatus;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  isFeatured?: boolean;
}

export const SEARCH_FIELDS = ['title', 'excerpt', 'slug', 'id', 'status', 'category_id', 'author_id'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchOperator = 'like' | '=';

export interface SearchCondition {
  field: SearchField;
  operator: SearchOperator;
  /** Already checked by the parser: an integer for id fields, a status for `status`. */
  value: string;
}

export interface PostSearch {
  conditions: SearchCondition[];
  join: 'and' | 'or';
}

export interface ListCriteria {
  filters: PostFilters;
  search?: PostSearch;
  sort: SortField;
  order: SortOrder;
  /** Rows before this page (ignored when a cursor is given). */
  offset: number;
  perPage: number;
  cursor?: string;
}

export interface ListResult {
  posts: Post[];
  total: number;
  /** Continues after this page; absent on the last page. */
  nextCursor?: string;
  /** What the queries read (tests check that unfiltered lists read only what they return). */
  stats: QueryStats;
}
