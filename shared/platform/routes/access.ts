/**
 * What each function may do to the table, declared as data: per IAM item action, the families of
 * partitions (shared/platform/db/key-families.ts) it touches, and the indexes it queries. The CDK stack writes
 * each function's policy from this and nothing else (infra/stack/access.ts), and the HTTP tests prove
 * it: every DynamoDB request a function makes through the local gateway must be allowed by the policy
 * synthesized from it (test/http/least-privilege.test.ts and the run-wide check of the global teardown).
 *
 * A declaration lists what the code can do, not only what one test saw: paths behind a cache (a warm
 * function skips the read) or a rare branch (a slug change, a post with likes) are declared too.
 * The fragments below name the shared use cases several routes run; a route's entry adds them up.
 * Every client route also consumes its key's quota and every idempotent route keeps its records:
 * accessOfRoute adds those from the route itself.
 */
import type { RouteDef } from './types';
import { AUTHORIZERS } from './authorizers';
import { mergeAccess, type TableAccess } from './access-types';

const all = (...parts: TableAccess[]): TableAccess => parts.reduce(mergeAccess, { items: {} });

// ---- fragments: one shared use case each ----------------------------------------------------

/** A post with its stats and view shards: one Query of its partition. */
const readPost: TableAccess = { items: { Query: ['post'] } };
/** `{id}` may be a slug: its uniqueness item holds the id. */
const readPostSlug: TableAccess = { items: { GetItem: ['postSlug'] } };
/** What shapes of posts show besides the posts (shared/domains/client/post-relations.ts): one batch per kind; published counts are on the category items. */
const postRelations: TableAccess = { items: { BatchGetItem: ['user', 'media', 'category', 'tag'] } };
/**
 * Post lists: the ids of a page from the site's keys on the post items (lp3..lp6) or a dimension's
 * pointers (lp1, lp2, or its partition when sorted in memory), then the page's posts by id; totals from
 * the counters (a category's and a tag's on its item); a page by number of the site in id order
 * queries the site's counter partition (its page blocks and counter, shared/domains/posts/list/page-blocks.ts); a slug filter. A title or excerpt search reads
 * the field's vocabulary and word postings (shared/domains/search/), then its candidates' search rows or posts by id.
 */
const listPosts: TableAccess = {
  items: {
    Query: ['postPointer', 'searchWord', 'searchVocabulary', 'postCounters'],
    BatchGetItem: ['postCounters', 'category', 'tag', 'post', 'searchState'],
    GetItem: ['postSlug'],
  },
  indexes: ['lp1', 'lp2', 'lp3', 'lp4', 'lp5', 'lp6'],
};
/** Admin lists sort by status too: the same indexes, read one status after another. */
const listPostsByStatus: TableAccess = { items: {} };
/** Category, tags and author a post names must exist (shared/domains/posts/model/post-references.ts); a new or changed slug must be free. */
// The references a post names (category, tags, author) are checked in one BatchGetItem (shared/domains/posts/model/post-references.ts).
const postReferences: TableAccess = { items: { BatchGetItem: ['category', 'user', 'tag', 'postSlug'] } };
// The post transaction (shared/domains/posts/write/post-transaction.ts), by what the change does. A category's and a
// tag's counts move on its item under attribute_exists, which is also the check that it exists.
/** A new post: its item and stats item, slug item, list pointers and counts. */
const createPost: TableAccess = {
  items: { PutItem: ['post', 'postSlug', 'postPointer'], UpdateItem: ['postCounters', 'category', 'tag'] },
};
/**
 * A status change (trash, restore, bulk): the post, its list pointers (rewritten, or gone with a
 * dimension left) and the counters; and, as every change of content fields, the revision it keeps and
 * the oldest one it pushes out (shared/domains/posts/revisions/revision-writes.ts), both in the post's partition.
 */
const changePostStatus: TableAccess = {
  items: { UpdateItem: ['post', 'postCounters', 'category', 'tag'], PutItem: ['postPointer', 'post'], DeleteItem: ['postPointer', 'post'] },
};
/** Any field change: also a new slug item for the old one (a new category or tags move their counts, as a status change does). */
const changePostFields = all(changePostStatus, { items: { PutItem: ['postSlug'], DeleteItem: ['postSlug'] } });
/** A delete: the post, its slug, its pointers, the counters, and a tombstone until the purge is done. */
const removePost: TableAccess = { items: { DeleteItem: ['post', 'postSlug', 'postPointer'], UpdateItem: ['postCounters', 'category', 'tag'], PutItem: ['postTombstone'] } };
/** After a delete: the post's likes and comments (gsi1 of its comments), views and counters, in batches; a cut-short delete is finished from its tombstone. */
const purgePost: TableAccess = {
  items: { GetItem: ['postTombstone'], Query: ['like'], BatchWriteItem: ['post', 'like', 'comment', 'postTombstone'] },
  indexes: ['gsi1'],
};
/**
 * A comment's status change moves the comment and the counts on the post's stats item (never the
 * post or its list pointers), or only checks the post when no count moves.
 */
