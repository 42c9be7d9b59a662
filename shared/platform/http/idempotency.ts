/**
 * `Idempotency-Key` on writes that clients retry (create, like, comment): the first answer is stored
 * for 24 hours and replayed to a retry with the same key, principal and body. A retry that arrives
 * while the first is still running gets 409 `idempotency_in_progress`; the same key with another body
 * gets 409 `idempotency_key_reused`.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { clock } from '#platform/clock';
import { Conflict, InvalidParameters } from '#platform/errors';

const TTL_SECONDS = 24 * 3600;
const KEY_MESSAGE = 'Must be 1 to 128 characters of letters, digits, ".", "_", ":" or "-".';

const KEY_CHARS = /^[A-Za-z0-9_.:-]+$/;
const KEY_MAX_CHARS = 128;

/**
 * The header's rule, as the check here reads it: plain code, not a zod schema, so that the bundles of
 * the idempotent routes carry no zod for it (the rule is ASCII: its length in characters is its
 * length in code points, as zod counts). The OpenAPI parameter is `idempotencyKeySchema`, the same
 * rule as a schema (test/unit/http/input-checks.test.ts holds the two together).
 */
export const isIdempotencyKey = (key: string): boolean => key.length >= 1 && key.length <= KEY_MAX_CHARS && KEY_CHARS.test(key);

/** The header's rule as the OpenAPI document states it. */
export function idempotencyKeySchema(): z.ZodMiniString {
  return z.string().check(z.minLength(1, KEY_MESSAGE), z.maxLength(KEY_MAX_CHARS, KEY_MESSAGE), z.regex(KEY_CHARS, KEY_MESSAGE));
}

export interface StoredResponse {
  statusCode: number;
  body: string;
}

export interface IdempotencyClaim {
  replay?: StoredResponse;
  complete(response: StoredResponse): Promise<void>;
  abandon(): Promise<void>;
}

export function fingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url');
}

export async function claimIdempotencyKey(scope: string, key: string, bodyFingerprint: string): Promise<IdempotencyClaim> {
  if (!isIdempotencyKey(key)) throw new InvalidParameters({ 'Idempotency-Key': [KEY_MESSAGE] });
  const itemKey = keys.idempotency(scope, key);
  const now = clock.nowSeconds();
  const handle: IdempotencyClaim = {
    complete: async (response) => {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...itemKey, state: 'done', fingerprint: bodyFingerprint, status_code: response.statusCode, body: response.body, ttl: now + TTL_SECONDS },
        }),
      );
    },
    abandon: async () => {
      await db.send(new DeleteCommand({ TableName: tableName(), Key: itemKey, ConditionExpression: '#state = :progress', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':progress': 'in_progress' } })).catch(() => undefined);
    },
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...itemKey, state: 'in_progress', fingerprint: bodyFingerprint, ttl: now + 300 },
        ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return handle;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const existing = (await db.send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }))).Item;
  if (existing?.fingerprint !== bodyFingerprint) {
    throw new Conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
  }
  if (existing.state !== 'done' || typeof existing.status_code !== 'number' || typeof existing.body !== 'string') {
    throw new Conflict('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed. Retry shortly.');
  }
  return { ...handle, replay: { statusCode: existing.status_code, body: existing.body } };
}
