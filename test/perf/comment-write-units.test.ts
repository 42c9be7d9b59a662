/**
 * Write units of a comment's moderation (issue 29: comment approve <= 12 W all in), priced by the
 * bench's instrument (bench/lib/write-pricing.ts through the probe of dynamo-probe.ts: per item, per
 * started KB, twice in a transaction, each index item a key change causes or a projected attribute
 * change rewrites), through the use case. Layout 10's moderation queue made an approve 14 W (a reply
 * 15 W): the comment's keys that never move were in ALL indexes (gsi1, lp1, a reply's gsi3), which
 * rewrite their copy when the status changes. Layout 13 keeps them in KEYS_ONLY indexes (lp5, lp4,
 * lp6): 12 W for either. No consumer writes on a moderation, so this is the figure all in.
 */
import { summarize } from '../../bench/lib/dynamo-probe';
import { approveComment, rejectComment } from '#domains/comments/moderate-comments';
import { useTestTable } from '#test/support/table';
import { usePricingProbe } from '#test/support/pricing-probe';
import { aComment, aPost } from '../integration/comments/fixtures';

useTestTable();

const probe = usePricingProbe();

async function unitsOf(work: () => Promise<unknown>): Promise<number> {
  return summarize((await probe.callsOf(work)).filter((call) => call.kind === 'write')).writeUnits;
}

test('approving a comment, top-level or a reply, and rejecting an approved one write no more than 12 W', async () => {
  // Prepare
  const post = await aPost();
  const top = await aComment(post);
  const parent = await aComment(post, { approved: true });
  const reply = await aComment(post, { parent });
  // Act
  const approveTop = await unitsOf(() => approveComment(top.id));
  const approveReply = await unitsOf(() => approveComment(reply.id));
  const rejectTop = await unitsOf(() => rejectComment(top.id));
  // Assess
  console.log(`comment moderation write units: approve ${approveTop} W, approve a reply ${approveReply} W, reject an approved comment ${rejectTop} W`);
  expect(approveTop).toBeLessThanOrEqual(12);
  expect(approveReply).toBeLessThanOrEqual(12);
  expect(rejectTop).toBeLessThanOrEqual(12);
  // Each moves the comment, its status indexes and the counts: never nothing.
  expect(Math.min(approveTop, approveReply, rejectTop)).toBeGreaterThanOrEqual(8);
});
