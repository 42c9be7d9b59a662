/**
 * What `includes`, `field_sets` and `excludes` may name on the client post routes; parsing and field
 * selection are the posts list query language's (`shared/domains/posts/list/list-query.ts`).
 */
import type { ShapeOptions } from '#domains/posts/list/list-query';
import { lazily } from '#platform/lazily';
import { clientFieldKeys, type ClientInclude } from './client-post';

const RELATIONS: readonly string[] = ['author', 'mainCategory', 'category', 'tags'] satisfies ClientInclude[];

/**
 * A client post's own fields (spec 2.4, in its order, then the keys of fields added after v3): what
 * `field_sets.cms_posts` and `excludes` can name. Written out rather than read from
 * `ClientPostItemSchema`, so that Lambda bundles carry no response schema (they document the API;
 * test/unit/client/shaping.test.ts holds the two together).
 */
export const clientPostFields = lazily((): readonly string[] => [
  'id',
  'slug',
  'wp_slug',
  'type',
  'creator_id',
  'author_id',
  'title',
  'content',
  'thumbnail',
  'vocabulary_fa',
  'vocabulary_en',
  'seo',
  'meta',
  'properties',
  'status',
  'note',
  'deadline',
  'cache',
  'created_at',
  'published_at',
  'author',
  'icon',
  'views',
  ...clientFieldKeys().map((key) => key.name),
  'language',
  'translations',
]);

/** Spec 4.3: the list includes `mainCategory`, `author`, `tags`. */
export const CLIENT_LIST_SHAPE: ShapeOptions = {
  includes: ['mainCategory', 'author', 'tags'] satisfies ClientInclude[],
  counts: [],
  fields: clientPostFields,
  fieldSetKey: 'cms_posts',
};

/** Spec 4.3: the single post includes `author`, `category`, `tags` (and `mainCategory`, as in the list). */
export const CLIENT_GET_SHAPE: ShapeOptions = {
  ...CLIENT_LIST_SHAPE,
  includes: ['author', 'category', 'tags', 'mainCategory'] satisfies ClientInclude[],
};

export const asIncludes = (names: ReadonlySet<string>): Set<ClientInclude> =>
  new Set([...names].filter((name): name is ClientInclude => RELATIONS.includes(name)));
