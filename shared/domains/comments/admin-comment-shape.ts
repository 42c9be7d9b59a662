/** The admin comment of spec 2.3, its zod schema, and the list result of spec 4.2 (meta inside result). */
import { adminTimestamp } from '#platform/time';
import { fullName } from '#domains/users/user';
import { mediaRecordOf } from '#domains/media/media-shape';
import type { Comment } from './comment';
import type { CommentAuthors } from './comment-authors';
import type { AdminComment, CommentWithPost } from './admin-comment-response-schemas';

export function adminCommentShape(comment: Comment, authors: CommentAuthors): AdminComment {
  const author = authors.get(comment.id);
  const user = author?.user;
  return {
    id: comment.id,
    content: comment.content,
    created_at: adminTimestamp(comment.createdAt),
    updated_at: adminTimestamp(comment.updatedAt),
    status: comment.status,
    user: {
      id: comment.userId,
      name: user ? fullName(user) : '',
      email: user?.email ?? '',
      avatar_url: author?.avatar ? mediaRecordOf(author.avatar).url : '',
    },
    parent_id: comment.parentId,
    replies_count: comment.repliesCount,
  };
}

/** The comment with the post it is on (the moderation queue, comment webhooks). */
export const commentWithPostShape = (comment: Comment, authors: CommentAuthors): CommentWithPost => ({ ...adminCommentShape(comment, authors), post_id: comment.postId });
