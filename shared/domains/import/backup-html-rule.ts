/**
 * The HTML rule (html-rule.ts) on the items of a `cms export` file, as `cms import json` loads them:
 * the post item and the revisions of a post whose author lacks `cms.content.unfiltered_html` (in the
 * file's own users: it is loaded into an empty table) are written as the API would have stored them
 * for that author. A post the rule changes is a write: its `rev` and `version` move (the search
 * postings follow the new `rev`), its dates stay. Every other item, and every item the rule leaves
 * as it is, is written byte for byte as the file holds it.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Item } from '#platform/db/attributes';
import { keys, REVISION_SK_PREFIX } from '#platform/db/keys';
import { isPacked, packJson, unpackJson } from '#platform/db/packed-json';
import { plainPostItem, postItem, replacedAttributes, toPost } from '#domains/posts/model/post-items';
import { attributesUnderHtmlRule, rolesKeepHtml, type RuledField } from './html-rule';

type RawItem = Record<string, AttributeValue>;

const POST_PREFIX = keys.postPartition(0).replace(/\d+$/, '');
const USER_SK = keys.user(0).sk;
const USER_PREFIX = keys.user(0).pk.replace(/\d+$/, '');

const partition = (raw: RawItem): string => raw.pk?.S ?? '';
const sortKey = (raw: RawItem): string => raw.sk?.S ?? '';

/** A user item whose roles keep their HTML: its id; anything else: undefined. */
export function userKeepingHtml(raw: RawItem): number | undefined {
  if (sortKey(raw) !== USER_SK || !partition(raw).startsWith(USER_PREFIX)) return undefined;
  const user = unmarshall(raw) as Item;
  const roles = user.roles instanceof Set ? [...(user.roles as Set<string>)] : Array.isArray(user.roles) ? (user.roles as string[]) : [];
  return typeof user.id === 'number' && rolesKeepHtml(roles) ? user.id : undefined;
}

export interface RuledItem {
  /** The item to write: the one given when the rule changed nothing. */
  raw: RawItem;
  /** What the rule changed (empty: nothing). */
  changed: RuledField[];
  kind?: 'post' | 'revision';
  /** A changed post item, before and after, plain: its search postings are written again from these. */
  post?: { before: Item; after: Item };
}

const MARSHALL = { removeUndefinedValues: true } as const;
const authorKeeps = (authorId: unknown, keepers: ReadonlySet<number>) => typeof authorId === 'number' && keepers.has(authorId);

/** `raw` under the HTML rule, for a file whose users holding unfiltered_html are `keepers`. */
export function backupItemUnderHtmlRule(raw: RawItem, keepers: ReadonlySet<number>): RuledItem {
  if (!partition(raw).startsWith(POST_PREFIX)) return { raw, changed: [] };
  const sk = sortKey(raw);
  if (sk === keys.post(0).sk) return postUnderRule(raw, keepers);
  if (sk.startsWith(REVISION_SK_PREFIX)) return revisionUnderRule(raw, keepers);
  return { raw, changed: [] };
}

function postUnderRule(raw: RawItem, keepers: ReadonlySet<number>): RuledItem {
  const before = unmarshall(raw) as Item;
  if (authorKeeps(before.author_id, keepers)) return { raw, changed: [] };
  const plain = plainPostItem(before);
  const ruled = attributesUnderHtmlRule(plain);
  if (ruled.attributes === plain) return { raw, changed: [] };
  const post = toPost({ ...ruled.attributes, rev: Number(plain.rev ?? 1) + 1, version: Number(plain.version ?? 1) + 1 });
  const after: Item = { ...before, ...postItem(post) };
  // An item of an older layout held its body as plain attributes: the packed one replaces them.
  for (const name of replacedAttributes()) delete after[name];
  return { raw: marshall(after, MARSHALL) as RawItem, changed: ruled.changed, kind: 'post', post: { before, after } };
}

function revisionUnderRule(raw: RawItem, keepers: ReadonlySet<number>): RuledItem {
  const item = unmarshall(raw) as Item;
  const packed = isPacked(item.state_br);
  const state = (packed ? unpackJson(item.state_br as Uint8Array) : item.state) as Item | undefined;
  if (!state || typeof state !== 'object' || authorKeeps(state.author_id, keepers)) return { raw, changed: [] };
  const ruled = attributesUnderHtmlRule(state);
  if (ruled.attributes === state) return { raw, changed: [] };
  const next: Item = { ...item, ...(packed ? { state_br: packJson(ruled.attributes) } : { state: ruled.attributes }), title: ruled.attributes.title };
  return { raw: marshall(next, MARSHALL) as RawItem, changed: ruled.changed, kind: 'revision' };
}
