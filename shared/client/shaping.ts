/**
 * What `includes`, `field_sets` and `excludes` may name on the client post routes; parsing and field
 * selection are the posts list query language's (`shared/posts/list-query.ts`).
 */
import type { ShapeOptions } from '../posts/list-query';
import { ClientPostItemSchema } from './schemas';
import type { ClientInclude } from './client-post';

const RELATIONS: readonly string[] = ['author', 'mainCategory', 'category', 'tags'] satisfies ClientInclude[];

/** A client post's own fields: what `field_sets.cms_posts` and `excludes` can name. */
export const CLIENT_POST_FIELDS: readonly string[] = Object.keys(ClientPostItemSchema.shape).filter((field) => !RELATIONS.includes(field));

/** Spec 4.3: the list includes `mainCategory`, `author`, `tags`. */
export const CLIENT_LIST_SHAPE: ShapeOptions = {
  includes: ['mainCategory', 'author', 'tags'] satisfies ClientInclude[],
  counts: [],
  fields: CLIENT_POST_FIELDS,
  fieldSetKey: 'cms_posts',
};

/** Spec 4.3: the single post includes `author`, `category`, `tags` (and `mainCategory`, as in the list). */
export const CLIENT_GET_SHAPE: ShapeOptions = { ...CLIENT_LIST_SHAPE, includes: ['author', 'category', 'tags', 'mainCategory'] satisfies ClientInclude[] };

export const asIncludes = (names: ReadonlySet<string>): Set<ClientInclude> =>
  new Set([...names].filter((name): name is ClientInclude => RELATIONS.includes(name)));
