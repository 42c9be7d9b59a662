/**
 * Every DynamoDB key of the single table is built here, by pure functions, so that the layout is
 * readable in one place (docs/data-model.md explains each access pattern). Repositories never
 * write a key string of their own.
 */

/** Zero-padded ids sort numerically as strings. 12 digits outlast any counter we will allocate. */
export const ID_WIDTH = 12;
export const padId = (id: number): string => id.toString().padStart(ID_WIDTH, '0');

/** Null sort values sort last ascending (after digits and letters). */
export const NULL_SORT = '~';

export type Key = { pk: string; sk: string };

/**
 * A post's views are counted on this many small items (`VIEWS#<n>`), one picked at random per view: a
 * single item takes about 1,000 writes a second, ten take ten times that.
 */
export const VIEW_SHARDS = 10;
export const VIEW_SHARD_PREFIX = 'VIEWS#';
/** The site's comment counts are spread over this many items (`keys.commentSiteCounter`). */
export const COMMENT_COUNT_SHARDS = 10;
/** Sort-key prefix of a post's revisions: below `POST`, so the post's own items start at `keys.post(id).sk`. */
export const REVISION_SK_PREFIX = 'HIST#';
/**
 * Title order: lower-cased, control characters dropped, first 80 characters. The separator before the
 * id is U+0001 so that a title sorts before its own extensions ("ab" < "ab c").
 */
export const TITLE_SORT_CHARS = 80;
export const titleSortKey = (title: string): string =>
  Array.from(title.toLowerCase().replace(/[\u0000-\u001f]/g, '')).slice(0, TITLE_SORT_CHARS).join('');

/** Sort-key prefix of the page blocks in a dimension's counter partition (`keys.postCountBlock`). */
export const PAGE_BLOCK_SK_PREFIX = 'BLOCK#';

/** Partitions of layout 11's trigram postings (`TG#<field>#<trigram>`): read only by `cms search reindex`, which removes them. */
export const LEGACY_SEARCH_POSTING_PREFIX = 'TG#';

/** The indexed fields of a post: `t` title, `e` excerpt. */
export type SearchedField = 't' | 'e';

export type SequenceName = 'post' | 'comment' | 'category' | 'tag' | 'media' | 'user' | 'api_key' | 'webhook';

