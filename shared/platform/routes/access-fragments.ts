/**
 * The shared use cases of the table, named once: a route's declaration (`access` in its `route({...})`)
 * adds up the fragments it runs, and what only it does. Plain data: per IAM item action, the families of
 * partitions (shared/platform/db/key-families.ts) it touches, and the indexes it queries. The CDK stack
 * writes each function's policy from the declarations and nothing else (infra/stack/access.ts), and the
 * HTTP tests prove them: every DynamoDB request a function makes through the local gateway must be
 * allowed by the policy synthesized from its declaration (test/http/least-privilege.test.ts and the
 * run-wide check of the global teardown).
 *
 * A declaration lists what the code can do, not only what one test saw: paths behind a cache (a warm
 * function skips the read) or a rare branch (a slug change, a post with likes) are declared too.
 */
import { all, type TableAccess } from './access-types';

/** Route declarations add fragments up with `all` (from here, beside them). */
export { all };

/** A post with its stats and view shards: one Query of its partition. */
export const readPost: TableAccess = { items: { Query: ['post'] } };
/** `{id}` may be a slug: its uniqueness item holds the id. */
export const readPostSlug: TableAccess = { items: { GetItem: ['postSlug'] } };
/**
 * What shapes of posts show besides the posts (shared/domains/client/post-relations.ts,
 * shared/domains/posts/shapes/admin-post-shape.ts): one batch per kind, translation groups included;
 * published counts are on the category items.
 */
export const postRelations: TableAccess = { items: { BatchGetItem: ['user', 'media', 'category', 'tag', 'translationGroup'] } };
/**
 * Post lists: the ids of a page from the site's keys on the post items (lp3..lp6) or a dimension's
 * pointers (lp1, lp2, or its partition when sorted in memory), then the page's posts by id; totals from
 * the counters (a category's and a tag's on its item); a page by number of the site in id order
 * queries the site's counter partition (its page blocks and counter, shared/domains/posts/list/page-blocks.ts); a slug filter, an `id:=` search (the post's partition). A title or excerpt search reads
 * the field's vocabulary and word postings (shared/domains/search/), then its candidates' search rows or posts by id;
 * the page's translation groups (the translations its posts show, the sitemap's alternates) in one batch.
 */
export const listPosts: TableAccess = {
  items: {
    Query: ['postPointer', 'searchWord', 'searchVocabulary', 'postCounters', 'post'],
    BatchGetItem: ['postCounters', 'category', 'tag', 'post', 'searchState', 'translationGroup'],
    GetItem: ['postSlug'],
  },
  indexes: ['lp1', 'lp2', 'lp3', 'lp4', 'lp5', 'lp6'],
};
/** A client list's warm cache reads the site's list version before it serves or builds a page (shared/domains/client/list-cache.ts). */
export const listVersion: TableAccess = { items: { GetItem: ['listVersion'] } };
/**
 * A write that changes what client lists show (a post; a category's, tag's, media item's or author's
 * fields) raises the list version once committed, before it answers (shared/platform/db/list-version.ts).
 */
export const listsChanged: TableAccess = { items: { UpdateItem: ['listVersion'] } };
/** Admin lists sort by status too: the same indexes, read one status after another. */
export const listPostsByStatus: TableAccess = { items: {} };
/**
 * Category, tags and author a post names must exist, checked in one BatchGetItem
 * (shared/domains/posts/model/post-references.ts); a new or changed slug must be free.
 */
export const postReferences: TableAccess = { items: { BatchGetItem: ['category', 'user', 'tag', 'postSlug'] } };
// The post transaction (shared/domains/posts/write/post-transaction.ts), by what the change does. A category's and a
// tag's counts move on its item under attribute_exists, which is also the check that it exists.
/**
 * Joining a translation group (`translation_of`, shared/domains/posts/translations/): the partner
 * read and its group judged (GetItem), then the group made (with the group named on the partner's
 * item) or the post's language set on it; the answer shows the group (BatchGetItem).
 */
export const joinTranslationGroup: TableAccess = {
  items: { Query: ['post'], GetItem: ['translationGroup'], BatchGetItem: ['translationGroup'], PutItem: ['translationGroup'], UpdateItem: ['translationGroup', 'post'] },
};
/** A new post: its item and stats item, slug item, list pointers and counts; its translation group when it joins one. */
export const createPost: TableAccess = all(
  { items: { PutItem: ['post', 'postSlug', 'postPointer'], UpdateItem: ['postCounters', 'category', 'tag'] } },
  joinTranslationGroup,
  listsChanged,
);
/**
 * A status change (trash, restore, bulk): the post, its list pointers (rewritten, or gone with a
 * dimension left) and the counters; and, as every change of content fields, the revision it keeps and
 * the oldest one it pushes out (shared/domains/posts/revisions/revision-writes.ts), both in the post's
 * partition; its member of its translation group (its status, or out of the group on trash).
 */
export const changePostStatus: TableAccess = all(
  { items: { UpdateItem: ['post', 'postCounters', 'category', 'tag', 'translationGroup'], PutItem: ['postPointer', 'post'], DeleteItem: ['postPointer', 'post'] } },
  listsChanged,
);
/** Any field change: also a new slug item for the old one (a new category or tags move their counts, as a status change does); a language or group change. */
export const changePostFields = all(changePostStatus, joinTranslationGroup, { items: { PutItem: ['postSlug'], DeleteItem: ['postSlug'] } });
/** A delete: the post, its slug, its pointers, the counters, its member of its translation group, and a tombstone until the purge is done. */
export const removePost: TableAccess = all(
  { items: { DeleteItem: ['post', 'postSlug', 'postPointer'], UpdateItem: ['postCounters', 'category', 'tag', 'translationGroup'], PutItem: ['postTombstone'] } },
  listsChanged,
);
/** Every comment write moves the site's comment counts per status (the moderation queue's totals) in its transaction. */
export const countSiteComments: TableAccess = { items: { UpdateItem: ['commentSiteCounter'] } };
/**
 * After a delete: the post's likes, views and counters in batches, its comments (their ids from lp5,
 * the comments read again consistently) in transactions with the site's comment counts; a cut-short delete is
 * finished from its tombstone.
 */
