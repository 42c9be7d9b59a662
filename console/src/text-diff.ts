/**
 * Word differences between two texts, for the revisions' comparison: jsdiff (`diff` on npm, BSD,
 * maintained since 2011), its word diff only, about 2.5 KB compressed, loaded as a chunk of its own on
 * the first comparison. Very long texts are compared line by line: a word diff's cost grows with the
 * product of the differences and the length.
 */
export interface Segment {
  value: string;
  added: boolean;
  removed: boolean;
}

/** Texts longer than this are compared by lines. */
const WORD_DIFF_MAX_CHARS = 50_000;

let loading: Promise<typeof import('./text-diff-engine')> | undefined;

export async function textDiff(before: string, after: string): Promise<Segment[]> {
  loading ??= import('./text-diff-engine');
  const engine = await loading;
  const changes = before.length + after.length > WORD_DIFF_MAX_CHARS ? engine.diffLines(before, after) : engine.diffWords(before, after);
  return changes.map((change) => ({ value: change.value, added: Boolean(change.added), removed: Boolean(change.removed) }));
}
