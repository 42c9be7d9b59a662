/**
 * Revisions as DynamoDB items (`POST#<id>` / `HIST#<number>`, docs/data-model.md "Revisions"): the
 * post's state before a change as the post item held it (without engagement, which no revision
 * restores), with the change's author, time and fields. The state is stored as brotli-compressed
 * JSON (`state_br`, shared/platform/db/packed-json.ts): a revision is written with every edit, inside its
 * transaction (2 W per started KB), and read rarely, so compressing a 5 KB post's text to under 2 KB
 * takes an edit's revision from about 10 W to 4 W for about a millisecond of CPU. The state is the
 * post's plain attributes (`ownedAttributes`), not the post item's packed body: one compression of
 * the whole state, and a revision reads back without the post item's storage form.
 *
 * A change that leaves the body alone (a title edit, a publish, trash) keeps a revision without it
 * (`body_in_next`): its body is the next state's, since every change of the content keeps a revision
 * of its own. The next state is the first later revision that holds a body, or the post itself; the
 * revisions between are small, so a read finds it in one Query of a few hundred bytes each. Such a
 * revision is about 400 bytes instead of 1.7 KB: 2 W in the transaction instead of 4. References
 * point only forward, to states kept longer than the revision itself (the oldest is pushed out first).
 */
import { num, obj, str, strList, type Item } from '#platform/db/attributes';
import { keys } from '#platform/db/keys';
import { isPacked, packJson, unpackJson } from '#platform/db/packed-json';
import { bodyAttributes, ownedAttributes, plainPostItem, toPost } from '#domains/posts/model/post-items';
import type { Post } from '#domains/posts/model/post';
import { revisedFields, type ChangedBy, type Revision, type RevisedField, type RevisionSummary } from './revisions';

/** What a list of revisions reads: everything but the stored state. */
export const REVISION_SUMMARY_ATTRIBUTES = ['post_id', 'revision', 'version', 'title', 'status', 'changed_fields', 'changed_by_type', 'changed_by_id', 'changed_at'];

/** Marks a revision whose stored state leaves the body out: it is the next state's. */
const BODY_IN_NEXT = 'body_in_next';

export const leavesBodyToNext = (item: Item): boolean => item[BODY_IN_NEXT] === true;

const bodyIn = (state: Item): Item => Object.fromEntries(bodyAttributes().map((name) => [name, state[name] ?? null]));

/** The revision's item; without its body when `withBody` is false (the change kept the body as it was). */
export function revisionItem(revision: Revision, { withBody }: { withBody: boolean } = { withBody: true }): Item {
  const { entity: _entity, ...state } = ownedAttributes(revision.state);
  if (!withBody) for (const name of bodyAttributes()) delete state[name];
  return {
    ...(withBody ? {} : { [BODY_IN_NEXT]: true }),
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

/**
 * The body an item of the post's partition holds: the post item's, a revision's, or undefined for a
 * revision that leaves it to the next state.
 */
export function bodyOf(item: Item): Item | undefined {
  if (item.sk === keys.post(0).sk) return bodyIn(plainPostItem(item));
  if (leavesBodyToNext(item)) return undefined;
  const state = stateOf(item);
  return state ? bodyIn(state) : undefined;
}

const isRevisedField = (field: string): field is RevisedField => (revisedFields() as readonly string[]).includes(field);

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

/** The revision from its item, and the next state's body when the item leaves its own to it (`bodyOf`). */
export function toRevision(item: Item, nextBody?: Item): Revision {
  const { version: _version, title: _title, status: _status, ...summary } = toRevisionSummary(item);
  const state = stateOf(item);
  if (!state) throw new Error(`revision ${String(item.pk)}/${String(item.sk)} has no state`);
  if (leavesBodyToNext(item)) {
    if (!nextBody) throw new Error(`revision ${String(item.pk)}/${String(item.sk)} leaves its body to the next state, which was not read`);
    Object.assign(state, nextBody);
  }
  return { ...summary, state: toPost({ ...state, pk: item.pk, sk: item.sk }) };
}
