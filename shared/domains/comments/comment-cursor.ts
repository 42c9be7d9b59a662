/**
 * The opaque `cursor` of a comment list's `links.next`: the id of the last comment served, sealed
 * (HMAC, the deployment's key) for the list it continues: the audience, the post and the status
 * filter. A cursor that was altered or forged, or that comes from another post's thread, another
 * status or the other audience, is a 400 `bad_request`: a client cannot walk into a list it does not
 * see (the admin list of pending comments) by carrying a cursor over.
 */
import { InvalidParameters } from '#platform/errors';
import { openCursor, sealCursor } from '#platform/db/cursor-seal';
import type { CommentStatus } from './comment';

const PURPOSE = 'cms-comments-cursor-v1';

/** Which comment list a cursor belongs to. */
export interface CommentListScope {
  audience: 'admin' | 'client';
  postId: number;
  /** The admin list's status filter; the client thread has none. */
  status?: CommentStatus;
}

const purposeOf = (scope: CommentListScope) => `${PURPOSE}\n${scope.audience}\n${scope.postId}\n${scope.status ?? 'any'}`;

const invalid = () => new InvalidParameters({ cursor: ['The cursor is not valid for this list: follow links.next or start from page 1.'] });

export function encodeCommentCursor(scope: CommentListScope, afterId: number): Promise<string> {
  return sealCursor({ after: afterId }, purposeOf(scope));
}

/** The comment id to continue after; InvalidParameters when the cursor was not sealed for this list. */
export async function decodeCommentCursor(scope: CommentListScope, cursor: string): Promise<number> {
  const parsed = await openCursor(cursor, purposeOf(scope));
  const after = parsed && typeof parsed === 'object' ? (parsed as { after?: unknown }).after : undefined;
  if (typeof after === 'number' && Number.isSafeInteger(after) && after > 0) return after;
  throw invalid();
}
