/**
 * Refresh tokens (OAuth 2.1's rotation with reuse detection). A login starts a family; each refresh
 * token is a split token (split-token.ts) valid REFRESH_TOKEN_SECONDS, and `refresh` exchanges it for
 * a login token and the family's next refresh token, marking it rotated in the same transaction. A
 * rotated token presented again means two parties hold the family (one of them stole it): the whole
 * family is revoked. A family is bound to the user's token version, so a password change or reset,
 * ban or role change ends it too; logout revokes the caller's family (the `fam` claim of its token).
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num, str } from '#platform/db/attributes';
import { ConditionsFailed, transact, type LabelledItem } from '#platform/db/transactions';
import { clock } from '#platform/clock';
import { isoNow } from '#platform/time';
import { AccountDisabled, InvalidRefreshToken } from '#platform/errors';
import { issueToken, type IssuedToken } from '#platform/auth/tokens';
import { auditPut } from '#domains/audit/audit-entry';
import { findUserById } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { newSplitToken, parseSplitToken, secretMatches } from './split-token';
import { selfActor } from './self-actor';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

export interface Session extends IssuedToken {
  refreshToken: string;
}

function tokenPut(familyId: string, userId: number): { token: string; item: LabelledItem } {
  const { token, selector, secretHash } = newSplitToken();
  const expiresAt = clock.nowSeconds() + REFRESH_TOKEN_SECONDS;
  return {
    token,
    item: {
      label: 'new',
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.refreshToken(selector), entity: 'refresh_token', secret_hash: secretHash, family_id: familyId, user_id: userId, expires_at: expiresAt, ttl: expiresAt + 86400 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
  };
}

/** A login: a new family, its first refresh token, and a login token that names the family. */
export async function startSession(user: Pick<User, 'id' | 'tokenVersion'>): Promise<Session> {
  const familyId = randomBytes(16).toString('base64url');
  const { token: refreshToken, item } = tokenPut(familyId, user.id);
  const expiresAt = clock.nowSeconds() + REFRESH_TOKEN_SECONDS;
  await transact([
    {
      label: 'family',
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.refreshFamily(familyId), entity: 'refresh_family', user_id: user.id, token_version: user.tokenVersion, created_at: isoNow(), ttl: expiresAt + 86400 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    item,
  ]);
  return { ...(await issueToken({ userId: user.id, tokenVersion: user.tokenVersion, familyId })), refreshToken };
}

/** Revokes a family (once: a second revocation writes nothing and no second audit entry). */
async function revokeFamily(familyId: string, userId: number, reason: 'logout' | 'reuse'): Promise<void> {
  const now = isoNow();
  try {
    await transact([
      {
        label: 'family',
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.refreshFamily(familyId),
            UpdateExpression: 'SET revoked_at = :now, revoked_for = :reason',
            ConditionExpression: 'attribute_exists(pk) AND user_id = :user AND attribute_not_exists(revoked_at)',
            ExpressionAttributeValues: { ':now': now, ':reason': reason, ':user': userId },
          },
        },
      },
      { label: 'audit', item: auditPut({ actor: selfActor(userId), action: 'user.refresh_revoke', target: { type: 'user', id: userId }, before: null, after: { reason }, at: now }) },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
  }
}

/** Exchanges a refresh token for a login token and the family's next refresh token. */
export async function refreshSession(refreshToken: string): Promise<Session> {
  const parts = parseSplitToken(refreshToken);
  if (!parts) throw new InvalidRefreshToken('unknown');
  const tokenItem = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.refreshToken(parts.selector), ConsistentRead: true }))).Item;
  if (!tokenItem || !secretMatches(parts.secret, tokenItem.secret_hash)) throw new InvalidRefreshToken('unknown');
  const familyId = str(tokenItem, 'family_id');
  const userId = num(tokenItem, 'user_id');
  const family = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.refreshFamily(familyId), ConsistentRead: true }))).Item;
  if (!family || family.revoked_at !== undefined) throw new InvalidRefreshToken('revoked');
  if (tokenItem.rotated_at !== undefined) {
    await revokeFamily(familyId, userId, 'reuse');
    throw new InvalidRefreshToken('reused');
  }
  if (num(tokenItem, 'expires_at') <= clock.nowSeconds()) throw new InvalidRefreshToken('expired');
  const user = await findUserById(userId, true);
  // A password change or reset, ban, role change or deletion since the login ends its family.
  if (!user || user.tokenVersion !== num(family, 'token_version')) throw new InvalidRefreshToken('revoked');
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  const next = tokenPut(familyId, userId);
  try {
    await transact([
      {
        label: 'old',
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.refreshToken(parts.selector),
            UpdateExpression: 'SET rotated_at = :now',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(rotated_at)',
            ExpressionAttributeValues: { ':now': clock.nowSeconds() },
          },
        },
      },
      {
        label: 'family',
        item: {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.refreshFamily(familyId),
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
          },
        },
      },
      next.item,
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.labels.has('old')) {
      // Two refreshes with one token at once: one of them is not the rightful holder.
      await revokeFamily(familyId, userId, 'reuse');
      throw new InvalidRefreshToken('reused');
    }
    throw new InvalidRefreshToken('revoked');
  }
  return { ...(await issueToken({ userId, tokenVersion: user.tokenVersion, familyId })), refreshToken: next.token };
}

/** Logout: the family of the caller's token is revoked (a token without one, issued before refresh tokens, revokes nothing). */
export async function endSession(userId: number, familyId: string | undefined): Promise<void> {
  if (familyId) await revokeFamily(familyId, userId, 'logout');
}
