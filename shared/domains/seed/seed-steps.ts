/**
 * A seed is a list of named steps run in order. Each finished step leaves a marker item, so a seed
 * run again on kept data (`CMS_DATA_DIR`, `cms seed` twice) skips what it already did and runs only
 * steps added since. Steps write through use cases, never raw items.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { isoNow } from '#platform/time';

export interface SeedStep<C> {
  /** Stable: the marker is named after it. */
  name: string;
  run(context: C): Promise<void>;
}

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

async function isDone(seed: string, step: string): Promise<boolean> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.seedStep(seed, step), ConsistentRead: true }));
  return output.Item !== undefined;
}

async function markDone(seed: string, step: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.seedStep(seed, step), entity: 'seed_step', done_at: isoNow() } }));
}

export async function runSeed<C>(seed: string, steps: readonly SeedStep<C>[], context: C): Promise<SeedReport> {
  const report: SeedReport = { ran: [], skipped: [] };
  for (const step of steps) {
    if (await isDone(seed, step.name)) {
      report.skipped.push(step.name);
      continue;
    }
    await step.run(context);
    await markDone(seed, step.name);
    report.ran.push(step.name);
  }
  return report;
}
