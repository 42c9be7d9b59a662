/**
 * Families of partitions: the `dynamodb:LeadingKeys` patterns that IAM policies grant, each derived from
 * its key builder in keys.ts (never retyped): the builder is called with a marker argument and the
 * pattern is what precedes the marker, then `*` (`keys.post(id)` → `POST#*`). A builder whose partition
 * takes no argument gives its exact partition. A new key family is one line here.
 *
 * IAM sees partitions only: a family grants every item of its partitions, whatever the sort key
 * (`USER#*` holds a user and their preferences), and every partition of the family (any user).
 */
import { keys } from './keys';

/** Never part of a real key; no builder trims or drops it. */
const MARKER = '\u0000';
const any = MARKER as never;

/** The LeadingKeys pattern of the partitions `pk` stands for (`pk` built with the marker). */
export function familyPattern(pk: string): string {
  const at = pk.indexOf(MARKER);
  return at < 0 ? pk : `${pk.slice(0, at)}*`;
}

export const KEY_FAMILIES = {
  sequence: familyPattern(keys.sequence(any).pk),
  post: familyPattern(keys.postPartition(any)),
  postSlug: familyPattern(keys.postSlug(any).pk),
  postPointer: familyPattern(keys.postPointerPartition(any)),
  postCounters: familyPattern(keys.postCounters(any).pk),
  postTombstone: familyPattern(keys.postTombstone(any).pk),
  translationGroup: familyPattern(keys.translationGroup(any).pk),
  comment: familyPattern(keys.comment(any).pk),
  commentsByAuthor: familyPattern(keys.commentsByAuthorPartition(any)),
  commentSiteCounter: familyPattern(keys.commentSiteCounter(any).pk),
  like: familyPattern(keys.likesPartition(any)),
  category: familyPattern(keys.category(any).pk),
  categorySlug: familyPattern(keys.categorySlug(any).pk),
  tag: familyPattern(keys.tag(any).pk),
  tagSlug: familyPattern(keys.tagSlug(any).pk),
  media: familyPattern(keys.media(any).pk),
  collectionCounter: familyPattern(keys.collectionCounter(any).pk),
  user: familyPattern(keys.user(any).pk),
  userEmail: familyPattern(keys.userEmail(any).pk),
  loginAttempts: familyPattern(keys.loginAttempts(any, any).pk),
  loginAddressAttempts: familyPattern(keys.loginAddressAttempts(any).pk),
  mfa: familyPattern(keys.userMfa(any).pk),
  mfaChallenge: familyPattern(keys.mfaChallenge(any).pk),
  accountToken: familyPattern(keys.accountToken(any).pk),
  refreshToken: familyPattern(keys.refreshToken(any).pk),
  refreshFamily: familyPattern(keys.refreshFamily(any).pk),
  accountAttempts: familyPattern(keys.accountAttempts(any, any, any).pk),
  accountAddressAttempts: familyPattern(keys.accountAddressAttempts(any, any).pk),
  mailRecipient: familyPattern(keys.mailRecipient(any).pk),
  apiKey: familyPattern(keys.apiKey(any).pk),
  rateWindow: familyPattern(keys.rateWindow(any, any).pk),
  audit: familyPattern(keys.auditEntry(any, any).pk),
  idempotency: familyPattern(keys.idempotency(any, any).pk),
  seedStep: familyPattern(keys.seedStep(any, any).pk),
  searchWord: familyPattern(keys.searchWord(any, any, any, any).pk),
  searchVocabulary: familyPattern(keys.searchVocabulary(any, any, any, any).pk),
  searchState: familyPattern(keys.searchState(any).pk),
  listVersion: familyPattern(keys.listVersion().pk),
  webhook: familyPattern(keys.webhooksPartition()),
  webhookDelivery: familyPattern(keys.webhookDeliveriesPartition(any)),
  importRecord: familyPattern(keys.importRecord(any, any, any, any).pk),
} as const;

export type KeyFamily = keyof typeof KEY_FAMILIES;
