/**
 * The list query language of spec 4.5 for posts, for both audiences:
 *
 *   page, per_page (1..100, default 15) | skip, limit      which rows
 *   sort + order | orderBy + sortedBy (synonyms)           id, created_at, updated_at, published_at, title, status;
 *                                                          asc|desc (default: desc for id and dates, asc for title and status)
 *   search=term | search=field:value;field:value           searchFields=title:like;slug:=  searchJoin=and|or (default or)
 *   filter[]=field:value                                   status, category_id, author_id, tag_id, is_featured, language
 *   includes | with, withCount, field_sets, excludes       what each item carries
 *   cursor                                                 continues a `links.next` walk
 *
 * Every offending parameter is reported at once (400 `bad_request`, `details` per parameter).
 * The client audience lists published posts only: its status is fixed and cannot be filtered. Page
 * numbers reach any depth (a page of the site in id order starts at its page block: page-blocks.ts).
 */
import { InvalidParameters, type FieldMessages } from '#platform/errors';
import { PageQuery, pageWindow, type PageWindow } from '#platform/http/pagination';
import { fieldMessages } from '#platform/http/validation';
import { POST_STATUSES, type PostStatus } from '#domains/posts/model/post';
import { isLanguage, LANGUAGES } from '#platform/site/site-settings';
import {
  isTextField,
  searchFields,
  textFields,
  textFieldsInWords,
  type ListCriteria,
  type PostFilters,
  type PostSearch,
  type SearchCondition,
  type SearchField,
  type SearchOperator,
} from './list-criteria';
import { SORT_FIELDS, type SortField, type SortOrder } from './posts-list-repository';
import { MIN_WORD_CHARS, isIndexableTerm } from '#domains/search/fold';

export type RawQuery = Record<string, string | string[] | undefined>;

export interface ShapeOptions {
  /** Relations a caller may include (`includes`, `with`). */
  includes: readonly string[];
  /** Counts a caller may add (`withCount`). */
  counts: readonly string[];
  /** Every key an item can have: `field_sets` and `excludes` must name these (asked when a request names some). */
  fields(): readonly string[];
  /** The entity key of `field_sets`, e.g. `cms_posts`. */
  fieldSetKey: string;
}

export interface ListQueryOptions extends ShapeOptions {
  audience: 'admin' | 'client';
}

export interface ItemSelection {
  includes: Set<string>;
  counts: Set<string>;
  /** Keys an item keeps (`field_sets`), when restricted. */
  fieldSet?: Set<string>;
  excludes: Set<string>;
}

export interface ParsedListQuery extends ItemSelection {
  criteria: ListCriteria;
  window: PageWindow;
}

export const FILTER_FIELDS = ['status', 'category_id', 'author_id', 'tag_id', 'is_featured', 'language'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** Texts the index holds are matched `like`, everything else `=`, unless `searchFields` says otherwise. */
const defaultOperator = (field: SearchField): SearchOperator => (isTextField(field) ? 'like' : '=');
const NATURAL_ORDER: Readonly<Record<SortField, SortOrder>> = {
  id: 'desc',
  created_at: 'desc',
  updated_at: 'desc',
  published_at: 'desc',
  title: 'asc',
  status: 'asc',
};

class Problems {
  readonly details: FieldMessages = {};
  add(parameter: string, message: string): void {
    (this.details[parameter] ??= []).push(message);
  }
  merge(messages: FieldMessages): void {
    for (const [parameter, list] of Object.entries(messages)) for (const message of list) this.add(parameter, message);
  }
  throwIfAny(): void {
    if (Object.keys(this.details).length > 0) throw new InvalidParameters(this.details);
  }
}

/** A parameter that must be given once: a repeated one is an error, not a silent pick. */
function single(raw: RawQuery, name: string, problems: Problems): string | undefined {
  const value = raw[name];
  if (Array.isArray(value)) {
    problems.add(name, `${name} may be given only once.`);
    return undefined;
  }
  return value;
}

/** `a,b` or `a;b`, or repeated (`with[]=a&with[]=b`). */
function list(raw: RawQuery, name: string): string[] {
  const value = raw[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(/[,;]/)).map((entry) => entry.trim()).filter(Boolean);
}

const positiveInteger = (text: string): number | undefined => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined);
const isStatus = (text: string): text is PostStatus => (POST_STATUSES as readonly string[]).includes(text);

