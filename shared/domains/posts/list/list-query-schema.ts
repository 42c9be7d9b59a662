/**
 * The posts query language (shared/domains/posts/list/list-query.ts) declared as the routes' zod query schemas:
 * each parameter is typed here (integers, enums, lists), so the OpenAPI document shows what the
 * parser reads, and the endpoint pipeline refuses any parameter not named here. The object's one
 * check runs the language's own parser over what the fields let through, so every offending
 * parameter is still reported at once, with the parser's messages.
 */
import * as z from 'zod/mini';
import { InvalidParameters } from '#platform/errors';
import { PageQuery } from '#platform/http/pagination';
import { asParameter, described } from '#platform/described';
import { array, checkAlways, documentedAs, expected, optional, parserOf, strictObject, string, union, type InputParser } from '#platform/http/input-checks';
import { POST_STATUSES } from '#domains/posts/model/post';
import { LANGUAGES } from '#platform/site/site-settings';
import { parseItemQuery, parseListQuery, withLanguageFilter, type ListQueryOptions, type RawQuery, type ShapeOptions } from './list-query';
import { SORT_FIELDS } from './posts-list-repository';
import { searchFields, textFieldsInWords } from './list-criteria';

const text = (description: string) => described(z.optional(z.string()), description);
/** `name=a,b`, or repeated (`name[]=a&name[]=b`): one schema for every such parameter (each built costs init CPU). */
const NAME_LIST = /* @__PURE__ */ (() => z.union([z.string(), z.array(z.string())]))();
const names = (description: string) => described(z.optional(NAME_LIST), description);
const direction = (name: string) =>
  described(z.optional(z.enum(['asc', 'desc'], { error: `${name} must be asc or desc.` })), 'asc or desc (default: desc for id and dates, asc for title and status)');

function selectionShape(options: ShapeOptions) {
  return {
    includes: names(`relations to add: ${options.includes.join(', ')}`),
    with: names('synonym of includes'),
    ...(options.counts.length > 0 ? { withCount: names(`counts to add: ${options.counts.join(', ')}`) } : {}),
    field_sets: text(`URL-encoded JSON: the only keys each item keeps, e.g. {"${options.fieldSetKey}":"id,title,slug"}`),
    excludes: names('comma-separated keys each item drops'),
  };
}

/**
 * The posts query language's parameters, each stated once in the OpenAPI document
 * (`components.parameters`) and referred to by every posts list: `Posts…` where both audiences read the
 * same rule, `AdminPosts…`/`ClientPosts…` where the admin list reads more (status, its relations).
 */
