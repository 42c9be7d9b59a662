/**
 * What a route's bench request (`bench` in its `route({...})`, shared/platform/routes/bench-types.ts)
 * can name in a `{placeholder}`: things of the seeded site, or things made fresh through the use cases
 * for a request that consumes them (not measured). A fixture gets the request's number `n` and the
 * placeholder's argument (`{category:2}` -> 2).
 */
import type { ScenarioContext } from './scenario-context';
import { BENCH_PASSWORD, generator, postBody } from './seed';

export type Fixture = (context: ScenarioContext, n: number, arg: number | undefined) => unknown;

const random = generator(7);
let unique = 0;
/** A token no other request of this run has. */
export const next = (): string => `${Date.now().toString(36)}-${(unique++).toString(36)}`;

export const newPostBody = (): Record<string, unknown> => ({
  title: `Benchmark article ${next()}`,
  content: postBody(random, random() < 0.5),
  status: 'published',
  is_featured: false,
  seo: { meta_title: 'Benchmark article', meta_description: 'A post written by the benchmark.', og_image: null },
});

const published = (context: ScenarioContext, n: number) => context.site.quietPostIds[n % context.site.quietPostIds.length]!;

/** Revisions a post of the revision reads has: more than a page of 15, as a post edited for a while. */
const REVISIONS_READ = 20;
const revisedPosts = new WeakMap<ScenarioContext, Promise<number>>();

/** One post per table with REVISIONS_READ title edits behind it, made once (reads do not consume it). */
function revisedPost(context: ScenarioContext): Promise<number> {
  let made = revisedPosts.get(context);
  if (!made) {
    made = (async () => {
      const postId = await context.fresh.post();
      for (let n = 1; n <= REVISIONS_READ; n++) await context.fresh.edit(postId, { title: `Revised article ${next()}` });
      return postId;
    })();
    revisedPosts.set(context, made);
  }
  return made;
}

const seeded = (list: (context: ScenarioContext) => number[]): Fixture => (context, _n, index = 0) => list(context)[index];

export const FIXTURES: Readonly<Record<string, Fixture>> = {
  // ---- of the seeded site ----------------------------------------------------------------------
  /** A published post with no comments or likes, another for each request (`:k` shifts the choice). */
  'published-post': (context, n, offset = 0) => published(context, n + offset),
  /** The k-th published post with a comment thread (the lists read 0 and 1; moderation writes to 2 to 4). */
  'commented-post': seeded((context) => context.site.commentedPostIds),
  category: seeded((context) => context.site.categoryIds),
  tag: seeded((context) => context.site.tagIds),
  media: seeded((context) => context.site.mediaIds),
  author: seeded((context) => context.site.authorIds),
  'reader-email': (context) => context.site.readerEmail,
  'reader-password': () => BENCH_PASSWORD,
  /** A post with more than a page of revisions, made once per table. */
  'revised-post': (context) => revisedPost(context),
  /** A revision of the revised post, another for each request. */
  revision: (_context, n) => REVISIONS_READ - n,

  // ---- made for the request ----------------------------------------------------------------------
  'fresh-post': (context) => context.fresh.post(),
  /** `:k` fresh posts' ids. */
  'fresh-posts': async (context, _n, count = 1) => {
    const ids: number[] = [];
    for (let made = 0; made < count; made++) ids.push(await context.fresh.post());
    return ids;
  },
  'trashed-post': (context) => context.fresh.post({ trash: true }),
  'liked-post': async (context) => {
    const postId = await context.fresh.post();
    await context.fresh.like(postId);
    return postId;
  },
  /** A post and its version after one title edit (its revision 1 is the post before the edit). */
  'edited-post': async (context) => {
    const id = await context.fresh.post();
    return { id, version: await context.fresh.edit(id, { title: `Edited article ${next()}` }) };
  },
  /** A pending comment on the k-th commented post. */
  'pending-comment': (context, _n, index = 0) => context.fresh.pendingComment(context.site.commentedPostIds[index]!),
  'fresh-category': (context) => context.fresh.category(),
  'fresh-tag': (context) => context.fresh.tag(),
  'fresh-media': (context) => context.fresh.media(),
  'fresh-user': (context) => context.fresh.user(),
  'fresh-api-key': (context) => context.fresh.apiKey(),
  /** A disabled webhook with one recorded delivery: `{id, delivery_id}`. */
  webhook: async (context) => {
    const { id, deliveryId } = await context.fresh.webhook();
    return { id, delivery_id: deliveryId };
  },
  /** A reader with a second factor: `:0` pending (`.code` its first code), `:1` on (`.code` a recovery code); `.token` logs them in. */
  'mfa-reader': (context, _n, state = 0) => context.fresh.mfaUser(state === 1 ? 'enabled' : 'pending'),
  /** The id of a user whose second factor is on. */
  'mfa-user': async (context) => (await context.fresh.mfaUser('enabled')).id,
  /** A login's second step: its mfa_token and a recovery code. */
  'mfa-login-body': (context) => context.fresh.mfaChallenge('verify'),
  /** A login that must enrol: its mfa_token. */
  'mfa-enrolment-login-body': (context) => context.fresh.mfaChallenge('enrol'),
  /** Bodies of the readers' account routes (made fresh, the bench address's throttle counters cleared). */
  'register-body': (context) => context.fresh.accountRequest('register'),
  'forgot-body': (context) => context.fresh.accountRequest('forgot'),
  'verify-body': (context) => context.fresh.accountRequest('verify'),
  'reset-body': (context) => context.fresh.accountRequest('reset'),
  'refresh-body': (context) => context.fresh.accountRequest('refresh'),
  /** A 5 KB-ish post body with a fresh title. */
  'new-post-body': () => newPostBody(),
};
