/**
 * Use cases of the revision routes. Reading follows the post's read rules and restoring its edit
 * rules: without `cms.posts.edit_others` a caller sees the revisions of their own posts only (another
 * author's post is 404 here, as if it had none to show), and restores only on their own posts (403
 * naming `cms.posts.edit_others`, as an update); a restore that publishes needs `cms.posts.publish`.
 */
import { InvalidBody, NotFound } from '#platform/errors';
import { invalidCursor, openCursor, sealCursor } from '#platform/db/cursor-seal';
import { isoNow } from '#platform/time';
import { changePost } from '#domains/posts/write/post-writes';
import { findPostById } from '#domains/posts/model/posts-repository';
import { owns, requirePublishAllowed } from '#domains/posts/model/post-ownership';
import { referenceErrors } from '#domains/posts/model/post-references';
import { sameContent } from '#domains/posts/write/post-changes';
import { scheduleErrors } from '#domains/posts/write/scheduling';
import { ownedBy, type PostActor } from '#domains/posts/write/manage-posts';
import { findRevision, revisionSummaries } from './revisions-repository';
import { MAX_REVISIONS, restoredFromRevision, type Revision, type RevisionSummary } from './revisions';
import type { Post } from '#domains/posts/model/post';

export interface RevisionPage {
  revisions: RevisionSummary[];
  total: number;
  page: number;
  /** Present when older revisions follow. */
  cursor?: string;
}

async function readablePost(postId: number, actor: PostActor): Promise<Post> {
  const post = await findPostById(postId, true);
  if (!post || !owns(actor, post)) throw new NotFound('post', 'Post not found.');
  return post;
}

const revisionNotFound = () => new NotFound('revision', 'Revision not found: it never existed or is older than the newest 100.');
const purposeOf = (postId: number) => `post-revisions:${postId}`;

/** Newest first; the total is exact (the post's revision number, at most MAX_REVISIONS are kept). */
export async function listPostRevisions(postId: number, actor: PostActor, perPage: number, cursor?: string): Promise<RevisionPage> {
  const post = await readablePost(postId, actor);
  let below: number | undefined;
  let page = 1;
  if (cursor !== undefined) {
    const { b, p } = ((await openCursor(cursor, purposeOf(postId))) ?? {}) as { b?: unknown; p?: unknown };
    if (!Number.isInteger(b) || !Number.isInteger(p) || (b as number) < 0 || (p as number) < 1) throw invalidCursor();
    below = b as number;
    page = (p as number) + 1;
  }
  const total = Math.min(post.lastRevision ?? 0, MAX_REVISIONS);
  const read = below === 0 ? [] : await revisionSummaries(postId, perPage + 1, below);
  const revisions = read.slice(0, perPage);
  const last = revisions[revisions.length - 1];
  const more = read.length > perPage && last !== undefined;
  return { revisions, total, page, ...(more ? { cursor: await sealCursor({ b: last.number - 1, p: page }, purposeOf(postId)) } : {}) };
}

export async function getPostRevision(postId: number, number: number, actor: PostActor): Promise<Revision> {
  await readablePost(postId, actor);
  const revision = await findRevision(postId, number);
  if (!revision) throw revisionNotFound();
  return revision;
}

/**
 * A new version of the post equal to the revision's content fields, if the post is still at
 * `version` (409 otherwise). Through the same write as an update: the slug must be free (422 on
 * `slug`), the category and tags must still exist (422 on `category_id` / `tag_ids`), the counters
 * move, and the state it replaces becomes a revision in turn. A restore that changes nothing writes
 * nothing.
 */
export async function restorePostRevision(postId: number, number: number, version: number, actor: PostActor): Promise<{ post: Post; changed: boolean }> {
  let revision: Revision | undefined;
  return changePost(
    postId,
    async (before) => {
      revision ??= await findRevision(postId, number);
      if (!revision) throw revisionNotFound();
      const after = restoredFromRevision(before, revision.state, isoNow());
      if (sameContent(before, after)) return null;
      const errors = await referenceErrors({
        categoryId: after.categoryId !== before.categoryId ? after.categoryId : undefined,
        tagIds: after.tagIds.filter((tagId) => !before.tagIds.includes(tagId)),
      });
      Object.assign(errors, scheduleErrors(before, after, isoNow()));
      if (Object.keys(errors).length > 0) {
        throw new InvalidBody(errors, 'The revision cannot be restored as it is: see errors.');
      }
      requirePublishAllowed(actor, before, after);
      return after;
    },
    { ...ownedBy(actor), expectedVersion: version },
  );
}
