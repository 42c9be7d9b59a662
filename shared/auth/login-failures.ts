/**
 * Failed logins per email. After FREE_ATTEMPTS failures in the window, each further attempt must wait
 * twice as long as the one before (1 s, 2 s, 4 s … capped at 15 minutes): brute force slows to a crawl
 * while a person who mistyped is barely delayed. The counter expires with the window (TTL).
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { clock } from '../clock';

export const FREE_ATTEMPTS = 5;
const WINDOW_SECONDS = 15 * 60;
const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds the caller must still wait before another attempt for this email (0: go ahead). */
export async function loginDelaySeconds(email: string): Promise<number> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.loginFailures(email), ConsistentRead: true }));
  const failures = Number(output.Item?.failures ?? 0);
  const lastAt = Number(output.Item?.last_at ?? 0);
  const expires = Number(output.Item?.ttl ?? 0);
  const now = clock.nowSeconds();
  if (failures < FREE_ATTEMPTS || expires <= now) return 0;
  const delay = Math.min(2 ** (failures - FREE_ATTEMPTS), MAX_DELAY_SECONDS);
  return Math.max(0, lastAt + delay - now);
}

export async function recordLoginFailure(email: string): Promise<void> {
  const now = clock.nowSeconds();
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.loginFailures(email),
      UpdateExpression: 'ADD failures :one SET last_at = :now, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':now': now, ':ttl': now + WINDOW_SECONDS },
    }),
  );
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(email) }));
}
