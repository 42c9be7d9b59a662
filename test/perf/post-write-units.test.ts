/**
 * Write units of the post writes the budgets name (issue 16: create with a category and 3 tags,
 * title edit, publish), priced by the bench's instrument (bench/lib/write-pricing.ts through the
 * probe of dynamo-probe.ts: per item, per started KB, twice in a transaction, each index item a key
 * change causes) on a 5 KB post with an author, through the use cases (no API key rate window). The
 * list pointers and KEYS_ONLY keys of layout 4 keep these small: no write copies the post into a list;
 * the packed body of layout 6 (content and metrics brotli-compressed in one attribute) makes the post
 * item about 2.3 KB instead of 5.9, 6 W in a transaction instead of 12.
 *
 * An edit of content fields or of the status also keeps the post's previous state as a revision
 * (`POST#<id>`/`HIST#…`, brotli-compressed). One that leaves the body alone (a title edit, a publish)
 * leaves the body to the next state: about 400 bytes, 2 W in the transaction (with the body, 1.7 KB:
 * 4 W; a plain copy cost 12 W). The page blocks (layout 5) add their block's count item to a create
 * and a status change, 2 W each. Measured 2026-11-26 (docs/data-model-v2.md): create 53 W of 60,
 * title edit 12 W of 20 with its 2 W revision, publish 59 W of 60 with its 2 W revision (layout 4:
 * 59, 22 and 67 W). The bench reports each against its budget; this test holds the figures as
 * ceilings, so a change that adds writes fails here before a bench run.
 */
import { summarize, type CallRecord } from '../../bench/lib/dynamo-probe';
import { itemSize } from '../../bench/lib/item-size';
import { unitsFor } from '../../bench/lib/write-pricing';
import { BUDGET_CONTENT_BYTES } from '../../bench/lib/operations';
import { generator, postBody } from '../../bench/lib/seed';
import { createPost, updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { useTestTable } from '#test/support/table';
import { usePricingProbe } from '#test/support/pricing-probe';
import { createInput, makeCategory, makeTag, makeUser } from '../integration/posts/fixtures';

useTestTable();

const probe = usePricingProbe();

/** About 5 KB of the bench's generated prose (a 5.9 KB post item with its metrics, before packing; the bench cuts its post's content to 4 KB, so this one is the heavier); not a repeated phrase, which would make the compressed body and revision look cheaper than they are. */
const random = generator(16);
let CONTENT = '';
while (Buffer.byteLength(CONTENT) < BUDGET_CONTENT_BYTES) CONTENT += (CONTENT ? '\n\n' : '') + postBody(random, false);

async function budgetPost(status: 'draft' | 'published') {
  const category = await makeCategory();
  const tags = [await makeTag(), await makeTag(), await makeTag()];
  return createInput({ title: `Budget article ${Math.random()}`, content: CONTENT, status, category_id: category, tag_ids: tags, author_id: await makeUser(), is_featured: false });
}

/** A revision put in a transaction: its item, twice (it has no index keys). */
function revisionUnits(calls: readonly CallRecord[]): number {
  const puts = calls.flatMap((call) => ((call.input.TransactItems ?? []) as { Put?: { Item: Record<string, unknown> } }[]).flatMap((item) => (item.Put ? [item.Put.Item] : [])));
  return puts.filter((item) => String(item.sk).startsWith('HIST#')).reduce((total, item) => total + 2 * unitsFor(itemSize(item)), 0);
}

async function unitsOf(work: () => Promise<unknown>): Promise<{ total: number; revision: number }> {
  const calls = await probe.callsOf(work);
  const writes = calls.filter((call) => call.kind === 'write');
  return { total: summarize(writes).writeUnits, revision: revisionUnits(writes) };
}

test('create with a category and 3 tags, a title edit and a publish, revisions included, write no more units than measured on layout 12 (60, 13 and 67 W: layout 6 measured 53, 12 and 59 W, plus the language dimension with its pointer and count, plus the list version the write raises for the client list cache)', async () => {
  // Prepare
  const createBody = await budgetPost('published');
  const draftBody = await budgetPost('draft');
  // Act
  let created = 0;
  const create = await unitsOf(async () => {
    created = (await createPost(createBody, systemActor())).id;
  });
  const titleEdit = await unitsOf(() => updatePost(created, { title: 'Edited article' }, systemActor()));
  const draft = await createPost(draftBody, systemActor());
  const publish = await unitsOf(() => updatePost(draft.id, { status: 'published' }, systemActor()));
  // Assess
  const line = (name: string, units: { total: number; revision: number }) => `${name} ${units.total} W (revision ${units.revision} W)`;
  console.log(`write units through the use cases, 5 KB post: ${[line('create', create), line('title edit', titleEdit), line('publish', publish)].join('; ')}`);
  expect(create).toEqual({ total: expect.any(Number), revision: 0 });
  expect(create.total).toBeLessThanOrEqual(60);
  expect(titleEdit.revision).toBeGreaterThan(0);
  expect(titleEdit.revision).toBeLessThanOrEqual(2);
  expect(titleEdit.total).toBeLessThanOrEqual(13);
  expect(publish.revision).toBeLessThanOrEqual(2);
  expect(publish.total).toBeLessThanOrEqual(67);
});
