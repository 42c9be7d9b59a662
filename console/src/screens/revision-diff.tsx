/**
 * What a revision differs in: its title, excerpt and content against the current post, or against the
 * revision before it (what the change before it did), as word differences (text-diff.ts): insertions
 * marked `ins`, removals `del`, so a screen reader says which is which.
 */
import { useState } from 'preact/hooks';
import type { AdminPost, Schemas } from '../api';
import { useConsole } from '../context';
import { textDiff, type Segment } from '../text-diff';
import { ErrorNote, useLoad } from '../ui';

type Compared = Pick<AdminPost, 'title' | 'excerpt' | 'content'>;
const FIELDS = ['title', 'excerpt', 'content'] as const;

function Segments({ segments }: { segments: Segment[] }) {
  const { t } = useConsole();
  return (
    <p class="diff" dir="auto">
      {segments.map((segment, index) =>
        segment.added ? (
          <ins key={index} title={t('inserted')}>
            {segment.value}
          </ins>
        ) : segment.removed ? (
          <del key={index} title={t('removed')}>
            {segment.value}
          </del>
        ) : (
          <span key={index}>{segment.value}</span>
        ),
      )}
    </p>
  );
}

export function RevisionDiff({ post, revision }: { post: AdminPost; revision: Schemas['PostRevisionSummary'] }) {
  const { session, t, number } = useConsole();
  const [against, setAgainst] = useState<'current' | 'predecessor'>('current');
  const read = (id: number) => session.cms.get('/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}', { params: { path: { post_id: post.id, revision_id: id } } });
  const compared = useLoad(async () => {
    const state = (await read(revision.id)).post;
    const [before, after]: [Compared, Compared] = against === 'current' ? [state, post] : [(await read(revision.id - 1)).post, state];
    const diffs = await Promise.all(FIELDS.map(async (field) => ({ field, segments: await textDiff(before[field], after[field]) })));
    return diffs.filter(({ segments }) => segments.some((segment) => segment.added || segment.removed));
  }, [post.id, post.version, revision.id, against, session.token]);
  const other = against === 'current' ? t('currentPost') : t('predecessor');
  return (
    <div class="revision-diff" data-revision-id={revision.id}>
      <label class="inline">
        {t('compareWith')}{' '}
        <select value={against} onChange={(event) => setAgainst(event.currentTarget.value as 'current' | 'predecessor')}>
          <option value="current">{t('currentPost')}</option>
          {revision.id > 1 && <option value="predecessor">{t('predecessor')}</option>}
        </select>
      </label>
      <h3>{t('diffOf', { id: number(revision.id), other })}</h3>
      <ErrorNote error={compared.error} />
      {compared.value?.length === 0 && <p class="muted">{t('noChanges')}</p>}
      {compared.value?.map(({ field, segments }) => (
        <section key={field} class={`diff-field diff-${field}`} aria-label={t(field)}>
          <h4>{t(field)}</h4>
          <Segments segments={segments} />
        </section>
      ))}
    </div>
  );
}
