/**
 * What a post list is asked for and what it answers (list-posts.ts serves it, search-list.ts answers
 * its title and excerpt searches, list-query.ts builds it from a request's parameters).
 */
import type { QueryStats, SortField, SortOrder } from './posts-list-repository';
import type { Post, PostStatus } from '#domains/posts/model/post';
import { lazily, type NamesWith } from '#domains/posts/model/field-catalogue';
import { postSearched, type PostFields } from '#domains/posts/model/post-fields';

export interface PostFilters {
  status?: PostStatus;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  isFeatured?: boolean;
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