function listShape(options: ListQueryOptions, selection: boolean, language: boolean) {
  const admin = options.audience === 'admin';
  const audience = admin ? 'Admin' : 'Client';
  const filterable = ['category_id', 'author_id', 'tag_id', 'is_featured', `language (${LANGUAGES.join(', ')})`, ...(admin ? ['status'] : [])];
  const searchable = [...searchFields().filter((field) => field !== 'status'), ...(admin ? ['status'] : [])];
  const selected = selection ? selectionShape(options) : undefined;
  return {
    ...PageQuery.def.shape,
    sort: asParameter(text(`${SORT_FIELDS.join(', ')}; or field:asc|desc`), 'PostsSort'),
    orderBy: asParameter(text('synonym of sort'), 'PostsOrderBy'),
    order: asParameter(direction('order'), 'PostsOrder'),
    sortedBy: asParameter(direction('sortedBy'), 'PostsSortedBy'),
    search: asParameter(
      text(
        `a term, or field:value;field:value (${searchable.join(', ')}); ${textFieldsInWords()} like: a substring, case, Persian letter forms and ZWNJ ignored, ` +
          (admin ? '' : 'a word of at least 3 letters; ') +
          'a new post is found within seconds of its write',
      ),
      `${audience}PostsSearch`,
    ),
    searchFields: asParameter(text('field:like or field:= per field, separated by ;'), 'PostsSearchFields'),
    searchJoin: asParameter(
      described(z.optional(z.enum(['and', 'or'], { error: 'searchJoin must be and or or.' })), 'and or or (default or)'),
      'PostsSearchJoin',
    ),
    filter: asParameter(
      names(`filter[]=field:value: ${filterable.join(', ')}${admin ? ` (status: ${POST_STATUSES.join(', ')})` : ''}`),
      `${audience}PostsFilter`,
    ),
    ...(selected
      ? {
          includes: asParameter(selected.includes, `${audience}PostsIncludes`),
          with: asParameter(selected.with, 'PostsWith'),
          ...(selected.withCount ? { withCount: asParameter(selected.withCount, `${audience}PostsWithCount`) } : {}),
          field_sets: asParameter(selected.field_sets, 'PostsFieldSets'),
          excludes: asParameter(selected.excludes, 'PostsExcludes'),
        }
      : {}),
    ...(language
      ? {
          language: asParameter(
            described(
              z.optional(z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}.` })),
              `only the posts of this language (as filter[]=language:…)`,
            ),
            'PostsLanguage',
          ),
        }
      : {}),
    cursor: asParameter(text('opaque: carried by links.next'), 'PostsCursor'),
  };
}

/**
 * Adds the language parser's findings to the object's issues, for the parameters whose field schema
 * let them through (a parameter is reported once). Runs even when fields failed (`when`).
 */
function languageCheck(parse: (raw: RawQuery) => unknown) {
  const check = z.check<Record<string, unknown>>((payload) =>
    reportLanguageProblems(parse, payload.value, payload.issues, (path, message) => payload.issues.push({ code: 'custom', path, message, input: payload.value })),
  );
  check._zod.def.when = () => true;
  return check;
}

/** What `languageCheck` adds, for it and for the item query built without zod. */
function reportLanguageProblems(
  parse: (raw: RawQuery) => unknown,
  value: unknown,
  issues: readonly { path?: readonly PropertyKey[] }[],
  add: (path: PropertyKey[], message: string) => void,
): void {
  const failed = new Set(issues.map((issue) => String(issue.path?.[0] ?? '')));
  const passed = Object.fromEntries(Object.entries(value ?? {}).filter(([name]) => !failed.has(name)));
  try {
    parse(rawOf(passed));
  } catch (error) {
    if (!(error instanceof InvalidParameters)) throw error;
    for (const [parameter, messages] of Object.entries(error.details)) {
      if (failed.has(parameter)) continue;
      for (const message of messages) add([parameter], message);
    }
  }
}

/** The query of a posts list: page, sort, search, filter, item selection (unless `selection: false`), `language` (when asked), cursor. */
export function postListQuery(options: ListQueryOptions, { selection = true, language = false }: { selection?: boolean; language?: boolean } = {}) {
  return z
    .strictObject(listShape(options, selection, language))
    .check(languageCheck((raw) => parseListQuery(language ? withLanguageFilter(raw) : raw, options)));
}

/** The query of a single-post answer (`includes`, `field_sets`...), with `extra` parameters of the route. */
export function postItemQuery<E extends z.core.$ZodLooseShape = Record<never, never>>(options: ShapeOptions, extra?: E) {
  return z
    .strictObject({ ...selectionShape(options), ...(extra ?? ({} as E)) })
    .check(languageCheck((raw) => parseItemQuery(raw, options)));
}

/**
 * `postItemQuery` without zod (input-checks.ts): what post get, create and update parse their query
 * with, as its twin, built from the same options, answers (the document's). A list of names arrives
 * as text or repeated; the language's parser words the rest.
 */
export function postItemQueryCheck(options: ShapeOptions): InputParser<Record<string, string | string[] | undefined>> {
  const text = () => optional(string(expected('string')));
  const names = () => optional(union(string(expected('string')), array(string(expected('string')), expected('array'))));
  const parser = parserOf(
    strictObject(
      {
        includes: names(),
        with: names(),
        ...(options.counts.length > 0 ? { withCount: names() } : {}),
        field_sets: text(),
        excludes: names(),
      },
      undefined,
      checkAlways((value, issues, add) => reportLanguageProblems((raw) => parseItemQuery(raw, options), value, issues, add)),
    ),
  );
  DOCS: documentedAs(parser, postItemQuery(options));
  return parser;
}

/** A parsed query back in the language's raw form (numbers as the text they were sent as). */
export function rawOf(query: Record<string, unknown>): RawQuery {
  const raw: RawQuery = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) raw[name] = typeof value === 'number' ? String(value) : (value as string | string[]);
  }
  return raw;
}
