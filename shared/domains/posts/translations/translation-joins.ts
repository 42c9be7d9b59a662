/**
 * What a create or update asks of translation groups, judged against the table as read now: the
 * group a `translation_of` joins (or the post's own, kept), and whether a language is free. The
 * write's conditions (translation-groups.ts) hold the judgement until it commits; a write that loses
 * a race reads again and is judged again, so the loser of two posts of one language gets the 422.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Language } from '#platform/site/site-settings';
import { findPostById } from '#domains/posts/model/posts-repository';
import type { Post } from '#domains/posts/model/post';
import { languageOf } from '#domains/posts/model/post-address';
import { newGroupId, toTranslationGroup, type GroupJoin, type TranslationGroup } from './translation-groups';

/** The group's item, read consistently (a write judges against the newest state). */
export async function readTranslationGroup(group: string): Promise<TranslationGroup | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.translationGroup(group), ConsistentRead: true }));
  return output.Item ? toTranslationGroup(output.Item) : undefined;
}

const takenMessage = (language: Language, id: number) =>
  `The translation group already has a post in ${language} (post ${id}): a group holds one post per language.`;

/** The message when `language` is taken in `group` by a post other than `self`. */
async function takenIn(group: string, language: Language, self: number | undefined): Promise<string | undefined> {
  const member = (await readTranslationGroup(group))?.members[language];
  return member && member.id !== self ? takenMessage(language, member.id) : undefined;
}

export type JoinJudgement = { error: string } | { group: string | null; join?: GroupJoin };

/**
 * The group the post (`self`: its id and group, none on create; `language`: as it will be) is in after
 * `translation_of`: the partner's (the partner as read is the write's `join`); its own when the partner
 * is already in it. An unknown or trashed partner, the post itself, or a language the group holds is
 * an error for `translation_of`.
 */
export async function judgeJoin(self: { id?: number; group: string | null; language: Language }, translationOf: number): Promise<JoinJudgement> {
  if (translationOf === self.id) return { error: 'A post is not a translation of itself.' };
  const partner = await findPostById(translationOf, true);
  if (!partner || partner.status === 'trash') {
    return { error: `The selected translation_of is invalid: post ${translationOf} does not exist${partner ? ' outside the trash' : ''}.` };
  }
  const group = partner.translationGroup ?? null;
  if (group !== null && group === self.group) return { group };
  if (languageOf(partner) === self.language) return { error: takenMessage(self.language, partner.id) };
  if (group === null) return { group: newGroupId(), join: { partner } };
  const taken = await takenIn(group, self.language, self.id);
  return taken ? { error: taken } : { group, join: { partner } };
}

/** A grouped post that changes language needs the new language free in its group. */
export async function languageTakenError(before: Post, language: Language): Promise<string | undefined> {
  if (!before.translationGroup || languageOf(before) === language) return undefined;
  return takenIn(before.translationGroup, language, before.id);
}
