/**
 * Translation groups (docs/data-model.md, "Translations"): posts that are one text in several
 * languages. A group is one small item, `TRG#<group>`/`GROUP`, with an attribute per language
 * (`m_fa`, `m_en`) holding that language's member `{id, slug, status, type}`; each member's post item
 * names the group (`translation_group`). Every post write that moves a member's slug, status, type or language,
 * or takes it in or out, writes its attribute in the post's own transaction (`translationWrites`),
 * conditioned so that a language has one member: the group item is where two posts of one language
 * meet, and one of them loses.
 *
 * A read shows a post's translations from its group item: one more read for a post, one BatchGetItem
 * for a page of posts (a key per distinct group on the page; none when no post of the page has one).
 */
import { randomUUID } from 'node:crypto';
import { tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import type { TransactItem } from '#platform/db/transactions';
import { LANGUAGES, type Language } from '#platform/site/site-settings';
import { isPostStatus, isPostType, type Post, type PostStatus, type PostType } from '#domains/posts/model/post';
import { languageOf } from '#domains/posts/model/post-address';

/** A member as its group item holds it: what a translation shows and its public address needs. */
export interface GroupMember {
  id: number;
  slug: string;
  status: PostStatus;
  type: PostType;
}

/** A group as read: its members by language. */
export interface TranslationGroup {
  id: string;
  members: Partial<Record<Language, GroupMember>>;
}

/** A translation as the admin and client posts show it. */
export interface Translation {
  id: number;
  language: Language;
  slug: string;
}

/** The group item's attribute of a language. */
export const memberAttribute = (language: Language): string => `m_${language}`;

export const newGroupId = (): string => randomUUID();

const memberOf = (post: Pick<Post, 'id' | 'slug' | 'status' | 'type'>): GroupMember => ({ id: post.id, slug: post.slug, status: post.status, type: post.type });

export function toTranslationGroup(item: Item): TranslationGroup {
  const members: TranslationGroup['members'] = {};
  for (const language of LANGUAGES) {
    const member = item[memberAttribute(language)] as Item | undefined;
    if (member && typeof member.id === 'number' && isPostStatus(member.status)) {
      members[language] = { id: member.id, slug: String(member.slug), status: member.status, type: isPostType(member.type) ? member.type : 'post' };
    }
  }
  return { id: String(item.pk).slice('TRG#'.length), members };
}

/** The groups of these posts, by group id: one BatchGetItem of the distinct groups (none without any). */
export async function findTranslationGroups(posts: readonly Pick<Post, 'translationGroup'>[], consistent = false): Promise<Map<string, TranslationGroup>> {
  const ids = [...new Set(posts.flatMap((post) => (post.translationGroup ? [post.translationGroup] : [])))];
  if (ids.length === 0) return new Map();
  const items = await batchGetItems(ids.map((id) => keys.translationGroup(id)), { consistent, what: 'translation groups' });
  return new Map(items.map(toTranslationGroup).map((group) => [group.id, group]));
}

/** The published members of the post's group, the post included, in language order: its language versions on the site (none when it has no published translation). */
export function publishedVersionsOf(post: Pick<Post, 'id' | 'translationGroup'>, groups: ReadonlyMap<string, TranslationGroup>): (GroupMember & { language: Language })[] {
  const group = post.translationGroup ? groups.get(post.translationGroup) : undefined;
  if (!group) return [];
  const versions = LANGUAGES.flatMap((language) => {
    const member = group.members[language];
    return member && member.status === 'published' ? [{ ...member, language }] : [];
  });
  return versions.length > 1 ? versions : [];
}

/** The post's translations: the other members of its group (`publishedOnly`: the published ones), in language order. */
export function translationsOf(post: Pick<Post, 'id' | 'translationGroup'>, groups: ReadonlyMap<string, TranslationGroup>, publishedOnly = false): Translation[] {
  const group = post.translationGroup ? groups.get(post.translationGroup) : undefined;
  if (!group) return [];
  return LANGUAGES.flatMap((language) => {
    const member = group.members[language];
    if (!member || member.id === post.id || (publishedOnly && member.status !== 'published')) return [];
    return [{ id: member.id, language, slug: member.slug }];
  });
}

/**
 * The post a write joins the group of (`translation_of`), as the use case read it. In no group yet,
 * the join makes the group: it writes the partner's member too and names the group on the partner's
 * item, conditioned on the revision read, which it raises (so the partner's own writes read again).
 * In a group, the join's condition holds the partner still there.
 */
export interface GroupJoin {
  partner: Post;
}

/** The write's translation items; a failed condition among them means the group moved since it was read: read again. */
export interface TranslationItems {
  items: TransactItem[];
}

function update(group: string, expression: string, condition: string | undefined, names: Record<string, string>, values: Item): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.translationGroup(group),
      UpdateExpression: expression,
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/**
 * What a post write does to translation groups, from the post as read (`before`) and as written
 * (`after`): leave the old group (trash, delete, `translation_of: null`, another group), join the new
 * one (its language's attribute must be free), move to another language attribute of the same group
 * (it must be free), or carry a new slug or status to its own attribute. Nothing when none of these
 * change (a title or content edit writes no group item).
 */
export function translationWrites(before: Post | null, after: Post | null, join?: GroupJoin): TranslationItems {
  const items: TransactItem[] = [];
  const was = before?.translationGroup ?? null;
  const is = after?.translationGroup ?? null;
  const wasLanguage = before ? languageOf(before) : undefined;
  const isLanguage = after ? languageOf(after) : undefined;
  if (was !== null && was !== is) {
    // Its own attribute only: another member's is never removed (a missing one is no reason to fail).
    items.push(update(was, 'REMOVE #m', 'attribute_not_exists(#m) OR #m.id = :id', { '#m': memberAttribute(wasLanguage!) }, { ':id': before!.id }));
  }
  if (is === null || !after) return { items };
  const member = memberOf(after);
  if (is !== was) {
    if (!join) throw new Error(`post ${after.id} joins group ${is} without the partner it joins`);
    const partner = join.partner;
    const partnerAttribute = memberAttribute(languageOf(partner));
    if (!partner.translationGroup) {
      items.push(
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.translationGroup(is), entity: 'translation_group', [partnerAttribute]: memberOf(partner), [memberAttribute(isLanguage!)]: member },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.post(partner.id),
            UpdateExpression: 'SET translation_group = :group, #rev = :next',
            ConditionExpression: '#rev = :rev AND attribute_exists(pk)',
            ExpressionAttributeNames: { '#rev': 'rev' },
            ExpressionAttributeValues: { ':group': is, ':rev': partner.rev, ':next': partner.rev + 1 },
          },
        },
      );
      return { items };
    }
    // The language must be free, and the partner still a member, when this commits.
    items.push(
      update(
        is,
        'SET #m = :member',
        'attribute_not_exists(#m) AND #p.id = :partner',
        { '#m': memberAttribute(isLanguage!), '#p': partnerAttribute },
        { ':member': member, ':partner': partner.id },
      ),
    );
    return { items };
  }
  if (wasLanguage !== isLanguage) {
    items.push(
      update(
        is,
        'SET #new = :member REMOVE #old',
        'attribute_not_exists(#new) AND #old.id = :id',
        { '#new': memberAttribute(isLanguage!), '#old': memberAttribute(wasLanguage!) },
        { ':member': member, ':id': after.id },
      ),
    );
    return { items };
  }
  const old = memberOf(before!);
  if (old.slug !== member.slug || old.status !== member.status || old.type !== member.type) {
    items.push(update(is, 'SET #m = :member', '#m.id = :id', { '#m': memberAttribute(isLanguage!) }, { ':member': member, ':id': after.id }));
  }
  return { items };
}
