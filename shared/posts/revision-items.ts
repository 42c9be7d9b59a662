/**
 * Revisions as DynamoDB items (`POST#<id>` / `HIST#<number>`, docs/data-model.md "Revisions"): the
 * post's state before a change as the post item held it (without engagement, which no revision
 * restores), with the change's author, time and fields.
 */
import { num, obj, str, strList, type Item } from '../db/attributes';
import { keys } from '../db/keys';
import { ownedAttributes, toPost } from './post-items';
import type { Post } from './post';
import { REVISED_FIELDS, type ChangedBy, type Revision, type RevisedField, type RevisionSummary } from './revisions';

/** What a list of revisions reads: everything but the stored state. */
export const REVISION_SUMMARY_ATTRIBUTES = ['post_id', 'revision', 'version', 'title', 'status', 'changed_fields', 'changed_by_type', 'changed_by_id', 'changed_at'];

export function revisionItem(revision: Revision): Item {
  const { entity: _entity, ...state } = ownedAttributes(revision.state);
  return {
    ...keys.postRevision(revision.postId, revision.number),
    entity: 'post_revision',
    post_id: revision.postId,
    revision: revision.number,
    version: revision.state.version,
    title: revision.state.title,
    status: revision.state.status,
    changed_fields: revision.changedFields,
    changed_by_type: revision.changedBy.type,
    changed_by_id: revision.changedBy.id,
    changed_at: revision.changedAt,
    state,
  };
}

const isRevisedField = (field: string): field is RevisedField => (REVISED_FIELDS as readonly string[]).includes(field);

function changedByOf(item: Item): ChangedBy {
  const type = str(item, 'changed_by_type');
  const id = typeof item.changed_by_id === 'number' ? item.changed_by_id : null;
  return { type: type === 'user' || type === 'api_key' ? type : 'system', id };
}

export function toRevisionSummary(item: Item): RevisionSummary {
  return {
    postId: num(item, 'post_id'),
    number: num(item, 'revision'),
    version: num(item, 'version'),
    title: str(item, 'title'),
    status: str(item, 'status') as Post['status'],
    changedFields: strList(item, 'changed_fields').filter(isRevisedField),
    changedBy: changedByOf(item),
    changedAt: str(item, 'changed_at'),
  };
}

export function toRevision(item: Item): Revision {
  const { version: _version, title: _title, status: _status, ...summary } = toRevisionSummary(item);
  const state = obj(item, 'state');
  if (!state) throw new Error(`revision ${String(item.pk)}/${String(item.sk)} has no state`);
  return { ...summary, state: toPost({ ...state, pk: item.pk, sk: item.sk }) };
}
