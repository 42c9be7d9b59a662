/**
 * A post's revisions, newest first (the states before each change, the newest 100 kept), each
 * labelled by who made the change that followed it, when, and which fields it changed; a comparison
 * of its title, excerpt and content with the current post or the revision before it (revision-diff.tsx);
 * and a restore of one: sent with the version the editor read, so a restore over a newer save is
 * refused (409) like any other save.
 */
import { useState } from 'preact/hooks';
import { CmsError, isEmptyList, nextCursor, type AdminPost, type Pagination, type Schemas } from '../api';
import { useConsole } from '../context';
import type { MessageKey, Translate } from '../i18n';
import { ErrorNote, STATUS_LABELS, useLoad } from '../ui';
import { RevisionDiff } from './revision-diff';

type Revision = Schemas['PostRevisionSummary'];

const FIELD_LABELS: Record<Revision['changed_fields'][number], MessageKey> = {
  title: 'title',
  slug: 'slug',
  content: 'content',
  excerpt: 'excerpt',
  seo: 'seo',
  featured_image: 'featuredImage',
  category_id: 'category',
  tag_ids: 'tags',
  status: 'status',
};

/** Who made a change: the signed-in user is "you", another user by name when the console knows it. */
function whoOf(changedBy: Revision['changed_by'], t: Translate, number: (value: number) => string, me: number, people: ReadonlyMap<number, string>): string {
  if (changedBy.type === 'system' || changedBy.id === null) return t('changedBySystem');
  if (changedBy.type === 'api_key') return t('changedByKey', { id: number(changedBy.id) });
  if (changedBy.id === me) return t('you');
  return people.get(changedBy.id) ?? t('changedByUser', { id: number(changedBy.id) });
}

export function RevisionsPanel({ post, editable, people, onRestored, onConflict }: { post: AdminPost; editable: boolean; people?: { id: number; name: string }[]; onRestored(): void; onConflict(): void }) {
  const { session, t, date, number } = useConsole();
  const [comparing, setComparing] = useState<number>();
  const names = new Map((people ?? []).map((person) => [person.id, person.name]));
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [error, setError] = useState<unknown>();
  const cursor = cursors[cursors.length - 1];
  const page = useLoad<{ items: Revision[]; pagination?: Pagination }>(async () => {
    try {
      const { data } = await session.cms.api.GET('/api/admin/v3/cms/post/{post_id}/revisions', { params: { path: { post_id: post.id }, query: { per_page: 10, ...(cursor ? { cursor } : {}) } } });
      return { items: data!.result, pagination: data!.meta.pagination };
    } catch (failure) {
      if (isEmptyList(failure)) return { items: [] };
      throw failure;
    }
  }, [post.id, post.version, cursor, session.token]);
  const next = nextCursor(page.value?.pagination);

  const restore = async (revision: Revision) => {
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
              #{number(revision.id)} · v{number(revision.version)} · {revision.title}
            </span>
            <small class="muted revision-label">
              {' '}
              {t('changedBy', {
                who: whoOf(revision.changed_by, t, number, session.user.id, names),
                fields: revision.changed_fields.map((field) => t(FIELD_LABELS[field])).join(t('listSeparator')),
              })}{' '}
              · {date(revision.created_at)} · {t(STATUS_LABELS[revision.status])}
            </small>
            <button type="button" aria-expanded={comparing === revision.id} onClick={() => setComparing(comparing === revision.id ? undefined : revision.id)} aria-label={`${t('compare')} #${revision.id}`}>
              {t('compare')}
            </button>
            {editable && (
              <button type="button" onClick={() => restore(revision)} aria-label={`${t('actionRestore')} #${revision.id}`}>
                {t('actionRestore')}
              </button>
            )}
            {comparing === revision.id && <RevisionDiff post={post} revision={revision} />}
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