const moderateComment: TableAccess = {
  items: { GetItem: ['comment'], ConditionCheckItem: ['post'], UpdateItem: ['comment', 'post'] },
};
/** Comment authors shown with a thread, with their avatars. */
const commentAuthors: TableAccess = { items: { BatchGetItem: ['user', 'media'] } };
/** New ids come from the entity's atomic sequence. */
const allocateId: TableAccess = { items: { UpdateItem: ['sequence'] } };
/** Item counts of the paged collections (media, tags), moved with each create and delete, read by their lists. */
const countCollection: TableAccess = { items: { UpdateItem: ['collectionCounter'] } };
const readCollectionCount: TableAccess = { items: { GetItem: ['collectionCounter'] } };
/** gsi1 lists a whole collection (categories, tags, media, users, keys) by id. */
const listCollection: TableAccess = { indexes: ['gsi1'], items: {} };
/** Security-relevant admin actions leave an audit entry. */
const audit: TableAccess = { items: { PutItem: ['audit'] } };
/** Categories and users name a media item (thumbnail, avatar): it must exist, and shapes show it. */
const mediaReference: TableAccess = { items: { GetItem: ['media'], BatchGetItem: ['media'] } };
/** Thumbnails of categories (their published counts are on the category items, read with them). */
const categoryShapes: TableAccess = { items: { BatchGetItem: ['media'] } };
/** The signed-in user (client-user routes): read to check the token's version and status. */
const readUser: TableAccess = { items: { GetItem: ['user'] } };
/**
 * A second-factor code checked under the login throttle (shared/domains/accounts/code-attempts.ts): the
 * pair and address counters reserved, and cleared once a code is accepted.
 */
const throttledCode: TableAccess = {
  items: { GetItem: ['loginAttempts', 'loginAddressAttempts'], UpdateItem: ['loginAttempts', 'loginAddressAttempts'], DeleteItem: ['loginAttempts'] },
};
/** The second factor itself (its own partition, MFA#<user>): read, and written with the flag on the user item and its audit entry. */
const readMfa: TableAccess = { items: { GetItem: ['mfa'] } };
const writeMfa = (action: 'PutItem' | 'UpdateItem' | 'DeleteItem'): TableAccess => all(audit, { items: { [action]: ['mfa'] } }, { items: { UpdateItem: ['user'] } });
/** A login's second step: its challenge (MFATOKEN#<hash>) read, then marked used. */
const readChallenge: TableAccess = { items: { GetItem: ['mfaChallenge', 'user'] } };

// ---- declarations, by route id -------------------------------------------------------------