function parseSort(raw: RawQuery, problems: Problems): { sort: SortField; order: SortOrder } {
  const sortNames = ['sort', 'orderBy'] as const;
  const orderNames = ['order', 'sortedBy'] as const;
  let sort: SortField | undefined;
  let order: SortOrder | undefined;
  let sortFrom: string | undefined;
  let orderFrom: string | undefined;
  for (const name of sortNames) {
    let value = single(raw, name, problems)?.trim();
    if (value === undefined || value === '') continue;
    let inlineOrder: string | undefined;
    // The alternative form `sort=field:direction` (spec 4.4).
    if (value.includes(':')) [value, inlineOrder] = value.split(':', 2);
    if (!(SORT_FIELDS as readonly string[]).includes(value)) {
      problems.add(name, `Unknown sort field "${value}". Sortable: ${SORT_FIELDS.join(', ')}.`);
      continue;
    }
    if (sort !== undefined && sort !== value) problems.add(name, `${name} and ${sortFrom} name different fields: send one of them.`);
    sort = value as SortField;
    sortFrom = name;
    if (inlineOrder !== undefined) {
      const direction = inlineOrder.trim().toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') problems.add(name, 'The direction after ":" must be asc or desc.');
      else {
        order = direction;
        orderFrom = name;
      }
    }
  }
  for (const name of orderNames) {
    const value = single(raw, name, problems)?.trim().toLowerCase();
    if (value === undefined || value === '') continue;
    if (value !== 'asc' && value !== 'desc') {
      problems.add(name, `${name} must be asc or desc.`);
      continue;
    }
    if (order !== undefined && order !== value) problems.add(name, `${name} and ${orderFrom} disagree: send one of them.`);
    order = value;
    orderFrom = name;
  }
  const field = sort ?? 'id';
  return { sort: field, order: order ?? NATURAL_ORDER[field] };
}

function checkedValue(field: SearchField, value: string, parameter: string, problems: Problems): boolean {
  if ((field === 'id' || field === 'category_id' || field === 'author_id') && positiveInteger(value) === undefined) {
    problems.add(parameter, `The ${field} to search for must be a positive integer.`);
    return false;
  }
  if (field === 'status' && !isStatus(value)) {
    problems.add(parameter, `The status to search for must be one of: ${POST_STATUSES.join(', ')}.`);
    return false;
  }
  return true;
}

