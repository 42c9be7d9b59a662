import { incrementCounter } from './atomic-counter';
import { keys, type SequenceName } from './keys';

/** Allocates the next integer id of an entity with one atomic update: unique across concurrent writers. */
export const nextId = (entity: SequenceName): Promise<number> => incrementCounter(keys.sequence(entity));

/**
 * Allocates `count` consecutive ids with one atomic update (a bulk import's batch) and answers the
 * first; the others follow it. Unique across concurrent writers, as `nextId`.
 */
export async function nextIds(entity: SequenceName, count: number): Promise<number> {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`nextIds: count must be a positive integer, not ${count}`);
  return (await incrementCounter(keys.sequence(entity), { by: count })) - count + 1;
}
