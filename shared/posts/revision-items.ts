/**
 * Revisions as DynamoDB items (`POST#<id>` / `HIST#<number>`, docs/data-model.md "Revisions"): the
 * post's state before a change as the post item held it (without engagement, which no revision
 * restores), with the change's author, time and fields. The state is stored as brotli-compressed
 * JSON (`state_br`, shared/db/packed-json.ts): a revision is written with every edit, inside its
 * transaction (2 W per started KB), and read rarely, so compressing a 5 KB post's text to under 2 KB
 * takes an edit's revision from about 10 W to 4 W for about a millisecond of CPU. The state is the
 * post's plain attributes (`ownedAttributes`), not the post item's packed body: one compression of
 * the whole state, and a revision reads back without the post item's storage form.
 */
import { num, obj, str, strList, type Item } from '../db/attributes';
import { keys } from '../db/keys';
import { isPacked, packJson, unpackJson } from '../db/packed-json';
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
    state_br: packJson(state),
  };
}

/** The stored state: packed, or (revisions written before packing) a map. */
function stateOf(item: Item): Item | null {
  const packed = item.state_br;
  if (isPacked(packed)) return unpackJson(packed) as Item;
  return obj(item, 'state');
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
  const state = stateOf(item);
  if (!state) throw new Error(`revision ${String(item.pk)}/${String(item.sk)} has no state`);
  return { ...summary, state: toPost({ ...state, pk: item.pk, sk: item.sk }) };
}
