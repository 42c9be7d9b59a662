/**
 * What both comment screens (the queue across posts, one post's threads) show of a comment and do to
 * it: its status in words, and approve, reject and delete through the per-comment routes, each offered
 * as the user's permissions allow (delete after a confirmation). The API has no spam action.
 */
import { useState } from 'preact/hooks';
import { useConsole } from './context';
import type { MessageKey } from './i18n';

export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'spam';

export const COMMENT_STATUS: Record<CommentStatus, MessageKey> = {
  pending: 'commentPending',
  approved: 'commentApproved',
  rejected: 'commentRejected',
  spam: 'commentSpam',
};

type Action = 'approve' | 'reject' | 'delete';

/** The action buttons of one comment, and the failure of the last action for an ErrorNote. */
export function useCommentActions(onDone: () => void) {
  const { session, t } = useConsole();
  const [error, setError] = useState<unknown>();
  const act = async (commentId: number, action: Action) => {
    setError(undefined);
    try {
      const path = { params: { path: { comment_id: commentId } } };
      if (action === 'approve') await session.cms.put('/api/admin/v3/cms/comment/{comment_id}/approve', path);
      else if (action === 'reject') await session.cms.put('/api/admin/v3/cms/comment/{comment_id}/reject', path);
      else if (confirm(t('confirmDelete'))) await session.cms.delete('/api/admin/v3/cms/comment/{comment_id}', path);
      onDone();
    } catch (failure) {
      setError(failure);
    }
  };
  return { error, act };
}

export function CommentActions({ comment, act }: { comment: { id: number; status: CommentStatus }; act(commentId: number, action: Action): void }) {
  const { t, can } = useConsole();
  return (
    <div class="row">
      {can('cms.comments.approve') && comment.status !== 'approved' && (
        <button type="button" onClick={() => act(comment.id, 'approve')}>
          {t('approve')}
        </button>
      )}
      {can('cms.comments.reject') && comment.status !== 'rejected' && (
        <button type="button" onClick={() => act(comment.id, 'reject')}>
          {t('reject')}
        </button>
      )}
      {can('cms.comments.delete') && (
        <button type="button" onClick={() => act(comment.id, 'delete')}>
          {t('delete')}
        </button>
      )}
    </div>
  );
}
