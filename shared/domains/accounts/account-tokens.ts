/**
 * Tokens sent by email: `verify` (an address, valid 24 h) and `reset` (a password, valid 1 h). Each is
 * a split token (split-token.ts) stored under its selector, bound to the user and, for a reset, to the
 * user's token version (a password change or another reset in between ends it). Single use: the
 * transaction that acts on it marks it used under a condition, so two requests with one token cannot
 * both succeed.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num } from '#platform/db/attributes';
import type { LabelledItem } from '#platform/db/transactions';
import { clock } from '#platform/clock';
import { InvalidAccountToken } from '#platform/errors';
import { newSplitToken, parseSplitToken, secretMatches } from './split-token';

export type AccountTokenPurpose = 'verify' | 'reset';

export const ACCOUNT_TOKEN_SECONDS: Record<AccountTokenPurpose, number> = { verify: 24 * 3600, reset: 3600 };
export const LIFETIME: Record<AccountTokenPurpose, string> = { verify: '24 hours', reset: '1 hour' };

export interface AccountToken {
  selector: string;
  userId: number;
  tokenVersion: number;
  expiresAt: number;
}

export async function issueAccountToken(purpose: AccountTokenPurpose, user: { id: number; tokenVersion: number }): Promise<string> {
  const { token, selector, secretHash } = newSplitToken();
  const expiresAt = clock.nowSeconds() + ACCOUNT_TOKEN_SECONDS[purpose];
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.accountToken(selector), entity: 'account_token', purpose, secret_hash: secretHash, user_id: user.id, token_version: user.tokenVersion, expires_at: expiresAt, ttl: expiresAt + 86400 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** The token's record if it can be used for `purpose`; `InvalidAccountToken` saying why otherwise. */
export async function readAccountToken(purpose: AccountTokenPurpose, token: string): Promise<AccountToken> {
  const parts = parseSplitToken(token);
  if (!parts) throw new InvalidAccountToken('unknown', LIFETIME[purpose]);
  const item = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.accountToken(parts.selector), ConsistentRead: true }))).Item;
  // An altered secret reads as a token never issued: the answer says nothing of the selector.
  if (!item || item.purpose !== purpose || !secretMatches(parts.secret, item.secret_hash)) throw new InvalidAccountToken('unknown', LIFETIME[purpose]);
  if (item.used_at !== undefined) throw new InvalidAccountToken('used', LIFETIME[purpose]);
  const expiresAt = num(item, 'expires_at');
  if (expiresAt <= clock.nowSeconds()) throw new InvalidAccountToken('expired', LIFETIME[purpose]);
  return { selector: parts.selector, userId: num(item, 'user_id'), tokenVersion: num(item, 'token_version'), expiresAt };
}

/** Marks the token used, in the transaction that acts on it: it fails if used or expired meanwhile. */
export function consumeAccountTokenItem(record: AccountToken): LabelledItem {
  return {
    label: 'token',
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.accountToken(record.selector),
        UpdateExpression: 'SET used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at) AND expires_at > :now',
        ExpressionAttributeValues: { ':now': clock.nowSeconds() },
      },
    },
  };
}

/** After a failed transaction: the token's own reason if it was used or expired meanwhile. */
export async function tokenProblemAfterRace(purpose: AccountTokenPurpose, token: string): Promise<never> {
  await readAccountToken(purpose, token);
  throw new InvalidAccountToken('used', LIFETIME[purpose]);
}

