/**
 * A post's revisions, newest first (the states before each change, the newest 100 kept), and a
 * restore of one: sent with the version the editor read, so a restore over a newer save is refused
 * (409) like any other save.
 */
import { useState } from 'preact/hooks';
import { CmsError, isEmptyList, nextCursor, type AdminPost, type Pagination, type Schemas } from '../api';
import { useConsole } from '../context';
import { ErrorNote, STATUS_LABELS, useLoad } from '../ui';

export function RevisionsPanel({ post, editable, onRestored, onConflict }: { post: AdminPost; editable: boolean; onRestored(): void; onConflict(): void }) {
  const { session, t, date } = useConsole();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [error, setError] = useState<unknown>();
  const cursor = cursors[cursors.length - 1];
  const page = useLoad<{ items: Schemas['PostRevisionSummary'][]; pagination?: Pagination }>(async () => {
    try {
      const { data } = await session.cms.api.GET('/api/admin/v3/cms/post/{post_id}/revisions', { params: { path: { post_id: post.id }, query: { per_page: 10, ...(cursor ? { cursor } : {}) } } });
      return { items: data!.result, pagination: data!.meta.pagination };
    } catch (failure) {
      if (isEmptyList(failure)) return { items: [] };
      throw failure;
    }
  }, [post.id, post.version, cursor, session.token]);
  const next = nextCursor(page.value?.pagination);

  const restore = async (revision: Schemas['PostRevisionSummary']) => {
    setError(undefined);
    try {
      await session.cms.post('/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}/restore', { params: { path: { post_id: post.id, revision_id: revision.id } }, body: { version: post.version } });
      setCursors([undefined]);
      onRestored();
    } catch (failure) {
      if (failure instanceof CmsError && failure.status === 409 && failure.code === 'version_conflict') onConflict();
      else setError(failure);
    }
  };

  return (
    <section class="revisions" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">{t('revisions')}</h2>
      <ErrorNote error={error ?? page.error} />
      {page.value?.items.length === 0 && <p class="muted">{t('nothingFound')}</p>}
      <ol class="revision-list">
        {page.value?.items.map((revision) => (
          <li key={revision.id} data-revision-id={revision.id}>
            <span dir="auto">
              #{revision.id} · v{revision.version} · {revision.title}
            </span>
            <small class="muted">
              {' '}
              {t(STATUS_LABELS[revision.status])} · {date(revision.created_at)} · {revision.changed_fields.join(', ')}
            </small>
            {editable && (
              <button type="button" onClick={() => restore(revision)} aria-label={`${t('actionRestore')} #${revision.id}`}>
                {t('actionRestore')}
              </button>
            )}
          </li>
        ))}
      </ol>
      <div class="row">
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('previous')}
        </button>
        <button type="button" disabled={!next} onClick={() => setCursors([...cursors, next])}>
          {t('next')}
        </button>
      </div>
    </section>
  );
}
