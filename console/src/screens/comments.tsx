/**
 * One post's comments (`#/comments/<post>`, opened from the moderation queue across posts,
 * moderation-queue.tsx): pending comments first, then the rest in threads (replies under their
 * parent), each with approve, reject and delete as the user's permissions allow. The API has no spam
 * action: a comment's `spam` status is shown, never set from here. Other posts are picked from the
 * admin list, or from the published ones (client list) for a moderator, who holds no cms.posts
 * permission; no post picked goes back to the queue.
 */
import { isEmptyList } from '../api';
import { useConsole } from '../context';
import { matchRoute, navigate, useRoute } from '../router';
import { ErrorNote, useLoad } from '../ui';
import { COMMENT_STATUS, CommentActions, useCommentActions } from '../comment-moderation';

interface PostChoice {
  id: number;
  title: string;
}

type Comments = Awaited<ReturnType<typeof loadComments>>;
type Comment = Comments[number];

async function loadComments(cms: ReturnType<typeof useConsole>['session']['cms'], postId: number) {
  const all = [];
  let cursor: string | undefined;
  // A post's thread fits in a few pages; the queue shows all of it.
  for (let page = 0; page < 10; page++) {
    try {
      const result = await cms.get('/api/admin/v3/cms/post/{post_id}/comments', { params: { path: { post_id: postId }, query: { per_page: 100, ...(cursor ? { cursor } : {}) } } });
      all.push(...result.comments);
      const next = result.meta.pagination.links?.next;
      cursor = next ? (new URL(next, location.origin).searchParams.get('cursor') ?? undefined) : undefined;
      if (!cursor) break;
    } catch (error) {
      if (isEmptyList(error)) break;
      throw error;
    }
  }
  return all;
}

/** Pending first (oldest first: the queue), then the threads: each top-level comment with its replies under it. */
function ordered(comments: Comment[]): { comment: Comment; depth: number }[] {
  const pending = comments.filter((comment) => comment.status === 'pending').map((comment) => ({ comment, depth: 0 }));
  const rest = comments.filter((comment) => comment.status !== 'pending');
  const children = new Map<number | null, Comment[]>();
  const ids = new Set(rest.map((comment) => comment.id));
  for (const comment of rest) {
    const parent = comment.parent_id !== null && ids.has(comment.parent_id) ? comment.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), comment]);
  }
  const threads: { comment: Comment; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const comment of children.get(parent) ?? []) {
      threads.push({ comment, depth });
      walk(comment.id, depth + 1);
    }
  };
  walk(null, 0);
  return [...pending, ...threads];
}

export function CommentsScreen() {
  const { session, t, can, date } = useConsole();
  const route = useRoute();
  // undefined, not NaN, when no post is picked: hook dependencies compare with !==, and NaN !== NaN would reload forever.
  const picked = Number(matchRoute('/comments/:post', route)?.post);
  const postId = Number.isInteger(picked) ? picked : undefined;
  const posts = useLoad<PostChoice[]>(async () => {
    try {
      if (can('cms.posts.list')) {
        const { data } = await session.cms.api.GET('/api/admin/v3/cms/post', { params: { query: { per_page: 100, sort: 'updated_at:desc', field_sets: JSON.stringify({ cms_posts: 'id,title' }) } } });
        return data!.result.map((post) => ({ id: post.id, title: post.title }));
      }
      const page = await session.client.posts.page({ per_page: 100, fields: ['id', 'title'] });
      return page.items.map((post) => ({ id: post.id, title: post.title }));
    } catch (failure) {
      if (isEmptyList(failure)) return [];
      throw failure;
    }
  }, [session.token]);
  const comments = useLoad(async () => (postId !== undefined ? loadComments(session.cms, postId) : []), [postId, session.token]);

  const { error, act } = useCommentActions(() => comments.reload());

  return (
    <section aria-labelledby="comments-heading">
      <h1 id="comments-heading">{t('comments')}</h1>
      <label>
        {t('posts')}
        <select name="post" value={postId ?? ''} onChange={(event) => navigate(event.currentTarget.value ? `/comments/${event.currentTarget.value}` : '/comments')}>
          <option value="">—</option>
          {posts.value?.map((post) => (
            <option value={post.id} key={post.id} dir="auto">
              #{post.id} {post.title}
            </option>
          ))}
        </select>
      </label>
      <p class="muted">{t('pendingFirst')}</p>
      <ErrorNote error={error ?? posts.error ?? comments.error} />
      {comments.value && comments.value.length === 0 && postId !== undefined && <p>{t('nothingFound')}</p>}
      <ol class="comments">
        {ordered(comments.value ?? []).map(({ comment, depth }) => (
          <li class={`comment ${comment.status}`} key={comment.id} data-comment-id={comment.id} data-depth={depth}>
            <div class="row">
              <strong dir="auto">{comment.user.name || '—'}</strong>
              <span class="muted">{date(comment.created_at)}</span>
              <span class="status">{t(COMMENT_STATUS[comment.status])}</span>
              {comment.parent_id !== null && <span class="muted">{t('reply', { id: comment.parent_id })}</span>}
            </div>
            {/* Indentation of a thread, as a block: logical, so it mirrors in Persian. */}
            <p dir="auto" class={`depth-${Math.min(depth, 4)}`}>
              {comment.content}
            </p>
            <CommentActions comment={comment} act={act} />
          </li>
        ))}
      </ol>
    </section>
  );
}
