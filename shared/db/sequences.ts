import { incrementCounter } from './atomic-counter';
import { keys, type SequenceName } from './keys';

/** Allocates the next integer id of an entity with one atomic update: unique across concurrent writers. */
export const nextId = (entity: SequenceName): Promise<number> => incrementCounter(keys.sequence(entity));