export const ROUTE_ACCESS: Readonly<Record<string, TableAccess>> = {
  // auth
  // A correct password for an account with a second factor stores the login's challenge (its mfa_token).
  'client-auth-login': {
    items: {
      GetItem: ['userEmail', 'user', 'loginAttempts', 'loginAddressAttempts'],
      UpdateItem: ['user', 'loginAttempts', 'loginAddressAttempts'],
      DeleteItem: ['loginAttempts'],
      PutItem: ['mfaChallenge'],
    },
  },
  // The code spent (last step, or a recovery code and its audit entry) and the challenge used, in one
  // transaction; a login that had to enrol turns its factor on (the flag on the user item).
  'client-auth-login-mfa': all(readChallenge, readMfa, throttledCode, writeMfa('UpdateItem'), { items: { UpdateItem: ['mfaChallenge'] } }),
  'client-auth-login-mfa-totp-create': all(readChallenge, readMfa, writeMfa('PutItem')),

  // system
  'admin-system-api-keys-list': listCollection,
  // UpdateItem: the id API Gateway gave the key, recorded once it is registered there (in AWS).
  'admin-system-api-keys-create': all(allocateId, audit, { items: { PutItem: ['apiKey'], UpdateItem: ['apiKey'] } }),
  'admin-system-api-keys-revoke': all(listCollection, audit, { items: { GetItem: ['apiKey'], UpdateItem: ['apiKey'] } }),
  'admin-system-audit-log-list': { items: { Query: ['audit'] }, indexes: ['gsi1', 'gsi2'] },
  'admin-system-webhooks-list': { items: { Query: ['webhook'] } },
  // The limit counts the webhooks first.
  'admin-system-webhooks-create': all(allocateId, { items: { Query: ['webhook'], PutItem: ['webhook'] } }),
  'admin-system-webhooks-get': { items: { GetItem: ['webhook'] } },
  'admin-system-webhooks-update': { items: { GetItem: ['webhook'], PutItem: ['webhook'] } },
  'admin-system-webhooks-delete': { items: { DeleteItem: ['webhook'] } },
  'admin-system-webhooks-deliveries': { items: { GetItem: ['webhook'], Query: ['webhookDelivery'] } },
  'admin-system-webhooks-redeliver': { items: { GetItem: ['webhook', 'webhookDelivery'] } },

  // admin posts
  // Each post's exact likes and comment counts: its stats item, in one batch.
  'admin-cms-posts-list': all(listPosts, listPostsByStatus, readPost, postRelations, { items: { BatchGetItem: ['post'] } }),
  'admin-cms-posts-create': all(allocateId, postReferences, createPost),
  'admin-cms-posts-get': all(readPost, postRelations),
  'admin-cms-posts-update': all(readPost, postReferences, changePostFields),
  'admin-cms-posts-trash': all(readPost, changePostStatus),
  'admin-cms-posts-restore': all(readPost, changePostStatus),
  'admin-cms-posts-delete': all(readPost, removePost, purgePost),
  // Every bulk action but delete changes the status; delete removes.
  'admin-cms-posts-bulk': all(readPost, changePostStatus, removePost, purgePost),
  'admin-cms-posts-bulk-delete': all(readPost, removePost, purgePost),
  // Revisions sit in the post's partition: a page of them is one Query, one of them a GetItem.
  'admin-cms-post-revisions-list': readPost,
  'admin-cms-post-revisions-get': all(readPost, { items: { GetItem: ['post'] } }),
  'admin-cms-post-revisions-restore': all(readPost, postReferences, changePostFields, { items: { GetItem: ['post'] } }),

  // admin comments
  'admin-cms-comments-list': all(readPost, commentAuthors, { items: { GetItem: ['post'] }, indexes: ['gsi1', 'gsi2', 'gsi3'] }),
  'admin-cms-comments-approve': all(readPost, moderateComment),
  'admin-cms-comments-reject': all(readPost, moderateComment),
  // With its replies (gsi3), read in batches, and the reply count of a parent that stays.
  'admin-cms-comments-delete': all(readPost, moderateComment, { items: { BatchGetItem: ['comment'], DeleteItem: ['comment'] }, indexes: ['gsi3'] }),

  // admin taxonomy
  'admin-cms-categories-list': all(listCollection, { items: { BatchGetItem: ['media'] } }),
  'admin-cms-categories-create': all(allocateId, mediaReference, {
    items: { GetItem: ['category'], ConditionCheckItem: ['category'], PutItem: ['category', 'categorySlug'], UpdateItem: ['category'] },
  }),
  'admin-cms-categories-get': { items: { GetItem: ['category'], BatchGetItem: ['media'] } },
  'admin-cms-categories-update': all(mediaReference, {
    items: { GetItem: ['category'], ConditionCheckItem: ['category'], PutItem: ['categorySlug'], UpdateItem: ['category'], DeleteItem: ['categorySlug'] },
  }),
  // Its posts move to another category (reassign_to): each is a post change, counted on the category items.
  'admin-cms-categories-delete': all(readPost, changePostStatus, {
    items: {
      GetItem: ['category'],
      Query: ['postPointer'],
      ConditionCheckItem: ['category'],
      BatchGetItem: ['category'],
      DeleteItem: ['category', 'categorySlug'],
    },
  }),
  'admin-cms-tags-list': all(listCollection, readCollectionCount),
  'admin-cms-tags-create': all(allocateId, countCollection, { items: { PutItem: ['tag', 'tagSlug'] } }),
  'admin-cms-tags-get': { items: { GetItem: ['tag'] } },
  'admin-cms-tags-update': { items: { GetItem: ['tag'], PutItem: ['tagSlug'], UpdateItem: ['tag'], DeleteItem: ['tagSlug'] } },
  'admin-cms-tags-delete': all(countCollection, {
    items: { GetItem: ['tag'], BatchGetItem: ['tag'], DeleteItem: ['tag', 'tagSlug'] },
  }),

  // admin media
  'admin-cms-media-list': all(listCollection, readCollectionCount),
  'admin-cms-media-create': all(allocateId, countCollection, { items: { PutItem: ['media'] } }),
  'admin-cms-media-get': { items: { GetItem: ['media'] } },
  'admin-cms-media-update': { items: { GetItem: ['media'], UpdateItem: ['media'] } },
  'admin-cms-media-delete': all(countCollection, { items: { GetItem: ['media'], DeleteItem: ['media'] } }),

  // admin users
  'admin-user-users-list': all(listCollection, mediaReference),
  'admin-user-users-create': all(allocateId, audit, mediaReference, { items: { PutItem: ['user', 'userEmail'] } }),
  'admin-user-users-get': all(mediaReference, { items: { GetItem: ['user'] } }),
  'admin-user-users-update': all(audit, mediaReference, { items: { GetItem: ['user'], UpdateItem: ['user'], PutItem: ['userEmail'], DeleteItem: ['userEmail'] } }),
  // A deleted user's second factor goes with it.
  'admin-user-users-delete': all(audit, { items: { GetItem: ['user'], DeleteItem: ['user', 'userEmail', 'mfa'] } }),
  'admin-user-users-mfa-reset': all(readMfa, writeMfa('DeleteItem'), mediaReference, { items: { GetItem: ['user'] } }),

  // client posts: a read counts a view (a view shard in the post's partition)
  'client-cms-posts-list': all(listPosts, postRelations),
  'client-cms-posts-get': all(readPost, readPostSlug, postRelations, { items: { UpdateItem: ['post'] } }),
  'client-alt-posts-list': all(listPosts, postRelations),
  // Also its related posts: the published pointers of its category and tags, by published date (lp2), then those posts.
  'client-alt-posts-get': all(readPost, readPostSlug, postRelations, { items: { UpdateItem: ['post'], BatchGetItem: ['post'] }, indexes: ['lp2'] }),

  // client taxonomy
  'client-cms-categories-list': all(listCollection, categoryShapes),
  'client-alt-categories-list': all(listCollection, categoryShapes),

  // client comments and likes
  'client-cms-comments-list': all(readPost, readUser, commentAuthors, { items: { GetItem: ['post'] }, indexes: ['gsi4'] }),
  // A new comment is pending: it checks the post and that its author's display fields are still those it
  // carries (shared/domains/comments/author-snapshot.ts), and moves the counts on its stats item and its parent's reply count.
  'client-cms-comments-create': all(readPost, readUser, allocateId, commentAuthors, {
    items: { GetItem: ['comment'], PutItem: ['comment'], UpdateItem: ['comment', 'post'], ConditionCheckItem: ['post', 'user'] },
  }),
  // The like and the post's stats item in one transaction, then the count read back from the stats item.
  'client-cms-likes-create': all(readPost, readUser, { items: { GetItem: ['post'], PutItem: ['like'], UpdateItem: ['post'] } }),
  'client-cms-likes-delete': all(readPost, readUser, { items: { GetItem: ['post'], DeleteItem: ['like'], UpdateItem: ['post'] } }),

  // client user
  'client-user-preferences-get': readUser,
  'client-user-preferences-update': all(readUser, { items: { GetItem: ['category'], UpdateItem: ['user'] } }),
  'client-user-profile-get': all(readUser, mediaReference),
  // The email is read-only here: no email item moves.
  'client-user-profile-update': all(readUser, mediaReference, { items: { UpdateItem: ['user'] } }),

  // client user: the second factor
  'client-user-mfa-get': all(readUser, readMfa),
  'client-user-mfa-totp-create': all(readUser, readMfa, writeMfa('PutItem')),
  'client-user-mfa-verify': all(readUser, readMfa, throttledCode, writeMfa('UpdateItem')),
  'client-user-mfa-disable': all(readUser, readMfa, throttledCode, writeMfa('DeleteItem')),
};

