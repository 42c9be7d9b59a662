/**
 * What the search index holds of a post, and the items that hold it (docs/data-model.md, "Search"):
 *  - its search row (`TGS#<id>`): the rev the index was written for, the folded title and excerpt,
 *    and the post's list attributes (status, category, author, tags, featured flag, the sort values).
 *    A query verifies and orders a candidate from it; the stream consumer computes what to write
 *    against it (what the index holds, whatever records it saw). One item, rewritten by every change;
 *  - one word posting per distinct word of each field (`TW#…`): the post id and the rev, nothing that
 *    an edit of another word, a status change or a new `updated_at` would rewrite;
 *  - the field's vocabulary (`TV#…`): the suffixes of every word the field has held, once per site.
 */
import { bool, num, numList, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { keys, titleSortKey, type SearchedField } from '#platform/db/keys';
import { postSearched } from '#domains/posts/model/post-fields';
import { foldText } from './fold';
import type { Language } from '#platform/site/site-settings';
import { shardOf, suffixKeysOf, wordKey, wordsOf } from './words';

/** The post's list attributes the row carries: enough to filter a candidate and place it in a list's order. */
export interface ListedPost {
  id: number;
  status: string;
  categoryId: number | null;
  authorId: number | null;
  tagIds: number[];
  isFeatured: boolean;
  /** As stored: absent on posts written before posts had a language (the lists read it as DEFAULT_LANGUAGE). */
  language?: Language;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** `titleSortKey(title)`: the title order of the lists. */
  titleKey: string;
}

/** A post as the index sees it (from a post item, a stream image of one, or its search row). */
export interface IndexedPost extends ListedPost {
  rev: number;
  /** Folded text per field. */
  text: Record<SearchedField, string>;
}

/** The fields the index holds and their posting codes: the post field catalogue's (`searched`, post-fields.ts). */
const SEARCHED = postSearched();
export const SEARCHED_FIELDS: readonly SearchedField[] = SEARCHED.map((field) => field.code);

/** Rows of this scheme carry `x`; a row without it was written by layout 11 (trigram postings) and holds nothing of this scheme. */
export const ROW_SCHEME = 2;

export function indexedPost(item: Item): IndexedPost {
  const title = str(item, 'title');
  return {
    id: num(item, 'id'),
    rev: num(item, 'rev', 1),
    status: str(item, 'status'),
    categoryId: optNum(item, 'category_id'),
    authorId: optNum(item, 'author_id'),
    tagIds: numList(item, 'tag_ids'),
    isFeatured: bool(item, 'is_featured'),
    ...languageField(optStr(item, 'language')),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
    publishedAt: optStr(item, 'published_at'),
    titleKey: titleSortKey(title),
    text: Object.fromEntries(SEARCHED.map((field) => [field.code, foldText(optStr(item, field.name) ?? '')])) as Record<SearchedField, string>,
  };
}

const languageField = (value: string | null | undefined): { language?: Language } => (value ? { language: value as Language } : {});

/** The search row of a post (short attribute names: it is read once per candidate). */
export function searchRow(post: IndexedPost): Item {
  return {
    ...keys.searchState(post.id),
    rev: post.rev,
    x: ROW_SCHEME,
    ...Object.fromEntries(SEARCHED_FIELDS.map((code) => [code, post.text[code]])),
    s: post.status,
    ...(post.categoryId === null ? {} : { c: post.categoryId }),
    ...(post.authorId === null ? {} : { a: post.authorId }),
    ...(post.tagIds.length > 0 ? { g: post.tagIds } : {}),
    f: post.isFeatured,
    ...(post.language === undefined ? {} : { l: post.language }),
    ca: post.createdAt,
    ua: post.updatedAt,
    ...(post.publishedAt === null ? {} : { pa: post.publishedAt }),
    ts: post.titleKey,
  };
}

const ROW_PK_PREFIX = keys.searchState(0).pk.slice(0, -1);

/** What a row says the index holds, or undefined for a deleted post's row or a row of layout 11. */
export function fromRow(item: Item): IndexedPost | undefined {
  if (item.x !== ROW_SCHEME || item.deleted === true) return undefined;
  return {
    id: Number(String(item.pk).slice(ROW_PK_PREFIX.length)),
    rev: num(item, 'rev'),
    status: str(item, 's'),
    categoryId: optNum(item, 'c'),
    authorId: optNum(item, 'a'),
    tagIds: numList(item, 'g'),
    isFeatured: bool(item, 'f'),
    ...languageField(optStr(item, 'l')),
    createdAt: str(item, 'ca'),
    updatedAt: str(item, 'ua'),
    publishedAt: optStr(item, 'pa'),
    titleKey: str(item, 'ts'),
    text: Object.fromEntries(SEARCHED_FIELDS.map((code) => [code, optStr(item, code) ?? ''])) as Record<SearchedField, string>,
  };
}

/** Two states of a post whose rows would say the same (the rev aside). */
export function sameRow(a: IndexedPost, b: IndexedPost): boolean {
  const { rev: _a, ...restA } = searchRow(a);
  const { rev: _b, ...restB } = searchRow(b);
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/** A word of one field, full length (its suffixes come from all of it). */
export interface FieldWord {
  field: SearchedField;
  word: string;
}

/** The indexed words of a post, per field, as `field word` keys. */
export function fieldWords(post: IndexedPost | undefined, fields: readonly SearchedField[] = SEARCHED_FIELDS): Map<string, FieldWord> {
  const words = new Map<string, FieldWord>();
  if (!post) return words;
  for (const field of fields) for (const word of wordsOf(post.text[field])) words.set(`${field} ${wordKey(word)}`, { field, word });
  return words;
}

/** The posting of one word of one post. */
export function wordPosting({ field, word }: FieldWord, postId: number, rev: number): Item {
  const key = wordKey(word);
  return { ...keys.searchWord(field, shardOf(key), key, postId), rev };
}

/** The vocabulary items of one word, the whole word's own last (its presence means the rest are written). */
export function vocabularyItems({ field, word }: FieldWord): Item[] {
  const key = wordKey(word);
  return suffixKeysOf(word).map((suffix) => keys.searchVocabulary(field, shardOf(suffix), suffix, key));
}

/** The vocabulary item whose presence says a word's vocabulary is written: the whole word's own. */
export function vocabularyMarker({ field, word }: FieldWord) {
  const key = wordKey(word);
  return keys.searchVocabulary(field, shardOf(key), key, key);
}