export const purgePost: TableAccess = all(countSiteComments, {
  items: { GetItem: ['postTombstone'], Query: ['like'], BatchWriteItem: ['post', 'like', 'postTombstone'], BatchGetItem: ['comment'], DeleteItem: ['comment'] },
  indexes: ['lp5'],
});
/**
 * A comment's status change moves the comment and the counts on the post's stats item (never the
 * post or its list pointers) and the site's, or only checks the post when no count moves.
 */
export const moderateComment: TableAccess = all(countSiteComments, {
  items: { GetItem: ['comment'], ConditionCheckItem: ['post'], UpdateItem: ['comment', 'post'] },
});
/**
 * The moderation queue across posts: the page from the site's comments (lp4 keys then the comments,
 * lp2) or a post's (lp5 keys then the comments, gsi2), its totals from the site's counts or the post's
 * stats item.
 */
export const listSiteComments: TableAccess = {
  items: { BatchGetItem: ['commentSiteCounter', 'comment'], GetItem: ['post'] },
  indexes: ['gsi2', 'lp2', 'lp4', 'lp5'],
};
/** Comment authors shown with a thread, with their avatars. */
export const commentAuthors: TableAccess = { items: { BatchGetItem: ['user', 'media'] } };
/** New ids come from the entity's atomic sequence. */
export const allocateId: TableAccess = { items: { UpdateItem: ['sequence'] } };
/** Item counts of the paged collections (media, tags), moved with each create and delete, read by their lists. */
export const countCollection: TableAccess = { items: { UpdateItem: ['collectionCounter'] } };
export const readCollectionCount: TableAccess = { items: { GetItem: ['collectionCounter'] } };
/** gsi1 lists a whole collection (categories, tags, media, users, keys) by id. */
export const listCollection: TableAccess = { indexes: ['gsi1'], items: {} };
/** Security-relevant admin actions leave an audit entry. */
export const audit: TableAccess = { items: { PutItem: ['audit'] } };
/** Categories and users name a media item (thumbnail, avatar): it must exist, and shapes show it. */
export const mediaReference: TableAccess = { items: { GetItem: ['media'], BatchGetItem: ['media'] } };
/** Thumbnails of categories (their published counts are on the category items, read with them). */
export const categoryShapes: TableAccess = { items: { BatchGetItem: ['media'] } };
/** The signed-in user (client-user routes): read to check the token's version and status. */
export const readUser: TableAccess = { items: { GetItem: ['user'] } };

/**
 * A second-factor code checked under the login throttle (shared/domains/accounts/code-attempts.ts): the
 * pair and address counters reserved, and cleared once a code is accepted.
 */
export const throttledCode: TableAccess = {
  items: { GetItem: ['loginAttempts', 'loginAddressAttempts'], UpdateItem: ['loginAttempts', 'loginAddressAttempts'], DeleteItem: ['loginAttempts'] },
};
/** The second factor itself (its own partition, MFA#<user>): read, and written with the flag on the user item and its audit entry. */
export const readMfa: TableAccess = { items: { GetItem: ['mfa'] } };
export const writeMfa = (action: 'PutItem' | 'UpdateItem' | 'DeleteItem'): TableAccess => all(audit, { items: { [action]: ['mfa'] } }, { items: { UpdateItem: ['user'] } });
/** A login's second step: its challenge (MFATOKEN#<hash>) read, then marked used. */
export const readChallenge: TableAccess = { items: { GetItem: ['mfaChallenge', 'user'] } };

/**
 * Readers' accounts (shared/domains/accounts/account-throttle.ts): an account action's counters per
 * (email, address) and per address, and the emails sent to one address, reserved and given back.
 */
export const throttledAccountAction: TableAccess = {
  items: { GetItem: ['accountAttempts', 'accountAddressAttempts'], UpdateItem: ['accountAttempts', 'accountAddressAttempts'] },
};
export const countedMail: TableAccess = { items: { GetItem: ['mailRecipient'], UpdateItem: ['mailRecipient'] } };
/** A token sent by email (verify, reset): issued, or read and spent with its audit entry. */
export const issueAccountToken: TableAccess = { items: { PutItem: ['accountToken'] } };
export const spendAccountToken: TableAccess = all(audit, { items: { GetItem: ['accountToken', 'user'], UpdateItem: ['accountToken', 'user'] } });
/** A login's refresh family and its first refresh token (login, its second step). */
export const startRefreshFamily: TableAccess = { items: { PutItem: ['refreshFamily', 'refreshToken'] } };

/** Consuming the key's exact quota: one UpdateItem on its rate-window item. */
export const QUOTA: TableAccess = { items: { UpdateItem: ['rateWindow'] } };
/** Idempotency records: read the first answer, claim the key, drop a claim whose request failed. */
export const IDEMPOTENCY: TableAccess = { items: { GetItem: ['idempotency'], PutItem: ['idempotency'], DeleteItem: ['idempotency'] } };
