/**
 * What a post list is asked for and what it answers (list-posts.ts serves it, search-list.ts answers
 * its title and excerpt searches, list-query.ts builds it from a request's parameters).
 */
import type { QueryStats, SortField, SortOrder } from './posts-list-repository';
import type { Post, PostStatus } from '#domains/posts/model/post';
import type { Language } from '#platform/site/site-settings';
import { lazily } from '#platform/lazily';
import type { NamesWith } from '#domains/posts/model/field-catalogue';
import { postSearched, type PostFields } from '#domains/posts/model/post-fields';
import { languageOf } from '#domains/posts/model/post-address';

export interface PostFilters {
  status?: PostStatus;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  isFeatured?: boolean;
  language?: Language;
}

/** What the filters read of a post: its head (list-posts.ts) or its search row (shared/domains/search/search-index.ts). */
export interface FilteredPost {
  status: string;
  categoryId: number | null;
  authorId: number | null;
  tagIds: readonly number[];
  isFeatured: boolean;
  /** Absent on posts written before posts had a language: the site's default. */
  language?: Language;
}

/** Whether a post passes the filters; without a status filter, every status but trash does. */
export function withinFilters(post: FilteredPost, filters: PostFilters): boolean {
  if (filters.status !== undefined ? post.status !== filters.status : post.status === 'trash') return false;
  if (filters.categoryId !== undefined && post.categoryId !== filters.categoryId) return false;
  if (filters.authorId !== undefined && post.authorId !== filters.authorId) return false;
  if (filters.tagId !== undefined && !post.tagIds.includes(filters.tagId)) return false;
  if (filters.isFeatured !== undefined && post.isFeatured !== filters.isFeatured) return false;
  if (filters.language !== undefined && languageOf(post) !== filters.language) return false;
  return true;
}

/** The fields the search index holds (post-fields.ts, `searched`): a `like` on them is a text search, and a bare term looks in them. */
export type TextField = NamesWith<PostFields, 'searched'>;
export const textFields = lazily(() => postSearched().map((field) => field.name as TextField));
export const isTextField = (field: string): field is TextField => (textFields() as readonly string[]).includes(field);
/** `title and excerpt`: how messages and the document name them. */
export const textFieldsInWords = (): string => {
  const names = textFields();
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/** Fields `search` can name that the list keys and pointers answer. */
const KEYED_SEARCH_FIELDS = ['slug', 'id', 'status', 'category_id', 'author_id'] as const;
export type SearchField = TextField | (typeof KEYED_SEARCH_FIELDS)[number];
/** What `search` can name: the indexed texts, then fields answered from the list keys and pointers. */
export const searchFields = lazily((): readonly SearchField[] => [...textFields(), ...KEYED_SEARCH_FIELDS]);
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
