/**
 * The moderation queue across posts (`GET /api/admin/v3/cms/comment`): pending comments first, newest
 * first, then approved, rejected and spam; a status filter; the number of pending comments of each
 * post on the page (the queue's own total for that post); approve, reject and delete with the
 * existing routes, as the user's permissions allow. A comment's post opens its thread
 * (`#/comments/<post>`). The API has no spam action: spam is shown and filtered, never set.
 */
import { useState } from 'preact/hooks';
import type { paths } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad } from '../ui';
import { COMMENT_STATUS, CommentActions, useCommentActions, type CommentStatus } from '../comment-moderation';

type Comment = paths['/api/admin/v3/cms/comment']['get']['responses'][200]['content']['application/json']['result']['comments'][number];

const PER_PAGE = 20;

interface QueuePage {
  comments: Comment[];
  total: number;
  pages: number;
  /** Pending comments of each post on the page, and the post's title when the user may read posts. */
  posts: { id: number; pending: number; title?: string }[];
}

export function ModerationQueue() {
  const { session, t, can, date, number } = useConsole();
  const [status, setStatus] = useState<CommentStatus | ''>('');
  const [page, setPage] = useState(1);
  const queue = useLoad<QueuePage>(async () => {
    const result = await session.cms.get('/api/admin/v3/cms/comment', {
      params: { query: { page, per_page: PER_PAGE, ...(status ? { 'filter[]': [`status:${status}`] } : {}) } },
    });
    const postIds = [...new Set(result.comments.map((comment) => comment.post_id))];
    // Per post on the page: its pending total (one comment read), and its title for a user who may read posts.
    const posts = await Promise.all(
      postIds.map(async (id) => {
        const [pending, post] = await Promise.all([
          session.cms.get('/api/admin/v3/cms/comment', { params: { query: { per_page: 1, 'filter[]': [`post_id:${id}`, 'status:pending'] } } }),
          can('cms.posts.read')
            ? session.cms
                .get('/api/admin/v3/cms/post/{post_id}', { params: { path: { post_id: id }, query: { field_sets: JSON.stringify({ cms_posts: 'id,title' }) } } })
                .catch(() => undefined)
            : undefined,
        ]);
        return { id, pending: pending.meta.pagination.total, ...(post ? { title: post.title } : {}) };
      }),
    );
    return { comments: result.comments, total: result.meta.pagination.total, pages: result.meta.pagination.total_pages, posts };
  }, [status, page, session.token]);

  const { error, act } = useCommentActions(() => queue.reload());

  const posts = new Map((queue.value?.posts ?? []).map((post) => [post.id, post]));
  const postLabel = (id: number) => posts.get(id)?.title || t('postNumber', { id: number(id) });
  return (
    <section aria-labelledby="queue-heading">
      <h1 id="queue-heading">{t('moderationQueue')}</h1>
      <div class="filters">
        <label>
          {t('status')}
          <select
            name="status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as CommentStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('allPendingFirst')}</option>
            {(Object.keys(COMMENT_STATUS) as CommentStatus[]).map((value) => (
              <option value={value} key={value}>
                {t(COMMENT_STATUS[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="muted">{t('noSpamRoute')}</p>
      <ErrorNote error={error ?? queue.error} />
      {queue.value && queue.value.posts.length > 0 && (
        <section class="pending-per-post" aria-labelledby="pending-per-post-heading">
          <h2 id="pending-per-post-heading">{t('pendingPerPost')}</h2>
          <ul>
            {queue.value.posts.map((post) => (
              <li key={post.id} data-post-id={post.id}>
                <a href={`#/comments/${post.id}`} dir="auto">
                  {postLabel(post.id)}
                </a>{' '}
                <span class="pending-count">{number(post.pending)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {queue.value?.comments.length === 0 && <p>{t('nothingFound')}</p>}
      <ol class="comments queue">
        {queue.value?.comments.map((comment) => (
          <li class={`comment ${comment.status}`} key={comment.id} data-comment-id={comment.id} data-post-id={comment.post_id}>
            <div class="row">
              <strong dir="auto">{comment.user.name || '—'}</strong>
              <span class="muted">{date(comment.created_at)}</span>
              <span class="status">{t(COMMENT_STATUS[comment.status])}</span>
              <a href={`#/comments/${comment.post_id}`} dir="auto">
                {t('onPost', { post: postLabel(comment.post_id) })}
              </a>
              {comment.parent_id !== null && <span class="muted">{t('reply', { id: number(comment.parent_id) })}</span>}
            </div>
            <p dir="auto">{comment.content}</p>
            <CommentActions comment={comment} act={act} />
          </li>
        ))}
      </ol>
      {queue.value && (
        <div class="pages">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('queuePage', { page, pages: queue.value.pages, total: queue.value.total })}</span>
          <button type="button" disabled={page >= queue.value.pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </div>
      )}
    </section>
  );
}
