/**
 * Many creates at once, for a bulk import: each post is checked and built exactly as `createPost`
 * does (permissions, content pipeline, schedule, references, slug; `newPost`; the items of
 * `postWriteItems`), but the table is read once per batch (one BatchGetItem for every reference,
 * one for every slug, one sequence update for every id) and the posts are committed together, as
 * many as fit one transaction: their shared counter items (the site's counts, an author's, a
 * category's) moved by one summed `ADD` each (combined-transaction.ts). The counts stay exact: the
 * transaction commits every post of it or none.
 *
 * A cancelled transaction is read per post: a slug another writer took or a category deleted in
 * between fails that post alone (the error `createPost` would give), the others are committed again
 * without it; a conflict with another transaction is retried after a random pause. A transaction
 * whose outcome is unknown (the table unreachable, a timeout) is not sent again: its posts fail.
 */
import { listsChanged } from '#platform/db/list-version';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';
import { nextId, nextIds } from '#platform/db/sequences';
import { cancellationCodes, type TransactItem } from '#platform/db/transactions';
import { isDependencyDown } from '#platform/db/dependency-faults';
import { CombinedTransaction } from '#platform/db/combined-transaction';
import { InvalidBody, ServiceUnavailable } from '#platform/errors';
import { isoNow } from '#platform/time';
import { preparedCreate, referencesOf, SLUG_TAKEN, type PostActor } from './manage-posts';
import type { PostCreateInput } from '#domains/posts/model/post-schemas';
import { existingReferences, missingReferenceErrors } from '#domains/posts/model/post-references';
import { newPost } from './post-changes';
import { postWriteItems, takenSlugs, vanishedReferences } from '#domains/posts/model/posts-repository';
import { MAX_WRITE_ATTEMPTS, raceBackoff, slugTakenError } from './post-writes';
import type { Post } from '#domains/posts/model/post';

/**
 * A transaction of a hundred items takes DynamoDB Local seconds on a loaded machine, past the 2 s
 * deadline the API's calls keep under API Gateway's limit (client.ts); a bulk import has no gateway
 * to answer, and a timeout there fails the whole batch, so it waits longer (the SDK's retries of the
 * same request carry the same idempotency token, so a retry after a timeout writes nothing twice).
 */
const TOGETHER_REQUEST_TIMEOUT_MS = 15_000;

export interface TogetherCreate {
  /** A create body that names its slug (a bulk import picks it; a taken one fails, as in `createPost`). */
  input: PostCreateInput & { slug: string };
  actor: PostActor;
  /** The WordPress `post_name` of an imported post. */
  wpSlug?: string;
  /** Items committed in the post's transaction (an import's record of it), built from the post as written. */
  alongside?: (post: Post) => TransactItem[];
}

export type TogetherOutcome = { post: Post; error?: undefined } | { error: unknown; post?: undefined };

interface Pending {
  at: number;
  build: (id: number) => Post;
  post: Post;
  items: TransactItem[];
  slugIndex: number | undefined;
  referenceFields: Record<number, 'category_id' | 'tag_ids'>;
}

/** The outcome of each create, in the order given; never throws for one post's problem. */
export async function createPostsTogether(creates: readonly TogetherCreate[]): Promise<TogetherOutcome[]> {
  const outcomes: TogetherOutcome[] = new Array(creates.length);
  const checked: { at: number; create: TogetherCreate; prepared: ReturnType<typeof preparedCreate> }[] = [];
  for (const [at, create] of creates.entries()) {
    try {
      checked.push({ at, create, prepared: preparedCreate(create.input, create.actor) });
    } catch (error) {
      outcomes[at] = { error };
    }
  }
  const [existing, taken] = await Promise.all([
    existingReferences(checked.map(({ prepared }) => referencesOf(prepared.input))),
    takenSlugs(checked.map(({ create }) => create.input.slug)),
  ]);
  const claimed = new Set<string>();
  const ready: typeof checked = [];
  for (const each of checked) {
    const errors = { ...missingReferenceErrors(referencesOf(each.prepared.input), existing), ...each.prepared.errors };
    // Posts created together join no translation group: the import links its groups after (updatePost).
    if (each.create.input.translation_of !== undefined && each.create.input.translation_of !== null) {
      errors.translation_of = ['Posts created together join their translation groups afterwards, one update each.'];
    }
    const slug = each.create.input.slug;
    // Two creates of the batch naming one slug: the second finds it taken, as it would one after the other.
    if (taken.has(slug) || claimed.has(slug)) errors.slug = [SLUG_TAKEN];
    if (Object.keys(errors).length > 0) {
      outcomes[each.at] = { error: new InvalidBody(errors) };
      continue;
    }
    claimed.add(slug);
    ready.push(each);
  }
  if (ready.length === 0) return outcomes;

  const firstId = await nextIds('post', ready.length);
  const now = isoNow();
  const pending = ready.map(({ at, create, prepared }, offset): Pending => {
    const build = (id: number) =>
      newPost(prepared.input, {
        id,
        slug: create.input.slug,
        authorId: prepared.input.author_id !== undefined ? prepared.input.author_id : create.actor.userId,
        creatorId: create.actor.userId,
        now,
        body: prepared.body,
        wpSlug: create.wpSlug ?? null,
      });
    return withItems({ at, build, post: build(firstId + offset), items: [], slugIndex: undefined, referenceFields: {} }, create);
  });
  await commitAll(pending, creates, outcomes);
  return outcomes;
}

