/** Revisions as the admin routes answer them: a summary in lists, the stored state with it when one is read. */
import { adminTimestamp } from '#platform/time';
import type { Revision, RevisionSummary } from './revisions';
import type { Post } from '#domains/posts/model/post';
import { lazily } from '#platform/lazily';
import { revisionKeysView } from '#domains/posts/model/field-views';
import { postFields, V3_ORDER } from '#domains/posts/model/post-fields';

/** The state's keys (post-fields.ts, `revision.shown`), in v3's order. */
const stateKeys = lazily(() => revisionKeysView(postFields(), V3_ORDER.revisionShown));

export const revisionSummaryShape = (revision: RevisionSummary) => ({
  id: revision.number,
  post_id: revision.postId,
  version: revision.version,
  title: revision.title,
  status: revision.status,
  changed_fields: revision.changedFields,
  changed_by: revision.changedBy,
  created_at: adminTimestamp(revision.changedAt),
});

/** The post's content and settings as they were; engagement (views, comments) is not part of a revision. */
function storedStateShape(state: Post): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const key of stateKeys()) shaped[key.name] = key.value(state);
  return shaped;
}

export const revisionShape = (revision: Revision) => ({
  ...revisionSummaryShape({ ...revision, version: revision.state.version, title: revision.state.title, status: revision.state.status }),
  post: storedStateShape(revision.state),
});