export const keys = {
  // ---- the table itself ---------------------------------------------------------------------
  /** The table's layout version (shared/platform/db/layout.ts): written when the table is created, read by no request. */
  layout: (): Key => ({ pk: 'META', sk: 'LAYOUT' }),

  /** Atomic id allocator per entity (`ADD n 1`). */
  sequence: (entity: SequenceName): Key => ({ pk: `SEQ#${entity}`, sk: 'SEQ' }),

  // ---- posts ------------------------------------------------------------------------------
  /** The canonical post item: read by id, holds the exact counters. */
  post: (id: number): Key => ({ pk: `POST#${id}`, sk: 'POST' }),
  /**
   * Engagement beside the post, in its partition and read with it in one Query, so that a like or a
   * comment moderation never rewrites the post (whose size every write of it is charged for):
   * `likes`, comments per status and top-level comments per status.
   */
  postStats: (id: number): Key => ({ pk: `POST#${id}`, sk: 'STATS' }),
  /** One of a post's VIEW_SHARDS view counters (`VIEWS#0`..`VIEWS#9`): views spread over them, not one hot item. */
  postViewShard: (id: number, shard: number): Key => ({ pk: `POST#${id}`, sk: `${VIEW_SHARD_PREFIX}${shard}` }),
  postPartition: (id: number): string => `POST#${id}`,
  /**
   * A revision of a post (its state before a change, numbered 1, 2, 3... per post), in the post's
   * partition. `HIST#` sorts before `POST`, so a read of the post (`sk >= POST`: the post, its stats,
   * its view shards) never reads a revision, and the newest revisions are one descending Query.
   */
  postRevision: (id: number, revision: number): Key => ({ pk: `POST#${id}`, sk: `${REVISION_SK_PREFIX}${padId(revision)}` }),
  /**
   * A translation group: one attribute per language (`m_fa`, `m_en`) holding its member `{id, slug,
   * status, type}`, so that one item's conditions keep one post per language (docs/data-model.md, "Translations").
   */
  translationGroup: (group: string): Key => ({ pk: `TRG#${group}`, sk: 'GROUP' }),
  /** Uniqueness item for a post slug; holds the post id (read by slug). */
  postSlug: (slug: string): Key => ({ pk: `SLUG#post#${slug}`, sk: 'SLUG' }),
  /**
   * A list pointer: the post's membership of one dimension value (`category=3`, `tag=5`, `author=2`,
   * `featured=true`), a small item of keys and filter values (never a copy of the post). The partition
   * holds the dimension's posts of every status by id (a consistent base-table Query: every post of a
   * category, trash included); `pointerIndexes` adds its status and published-order keys.
   */
  postPointer: (dim: string, id: number): Key => ({ pk: `LP#${dim}`, sk: padId(id) }),
  postPointerPartition: (dim: string): string => `LP#${dim}`,
  /** lp1 of a pointer: its dimension in one status, by id; lp2 (published pointers only): by published_at. */
  pointerIndexes: (dim: string, p: { id: number; status: string; publishedAt: string | null }) => ({
    lp1pk: `LP#${dim}|${p.status}`,
    lp1sk: padId(p.id),
    ...(p.status === 'published' ? { lp2pk: `LP#${dim}|published`, lp2sk: `${p.publishedAt ?? NULL_SORT}#${padId(p.id)}` } : {}),
  }),
  pointerStatusPartition: (dim: string, status: string): string => `LP#${dim}|${status}`,
  pointerPublishedPartition: (dim: string): string => `LP#${dim}|published`,
  /**
   * The whole site's lists, as sparse KEYS_ONLY index keys on the post item itself (no copy, no
   * pointer): per status, lp3 by id, lp4 by updated_at, lp5 by title, lp6 by published_at (`~`: none,
   * last ascending). The padded id ends every sort key and breaks ties.
   */
  postIndexes: (p: { id: number; status: string; updatedAt: string; title: string; publishedAt: string | null }) => ({
    lp3pk: `PS#${p.status}`,
    lp3sk: padId(p.id),
    lp4pk: `PU#${p.status}`,
    lp4sk: `${p.updatedAt}#${padId(p.id)}`,
    lp5pk: `PT#${p.status}`,
    lp5sk: `${titleSortKey(p.title)}\u0001${padId(p.id)}`,
    lp6pk: `PP#${p.status}`,
    lp6sk: `${p.publishedAt ?? NULL_SORT}#${padId(p.id)}`,
  }),
  /** The partition of a site-wide post index (`lp3`..`lp6`) for one status. */
  siteIndexPartition: (index: 'lp3' | 'lp4' | 'lp5' | 'lp6', status: string): string => `${{ lp3: 'PS', lp4: 'PU', lp5: 'PT', lp6: 'PP' }[index]}#${status}`,
  /** Per dimension value (all, category=3, tag=5...): one item whose attributes count posts per status. */
  postCounters: (dimension: string): Key => ({ pk: `PLC#${dimension}`, sk: 'COUNT' }),
  /**
   * A page block of a dimension's lists in id order (docs/data-model.md, "Page blocks"): the posts per
   * status whose ids fall in block `block` (ids `block × PAGE_BLOCK_IDS` and the next PAGE_BLOCK_IDS - 1),
   * in the dimension's counter partition, so one Query reads the blocks and the list's total together.
   * `BLOCK#` sorts before the counter's `COUNT`.
   */
  postCountBlock: (dimension: string, block: number): Key => ({ pk: `PLC#${dimension}`, sk: `${PAGE_BLOCK_SK_PREFIX}${padId(block)}` }),
  postCountersPartition: (dimension: string): string => `PLC#${dimension}`,
  /** Written by a post's delete transaction and removed once its comments and likes are gone: a delete cut short is finished by the next one. */
  postTombstone: (id: number): Key => ({ pk: `POSTGONE#${id}`, sk: 'POSTGONE' }),

  // ---- search -----------------------------------------------------------------------------
  /**
   * A word posting: the post's folded title (`t`) or excerpt (`e`) holds this word (docs/data-model.md,
   * "Search"). In the partition of the word's first three characters (`shard`), sorted by word, then
   * post id: a word's posts, and the words starting with a prefix, are each one `begins_with`. Kept by
   * the stream consumer.
   */
  searchWord: (field: SearchedField, shard: string, word: string, postId: number): Key => ({ pk: `TW#${field}#${shard}`, sk: `${word} ${padId(postId)}` }),
  searchWordPartition: (field: SearchedField, shard: string): string => `TW#${field}#${shard}`,
  /**
   * The vocabulary of a field: one item per suffix of each word the field has ever held, in the
   * partition of the suffix's first three characters (`shard`), sorted by suffix then word: the words
   * containing a part are one `begins_with` of their suffixes. Written once per word, never removed.
   */
  searchVocabulary: (field: SearchedField, shard: string, suffix: string, word: string): Key => ({ pk: `TV#${field}#${shard}`, sk: `${suffix} ${word}` }),
  searchVocabularyPartition: (field: SearchedField, shard: string): string => `TV#${field}#${shard}`,
  /** The post as the index holds it (its search row): the rev it was written for, its folded texts, its list attributes. */
  searchState: (postId: number): Key => ({ pk: `TGS#${postId}`, sk: 'TGS' }),

  // ---- client list cache ------------------------------------------------------------------
  /**
   * The site's list version (`v`): raised by a write that changes what a client list shows, and by
   * the stream after it (shared/platform/db/list-version.ts); a warm function serves a page it built
   * at the same version (shared/domains/client/list-cache.ts).
   */
  listVersion: (): Key => ({ pk: 'LISTV', sk: 'LISTV' }),

  // ---- comments ---------------------------------------------------------------------------
  comment: (id: number): Key => ({ pk: `COMMENT#${id}`, sk: 'COMMENT' }),
  /**
   * A comment's indexes. The two that never move are KEYS_ONLY (layout 13), read as keys and then the
   * comments, so that a status change or an author refresh writes nothing there: lp5 (overloaded with
   * the site's posts by title, `PT#<status>`), all comments of a post by id; lp6 (overloaded with the
   * site's posts by published date, `PP#<status>`), the direct replies of a comment. gsi2 (ALL, moves
   * with the status): the comments of a post in one status.
   */
  commentIndexes: (postId: number, status: string, parentId: number | null, id: number) => ({
    lp5pk: `PC#${postId}`,
    lp5sk: padId(id),
    gsi2pk: `PC#${postId}#${status}`,
    gsi2sk: padId(id),
    ...(parentId === null ? {} : { lp6pk: `CR#${parentId}`, lp6sk: padId(id) }),
  }),
  postCommentsPartition: (postId: number): string => `PC#${postId}`,
  postCommentsByStatusPartition: (postId: number, status: string): string => `PC#${postId}#${status}`,
  commentRepliesPartition: (parentId: number): string => `CR#${parentId}`,
  /**
   * The site's moderation queue (the admin comment list across posts), on the comment item: lp4
   * (KEYS_ONLY, overloaded with the site's posts by `PU#<status>`), every comment of the site by id
   * (`SC`); lp2 (overloaded with the post pointers' `LP#…`), the site's comments in one status by id
   * (`SC#<status>`). lp2 moves with the status (as gsi2 does); lp4 never moves, and holds keys only.
   */
  commentSiteIndexes: (status: string, id: number) => ({ lp4pk: 'SC', lp4sk: padId(id), lp2pk: `SC#${status}`, lp2sk: padId(id) }),
  siteCommentsPartition: (): string => 'SC',
  siteCommentsByStatusPartition: (status: string): string => `SC#${status}`,
  /**
   * The site's comments per status (`n_<status>`), the queue's totals, on COMMENT_COUNT_SHARDS items: a
   * comment write moves the shard of its post (`postId % shards`), so concurrent comments on different
   * posts rarely touch one item; the totals are one BatchGetItem of every shard.
   */
  commentSiteCounter: (shard: number): Key => ({ pk: `CSC#${shard}`, sk: 'COUNT' }),
  /**
   * gsi4 of a comment, what client threads read, by status: approved top-level comments of a post
   * (`PCT#<post>`), approved replies of a thread at any depth (`CT#<root id>`), a user's comments of a
   * post awaiting moderation (`PCU#<post>#<user>`); rejected and spam comments are not in gsi4.
   */
  commentClientIndex: (c: { postId: number; userId: number; rootId: number | null; status: string; id: number }) =>
    c.status === 'approved'
      ? { gsi4pk: c.rootId === null ? `PCT#${c.postId}` : `CT#${c.rootId}`, gsi4sk: padId(c.id) }
      : c.status === 'pending'
        ? { gsi4pk: `PCU#${c.postId}#${c.userId}`, gsi4sk: padId(c.id) }
        : {},
  approvedTopLevelCommentsPartition: (postId: number): string => `PCT#${postId}`,
  approvedThreadRepliesPartition: (rootId: number): string => `CT#${rootId}`,
  pendingCommentsOfUserPartition: (postId: number, userId: number): string => `PCU#${postId}#${userId}`,
  /**
   * lp3 of a comment (KEYS_ONLY, overloaded: the site's posts by id use partitions `PS#<status>`): a
   * user's comments, which the stream consumer rewrites when the user's display fields change or the
   * user is deleted (shared/domains/comments/refresh-comment-authors.ts).
   */
  commentAuthorIndex: (userId: number, id: number) => ({ lp3pk: `UC#${userId}`, lp3sk: padId(id) }),
  commentsByAuthorPartition: (userId: number): string => `UC#${userId}`,
  // ---- likes ------------------------------------------------------------------------------
  /** One item per (post, user): a conditional put makes a like idempotent. The partition lists a post's likes. */
  like: (postId: number, userId: number): Key => ({ pk: `LIKE#${postId}`, sk: `USER#${userId}` }),
  likesPartition: (postId: number): string => `LIKE#${postId}`,

  // ---- taxonomy and media -----------------------------------------------------------------
  category: (id: number): Key => ({ pk: `CATEGORY#${id}`, sk: 'CATEGORY' }),
  categorySlug: (slug: string): Key => ({ pk: `SLUG#category#${slug}`, sk: 'SLUG' }),
  tag: (id: number): Key => ({ pk: `TAG#${id}`, sk: 'TAG' }),
  tagSlug: (slug: string): Key => ({ pk: `SLUG#tag#${slug}`, sk: 'SLUG' }),
  media: (id: number): Key => ({ pk: `MEDIA#${id}`, sk: 'MEDIA' }),
  /** gsi1 partitions that list a whole collection by id. */
  collection: (name: 'CATEGORIES' | 'TAGS' | 'MEDIA' | 'USERS' | 'APIKEYS', id: number) => ({
    gsi1pk: name,
    gsi1sk: padId(id),
  }),
  /** Item count of a gsi1 collection, moved with `ADD` in each create/delete transaction (list totals). */
  collectionCounter: (name: 'CATEGORIES' | 'TAGS' | 'MEDIA' | 'USERS' | 'APIKEYS'): Key => ({ pk: `COUNT#${name}`, sk: 'COUNT' }),

  // ---- users ------------------------------------------------------------------------------
  user: (id: number): Key => ({ pk: `USER#${id}`, sk: 'USER' }),
  /** Uniqueness item for an email (lower-cased); holds the user id (login reads it). */
  userEmail: (email: string): Key => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  userPreferences: (id: number): Key => ({ pk: `USER#${id}`, sk: 'PREFERENCES' }),
  /** Login attempts for one email from one client address (address first: it holds no `#`), expiring by TTL. */
  loginAttempts: (email: string, address: string): Key => ({ pk: `LOGINFAIL#${address}#${email.trim().toLowerCase()}`, sk: 'LOGINFAIL' }),
  /** Login attempts from one client address, for every email. */
  loginAddressAttempts: (address: string): Key => ({ pk: `LOGINADDR#${address}`, sk: 'LOGINADDR' }),
  /**
   * A user's second factor (TOTP secret sealed, recovery code hashes, last step used): a partition of
   * its own, not the user's, so that IAM lets only the functions that check codes read it.
   */
  userMfa: (userId: number): Key => ({ pk: `MFA#${userId}`, sk: 'MFA' }),
  /** A login waiting for its second factor, under the SHA-256 of its `mfa_token`; expires by TTL. */
  mfaChallenge: (tokenHash: string): Key => ({ pk: `MFATOKEN#${tokenHash}`, sk: 'MFATOKEN' }),
  /**
   * A token sent by email (verify an address, reset a password) under its selector, the public half of
   * the token; the item holds only the SHA-256 of the other half. Expires by TTL.
   */
  accountToken: (selector: string): Key => ({ pk: `ACCTTOKEN#${selector}`, sk: 'ACCTTOKEN' }),
  /** A refresh token under its selector (the item holds the SHA-256 of its secret half). */
  refreshToken: (selector: string): Key => ({ pk: `REFRESH#${selector}`, sk: 'REFRESH' }),
  /** A refresh token's family: every token rotated from one login; revoking it ends them all. */
  refreshFamily: (familyId: string): Key => ({ pk: `RFAMILY#${familyId}`, sk: 'RFAMILY' }),
  /** Attempts of one account action (register, verify, forgot, reset) from one address for one email. */
  accountAttempts: (action: string, email: string, address: string): Key => ({ pk: `ACCTFAIL#${action}#${address}#${email.trim().toLowerCase()}`, sk: 'ACCTFAIL' }),
  /** Attempts of one account action from one address, for every email. */
  accountAddressAttempts: (action: string, address: string): Key => ({ pk: `ACCTADDR#${action}#${address}`, sk: 'ACCTADDR' }),
  /** Emails sent to one address (whoever asked): a burst of requests cannot flood an inbox. */
  mailRecipient: (email: string): Key => ({ pk: `MAILTO#${email.trim().toLowerCase()}`, sk: 'MAILTO' }),

  // ---- API keys and quotas ----------------------------------------------------------------
  /** A key is stored under the SHA-256 of its value; the authorizer reads it with one GetItem. */
  apiKey: (hash: string): Key => ({ pk: `APIKEY#${hash}`, sk: 'APIKEY' }),
  /** One item per key per UTC day: the day's count plus the current minute's count. */
  rateWindow: (apiKeyId: number, day: number): Key => ({ pk: `RATE#${apiKeyId}`, sk: `DAY#${day}` }),

  // ---- webhooks ---------------------------------------------------------------------------
  /** Every webhook in one partition (they are few, shared/domains/webhooks/webhook.ts): the stream consumer reads them with one Query. */
  webhook: (id: number): Key => ({ pk: 'WEBHOOKS', sk: padId(id) }),
  webhooksPartition: (): string => 'WEBHOOKS',
  /**
   * One delivery attempt of a webhook, in the webhook's partition, sorted by its time-ordered id: the
   * newest 50 are one descending Query; older ones expire by TTL.
   */
  webhookDelivery: (webhookId: number, deliveryId: string): Key => ({ pk: `WHD#${webhookId}`, sk: deliveryId }),
  webhookDeliveriesPartition: (webhookId: number): string => `WHD#${webhookId}`,

  // ---- audit log --------------------------------------------------------------------------
  /**
   * One partition per UTC month (`AUDIT#2024-01`), sorted by the entry id (`<ISO time>#<random>`):
   * newest first is a descending Query; a month is the shard, so no partition grows for ever.
   */
  auditEntry: (at: string, id: string): Key => ({ pk: `AUDIT#${at.slice(0, 7)}`, sk: id }),
  auditPartition: (month: string): string => `AUDIT#${month}`,
  /** gsi1: an actor's entries (`AUDITBY#user:3`); gsi2: one action's entries (`AUDITDO#user.create`); both by entry id. */
  auditIndexes: (actor: string, action: string, id: string) => ({
    gsi1pk: `AUDITBY#${actor}`,
    gsi1sk: id,
    gsi2pk: `AUDITDO#${action}`,
    gsi2sk: id,
  }),
  auditActorPartition: (actor: string): string => `AUDITBY#${actor}`,
  auditActionPartition: (action: string): string => `AUDITDO#${action}`,

  // ---- idempotency ------------------------------------------------------------------------
  idempotency: (scope: string, key: string): Key => ({ pk: `IDEMPOTENCY#${scope}`, sk: key }),

  // ---- seeding ----------------------------------------------------------------------------
  /** Marks a step of a seed (`demo`) done, so that restarts on kept data do not seed twice. */
  seedStep: (seed: string, step: string): Key => ({ pk: `SEED#${seed}`, sk: `STEP#${step}` }),

  // ---- imports ----------------------------------------------------------------------------
  /** What one imported entity became (`IMPORT#wordpress#<site>`, `post#<wp id>`): a re-run skips it. */
  importRecord: (source: string, site: string, kind: string, sourceId: string): Key => ({ pk: `IMPORT#${source}#${site}`, sk: `${kind}#${sourceId}` }),
};