function parseSearch(raw: RawQuery, audience: 'admin' | 'client', problems: Problems): PostSearch | undefined {
  const searchable = searchFields().filter((field) => audience === 'admin' || field !== 'status');
  const isSearchable = (name: string): name is SearchField => (searchable as readonly string[]).includes(name);

  const operators = new Map<SearchField, SearchOperator>();
  const fieldsParam = single(raw, 'searchFields', problems);
  for (const entry of (fieldsParam ?? '').split(/[;,]/).map((e) => e.trim()).filter(Boolean)) {
    const [name, operator] = entry.split(':', 2).map((part) => part.trim());
    if (!isSearchable(name)) {
      problems.add('searchFields', `Unknown search field "${name}". Searchable: ${searchable.join(', ')}.`);
      continue;
    }
    if (operator !== undefined && operator !== 'like' && operator !== '=') {
      problems.add('searchFields', `The comparison of ${name} must be "like" or "=".`);
      continue;
    }
    operators.set(name, (operator as SearchOperator | undefined) ?? defaultOperator(name));
  }

  const joinParam = single(raw, 'searchJoin', problems)?.trim().toLowerCase();
  if (joinParam !== undefined && joinParam !== '' && joinParam !== 'and' && joinParam !== 'or') problems.add('searchJoin', 'searchJoin must be and or or.');
  const join = joinParam === 'and' ? 'and' : 'or';

  const text = single(raw, 'search', problems);
  if (text === undefined || text.trim() === '') return undefined;
  const conditions: SearchCondition[] = [];
  const operatorOf = (field: SearchField) => operators.get(field) ?? defaultOperator(field);
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const named = /^([A-Za-z_]+):([\s\S]*)$/.exec(part);
    if (named) {
      const [, name, rawValue] = named;
      const value = rawValue.trim();
      if (!isSearchable(name)) {
        problems.add('search', `Unknown search field "${name}". Searchable: ${searchable.join(', ')}.`);
      } else if (value === '') {
        problems.add('search', `The value to search ${name} for is empty.`);
      } else if (checkedValue(name, value, 'search', problems)) {
        conditions.push({ field: name, operator: operatorOf(name), value });
      }
      continue;
    }
    // A bare term looks in the fields `searchFields` names, or in the texts the index holds (title, excerpt).
    const fields = operators.size > 0 ? [...operators.keys()] : textFields();
    for (const field of fields) {
      if (checkedValue(field, part, 'search', problems)) conditions.push({ field, operator: operatorOf(field), value: part });
    }
  }
  // Client searches are answered from the search index only, which looks a term up by a word of at
  // least three characters; an admin's other terms filter the list instead (docs/data-model.md, "Search").
  if (audience === 'client' && conditions.some((c) => isTextField(c.field) && c.operator === 'like' && !isIndexableTerm(c.value))) {
    problems.add('search', `Search terms on ${textFieldsInWords()} need a word of at least ${MIN_WORD_CHARS} letters.`);
  }
  return conditions.length > 0 ? { conditions, join } : undefined;
}

function parseFilters(raw: RawQuery, audience: 'admin' | 'client', problems: Problems): PostFilters {
  const allowed = FILTER_FIELDS.filter((field) => audience === 'admin' || field !== 'status');
  const filters: PostFilters = {};
  const seen = new Set<string>();
  for (const entry of list(raw, 'filter')) {
    const colon = entry.indexOf(':');
    const name = colon < 0 ? entry : entry.slice(0, colon).trim();
    const value = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (!(allowed as readonly string[]).includes(name)) {
      problems.add('filter', `Unknown filter field "${name}". Filterable: ${allowed.join(', ')}.`);
      continue;
    }
    if (colon < 0 || value === '') {
      problems.add('filter', `The filter on ${name} needs a value: ${name}:value.`);
      continue;
    }
    if (seen.has(name)) {
      problems.add('filter', `${name} is filtered more than once.`);
      continue;
    }
    seen.add(name);
    switch (name as FilterField) {
      case 'status':
        if (isStatus(value)) filters.status = value;
        else problems.add('filter', `The status filter must be one of: ${POST_STATUSES.join(', ')}.`);
        break;
      case 'is_featured':
        if (['true', '1'].includes(value)) filters.isFeatured = true;
        else if (['false', '0'].includes(value)) filters.isFeatured = false;
        else problems.add('filter', 'The is_featured filter must be true or false.');
        break;
      case 'language':
        if (isLanguage(value)) filters.language = value;
        else problems.add('filter', `The language filter must be one of: ${LANGUAGES.join(', ')}.`);
        break;
      default: {
        const id = positiveInteger(value);
        if (id === undefined) problems.add('filter', `The ${name} filter must be a positive integer.`);
        else if (name === 'category_id') filters.categoryId = id;
        else if (name === 'author_id') filters.authorId = id;
        else filters.tagId = id;
      }
    }
  }
  return filters;
}

function parseNames(raw: RawQuery, parameter: string, allowed: readonly string[], problems: Problems): string[] {
  const names = list(raw, parameter);
  for (const name of names) if (!allowed.includes(name)) problems.add(parameter, `Unknown value "${name}". Allowed: ${allowed.join(', ') || 'none'}.`);
  return names.filter((name) => allowed.includes(name));
}

