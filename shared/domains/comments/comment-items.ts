/** Comments as DynamoDB items, and the names of the per-post counter attributes. */
import { num, obj, optNum, optStr, str, type Item } from '#platform/db/attributes';
import { keys } from '#platform/db/keys';
import { isCommentStatus, type Comment, type CommentAuthorSnapshot, type CommentStatus } from './comment';

function toAuthor(item: Item): CommentAuthorSnapshot | undefined {
  const author = obj(item, 'author');
  if (!author) return undefined;
  return {
    firstName: optStr(author, 'first_name') ?? '',
    lastName: optStr(author, 'last_name') ?? '',
    email: optStr(author, 'email') ?? '',
    avatarId: optNum(author, 'avatar_id'),
  };
}

export function toComment(item: Item): Comment {
  const status = str(item, 'status');
  const author = toAuthor(item);
  if (!isCommentStatus(status)) throw new Error(`comment ${String(item.id)} has unknown status ${status}`);
  return {
    id: num(item, 'id'),
    postId: num(item, 'post_id'),
    parentId: optNum(item, 'parent_id'),
    rootId: optNum(item, 'root_id'),
    userId: num(item, 'user_id'),
    content: str(item, 'content'),
    status,
    repliesCount: num(item, 'replies_count', 0),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
    ...(author ? { author } : {}),
  };
}

/** The index keys that depend on the status (gsi2, gsi4, lp2): a status change rewrites exactly these. */
export function statusIndexes(comment: Pick<Comment, 'id' | 'postId' | 'userId' | 'rootId' | 'parentId'>, status: CommentStatus) {
  const { gsi2pk, gsi2sk } = keys.commentIndexes(comment.postId, status, comment.parentId, comment.id);
  const client = keys.commentClientIndex({ ...comment, status });
  const { lp2pk, lp2sk } = keys.commentSiteIndexes(status, comment.id);
  return { gsi2pk, gsi2sk, ...client, lp2pk, lp2sk };
}

export function commentItem(comment: Comment): Item {
  return {
    ...keys.comment(comment.id),
    ...keys.commentIndexes(comment.postId, comment.status, comment.parentId, comment.id),
    ...keys.commentClientIndex(comment),
    ...keys.commentAuthorIndex(comment.userId, comment.id),
    ...keys.commentSiteIndexes(comment.status, comment.id),
    entity: 'comment',
    id: comment.id,
    post_id: comment.postId,
    parent_id: comment.parentId,
    root_id: comment.rootId,
    user_id: comment.userId,
    content: comment.content,
    status: comment.status,
    replies_count: comment.repliesCount,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    ...(comment.author ? { author: authorAttribute(comment.author) } : {}),
  };
}

/** The `author` map of a comment item: the user's display fields as of posting, or of their last change. */
export function authorAttribute(author: CommentAuthorSnapshot): Item {
  return { first_name: author.firstName, last_name: author.lastName, email: author.email, avatar_id: author.avatarId };
}

/** On the post's stats item: `n_<status>` counts every comment of the post in that status, `top_<status>` the top-level ones. */
export { commentCountAttribute as countAttribute, topLevelCommentCountAttribute as topLevelCountAttribute } from '#domains/posts/model/post-stats';