function withItems(entry: Pending, create: TogetherCreate): Pending {
  const transaction = postWriteItems(null, entry.post);
  return {
    ...entry,
    items: [...transaction.items, ...(create.alongside?.(entry.post) ?? [])],
    slugIndex: transaction.newSlugIndex,
    referenceFields: transaction.referenceFields,
  };
}

/**
 * Packs the creates into as few transactions as fit and commits them one after another. A
 * transaction takes next the create that adds the fewest items to it: posts that share a category or
 * tags move the same counter items, merged into one, and DynamoDB Local's time goes by the items
 * written (docs/performance.md).
 */
async function commitAll(pending: Pending[], creates: readonly TogetherCreate[], outcomes: TogetherOutcome[]): Promise<void> {
  let left = pending;
  while (left.length > 0) {
    const together = new CombinedTransaction();
    const taken: Pending[] = [];
    const rest = [...left];
    for (;;) {
      let best = -1;
      let fewest = Infinity;
      for (const [index, entry] of rest.entries()) {
        const added = together.itemsAdded(entry.items);
        if (added !== undefined && added < fewest) [best, fewest] = [index, added];
      }
      if (best < 0) break;
      together.add(rest[best].items, taken.length);
      taken.push(...rest.splice(best, 1));
    }
    if (taken.length === 0) throw new Error(`a post's write of ${left[0].items.length} items does not fit one transaction`);
    await commitTogether(taken, creates, outcomes);
    left = rest;
  }
}

/**
 * Commits `group` in one transaction, again without the creates that failed on their own, until
 * every create has its outcome.
 */
async function commitTogether(group: Pending[], creates: readonly TogetherCreate[], outcomes: TogetherOutcome[]): Promise<void> {
  let left = group;
  for (let attempt = 0; left.length > 0; attempt++) {
    if (attempt >= MAX_WRITE_ATTEMPTS) {
      for (const entry of left) outcomes[entry.at] = { error: new ServiceUnavailable(1, 'These posts met too many concurrent writes. Retry shortly.') };
      return;
    }
    if (attempt > 0) await raceBackoff(attempt);
    const together = new CombinedTransaction();
    for (const [write, entry] of left.entries()) if (!together.add(entry.items, write)) throw new Error('a batch that fitted no longer fits');
    try {
      await db.send(new TransactWriteCommand({ TransactItems: together.items }), { requestTimeout: TOGETHER_REQUEST_TIMEOUT_MS });
      for (const entry of left) outcomes[entry.at] = { post: entry.post };
      await listsChanged();
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) {
        // Unreachable, timed out, throttled: the transaction may have committed, so it is not sent
        // again (another id and slug would write the posts twice); each create fails with the error.
        // A caller that records its writes in `alongside` finds out later which ones are there.
        if (isDependencyDown(error) || left.length === 1) {
          for (const entry of left) outcomes[entry.at] = { error };
          return;
        }
        // Refused as a whole (a limit): one of the posts is the cause; halves find it.
        const half = Math.ceil(left.length / 2);
        await commitTogether(left.slice(0, half), creates, outcomes);
        left = left.slice(half);
        attempt = -1;
        continue;
      }
      left = await withoutFailed(left, together, codes, creates, outcomes);
    }
  }
}

/** The creates to commit again: those whose own items failed get their error; a reused id gets a fresh one. */
async function withoutFailed(
  left: Pending[],
  together: CombinedTransaction,
  codes: string[],
  creates: readonly TogetherCreate[],
  outcomes: TogetherOutcome[],
): Promise<Pending[]> {
  const failed = new Map<number, Set<'slug' | 'id' | 'category_id' | 'tag_ids'>>();
  codes.forEach((code, index) => {
    if (code !== 'ConditionalCheckFailed') return;
    for (const { write, index: own } of together.sourcesAt(index)) {
      const entry = left[write];
      const reasons = failed.get(write) ?? new Set();
      const field = entry.referenceFields[own];
      // A merged category or tag count fails for every write of the batch that names it.
      if (own === entry.slugIndex) reasons.add('slug');
      else if (field) reasons.add(field);
      else reasons.add('id');
      failed.set(write, reasons);
    }
  });
  const next: Pending[] = [];
  for (const [write, entry] of left.entries()) {
    const reasons = failed.get(write);
    if (!reasons) next.push(entry);
    else if (reasons.has('slug')) outcomes[entry.at] = { error: slugTakenError() };
    else if (reasons.has('category_id') || reasons.has('tag_ids')) outcomes[entry.at] = { error: vanishedReferences([...reasons].filter((reason) => reason === 'category_id' || reason === 'tag_ids') as ('category_id' | 'tag_ids')[]) };
    // The post's own item or stats item exists already: the id was held (a sequence that was reset): a fresh one.
    else next.push(withItems({ ...entry, post: entry.build(await nextId('post')) }, creates[entry.at]));
  }
  return next;
}