function parseFieldSets(raw: RawQuery, options: ShapeOptions, problems: Problems): Set<string> | undefined {
  const text = single(raw, 'field_sets', problems);
  if (text === undefined || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.add('field_sets', `field_sets must be a URL-encoded JSON object, e.g. {"${options.fieldSetKey}":"id,title,slug"}.`);
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.add('field_sets', `field_sets must be a JSON object, e.g. {"${options.fieldSetKey}":"id,title,slug"}.`);
    return undefined;
  }
  let selected: Set<string> | undefined;
  for (const [entity, value] of Object.entries(parsed)) {
    if (entity !== options.fieldSetKey) {
      problems.add('field_sets', `Unknown entity "${entity}". Use ${options.fieldSetKey}.`);
      continue;
    }
    const names = typeof value === 'string' ? value.split(',') : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
    if (!names) {
      problems.add('field_sets', `The fields of ${entity} must be a comma-separated string.`);
      continue;
    }
    const fields = names.map((name: string) => name.trim()).filter(Boolean);
    const unknown = fields.filter((name: string) => !options.fields().includes(name));
    if (unknown.length > 0) problems.add('field_sets', `Unknown fields of ${entity}: ${unknown.join(', ')}.`);
    else if (fields.length === 0) problems.add('field_sets', `The fields of ${entity} are empty.`);
    else selected = new Set(fields);
  }
  return selected;
}

function parseSelection(raw: RawQuery, options: ShapeOptions, problems: Problems): ItemSelection {
  const includes = new Set([...parseNames(raw, 'includes', options.includes, problems), ...parseNames(raw, 'with', options.includes, problems)]);
  const counts = new Set(parseNames(raw, 'withCount', options.counts, problems));
  const excludes = new Set(parseNames(raw, 'excludes', options.fields(), problems));
  const fieldSet = parseFieldSets(raw, options, problems);
  return { includes, counts, excludes, ...(fieldSet ? { fieldSet } : {}) };
}

/** `includes`/`with`, `withCount`, `field_sets`, `excludes` of a single-item read. */
export function parseItemQuery(raw: RawQuery, options: ShapeOptions): ItemSelection {
  const problems = new Problems();
  const selection = parseSelection(raw, options, problems);
  problems.throwIfAny();
  return selection;
}

/** The alternative form's `language=fa` as the language's own filter (filter[]=language:fa), which then judges it. */
export function withLanguageFilter(raw: RawQuery): RawQuery {
  const { language, ...rest } = raw;
  if (language === undefined) return raw;
  const filters = rest.filter === undefined ? [] : Array.isArray(rest.filter) ? rest.filter : [rest.filter];
  return { ...rest, filter: [...filters, ...(Array.isArray(language) ? language : [language]).map((value) => `language:${value}`)] };
}

export function parseListQuery(raw: RawQuery, options: ListQueryOptions): ParsedListQuery {
  const problems = new Problems();
  const paging = PageQuery.safeParse({ page: raw.page, per_page: raw.per_page, skip: raw.skip, limit: raw.limit });
  if (!paging.success) problems.merge(fieldMessages(paging.error, 'query').messages);
  const { sort, order } = parseSort(raw, problems);
  const search = parseSearch(raw, options.audience, problems);
  const filters = parseFilters(raw, options.audience, problems);
  const selection = parseSelection(raw, options, problems);
  const cursor = single(raw, 'cursor', problems);
  problems.throwIfAny();

  const window = pageWindow(paging.data!);
  return {
    ...selection,
    window,
    criteria: {
      filters: options.audience === 'client' ? { ...filters, status: 'published' } : filters,
      ...(search ? { search } : {}),
      sort,
      order,
      offset: window.offset,
      perPage: window.perPage,
      ...(cursor ? { cursor } : {}),
    },
  };
}

/** An item reduced to the `field_sets` keys (relations and counts asked for stay), minus `excludes`. */
export function selectFields<T extends Record<string, unknown>>(item: T, selection: ItemSelection, kept: readonly string[] = []): Partial<T> {
  const keep = selection.fieldSet ? new Set([...selection.fieldSet, ...kept]) : undefined;
  return Object.fromEntries(Object.entries(item).filter(([key]) => (!keep || keep.has(key)) && !selection.excludes.has(key))) as Partial<T>;
}
