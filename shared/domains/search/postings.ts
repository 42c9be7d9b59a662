/**
 * What the search index holds of a post, and the posting items that hold it. Every posting of a post
 * carries the post's list attributes (status, category, author, tags, featured flag, the sort values)
 * and the folded text of its field, so a query verifies a candidate and places it in the list's order
 * from the posting alone: no post is read that is not on the page.
 */
import { bool, num, numList, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { keys, titleSortKey, type SearchedField } from '#platform/db/keys';
import { postSearched } from '#domains/posts/model/post-fields';
import { foldText, trigrams } from './fold';

/** The post's list attributes every posting carries: enough to filter a candidate and place it in a list's order. */
interface ListedPost {
  id: number;
  status: string;
  categoryId: number | null;
  authorId: number | null;
  tagIds: number[];
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** `titleSortKey(title)`: the title order of the lists. */
  titleKey: string;
}

/** A post as the index sees it (from a stream image of the post item). */
export interface IndexedPost extends ListedPost {
  rev: number;
  /** Folded text per field. */
  text: Record<SearchedField, string>;
}

/** The fields the index holds and their posting codes: the post field catalogue's (`searched`, post-fields.ts). */
const SEARCHED = postSearched();
export const SEARCHED_FIELDS: readonly SearchedField[] = SEARCHED.map((field) => field.code);

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
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
    publishedAt: optStr(item, 'published_at'),
    titleKey: titleSortKey(title),
    text: Object.fromEntries(SEARCHED.map((field) => [field.code, foldText(optStr(item, field.name) ?? '')])) as Record<SearchedField, string>,
  };
}

/** The attributes every posting of a post carries (short names: they are stored once per trigram). */
function postingAttributes(post: IndexedPost, field: SearchedField): Item {
  return {
    rev: post.rev,
    s: post.status,
    v: post.text[field],
    ...(post.categoryId === null ? {} : { c: post.categoryId }),
    ...(post.authorId === null ? {} : { a: post.authorId }),
    ...(post.tagIds.length > 0 ? { g: post.tagIds } : {}),
    f: post.isFeatured,
    ca: post.createdAt,
    ua: post.updatedAt,
    ...(post.publishedAt === null ? {} : { pa: post.publishedAt }),
    ts: post.titleKey,
  };
}

/** Every posting item of a post, by its key (`pk` `sk`) joined with a newline. */
export function postingItems(post: IndexedPost): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const field of SEARCHED_FIELDS) {
    const attributes = postingAttributes(post, field);
    for (const gram of trigrams(post.text[field])) {
      const key = keys.searchPosting(field, gram, post.id);
      items.set(`${key.pk}\n${key.sk}`, { ...key, ...attributes });
    }
  }
  return items;
}

/** A posting read back: what a query needs to verify, filter and order a candidate. */
export interface Posting extends ListedPost {
  /** The folded text of the posting's field. */
  text: string;
}

export function toPosting(item: Item): Posting {
  return {
    id: Number(str(item, 'sk')),
    status: str(item, 's'),
    text: str(item, 'v'),
    categoryId: optNum(item, 'c'),
    authorId: optNum(item, 'a'),
    tagIds: numList(item, 'g'),
    isFeatured: bool(item, 'f'),
    createdAt: str(item, 'ca'),
    updatedAt: str(item, 'ua'),
    publishedAt: optStr(item, 'pa'),
    titleKey: str(item, 'ts'),
  };
}
