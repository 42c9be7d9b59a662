/**
 * A comment on a post. Users post `pending` comments; moderators approve, reject (or mark as spam);
 * only approved comments reach clients and count in the post's `comment_count`. A reply has the
 * comment it answers as `parentId` and the top-level comment of its thread as `rootId`.
 */
import { COMMENT_STATUSES, type CommentStatus } from '#domains/presentation/enums';

export { COMMENT_STATUSES, type CommentStatus };

/**
 * The author's display fields as of posting, stored on the comment so that a thread or a list reads
 * no user per comment (docs/data-model.md, "Comments"). A rename is not carried to older comments yet.
 */
export interface CommentAuthorSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  avatarId: number | null;
}

export interface Comment {
  id: number;
  postId: number;
  parentId: number | null;
  /** The top-level comment of the thread; null for a top-level comment. */
  rootId: number | null;
  userId: number;
  content: string;
  status: CommentStatus;
  /** Direct replies, whatever their status (moved in the same transaction as each reply). */
  repliesCount: number;
  createdAt: string;
  updatedAt: string;
  /** Absent on comments stored before authors were kept with them: those read the user. */
  author?: CommentAuthorSnapshot;
}

export const CONTENT_MAX_CHARS = 5000;

export function isCommentStatus(value: unknown): value is CommentStatus {
  return typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);
}

/** The thread a comment belongs to: its root, or itself when it is top-level. */
export const threadOf = (comment: Pick<Comment, 'id' | 'rootId'>): number => comment.rootId ?? comment.id;