/** Functions that are not routes: the authorizers, the media processing and the scheduled publishing. */
export const FUNCTION_ACCESS: Readonly<Record<string, TableAccess>> = {
  [AUTHORIZERS.client.id]: { items: { GetItem: ['apiKey'] } },
  // Bearer tokens: the user (token version, status); admin keys: the key.
  [AUTHORIZERS.admin.id]: { items: { GetItem: ['apiKey', 'user'] } },
  // infra/media-processing-entry.ts names it; measures the upload and records it on the media item.
  'media-processing': { items: { GetItem: ['media'], UpdateItem: ['media'] } },
  // infra/publish-post-entry.ts names it; a scheduled post becoming published is a status change.
  'scheduled-publishing': all(readPost, changePostStatus),
};

/** Consuming the key's exact quota: one UpdateItem on its rate-window item. */
const QUOTA: TableAccess = { items: { UpdateItem: ['rateWindow'] } };
/** Idempotency records: read the first answer, claim the key, drop a claim whose request failed. */
const IDEMPOTENCY: TableAccess = { items: { GetItem: ['idempotency'], PutItem: ['idempotency'], DeleteItem: ['idempotency'] } };

/** A route's whole table access: its declaration, the quota of client routes, the records of idempotent ones. */
export function accessOfRoute(route: RouteDef): TableAccess {
  const declared = ROUTE_ACCESS[route.id];
  if (!declared) throw new Error(`route ${route.id} declares no table access (shared/platform/routes/access.ts)`);
  return all(declared, route.audience === 'admin' ? { items: {} } : QUOTA, route.idempotent ? IDEMPOTENCY : { items: {} });
}
