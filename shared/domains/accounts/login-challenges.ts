/**
 * A login between its two steps. A correct password for a user with a second factor (or one whose
 * role requires it, `enrol`) gives an `mfa_token`: 32 random bytes, stored only as their SHA-256, so
 * the table holds nothing a reader could send. The token is good for MFA_TOKEN_SECONDS and for one
 * successful second step: the step that issues a login token marks it used in the same transaction
 * that spends the code. It is bound to the user's token version, so a password change in between
 * ends it too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num, str, type Item } from '#platform/db/attributes';
import type { LabelledItem } from '#platform/db/transactions';
import { clock } from '#platform/clock';
import { InvalidMfaToken } from '#platform/errors';
import type { User } from '#domains/users/user';

export const MFA_TOKEN_SECONDS = 5 * 60;

/** `verify`: the user has a second factor; `enrol`: their role requires one and they have none yet. */
export type ChallengeKind = 'verify' | 'enrol';

export interface LoginChallenge {
  userId: number;
  email: string;
  kind: ChallengeKind;
  tokenVersion: number;
  /** Unix seconds. */
  expiresAt: number;
}

const keyOf = (mfaToken: string) => keys.mfaChallenge(createHash('sha256').update(mfaToken).digest('hex'));

export async function issueChallenge(user: Pick<User, 'id' | 'email' | 'tokenVersion'>, kind: ChallengeKind): Promise<{ mfaToken: string; expiresAt: Date }> {
  const mfaToken = randomBytes(32).toString('base64url');
  const expiresAt = clock.nowSeconds() + MFA_TOKEN_SECONDS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keyOf(mfaToken), entity: 'mfa_challenge', user_id: user.id, email: user.email, kind, token_version: user.tokenVersion, expires_at: expiresAt, ttl: expiresAt + 3600 },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return { mfaToken, expiresAt: new Date(expiresAt * 1000) };
}

function toChallenge(item: Item): LoginChallenge {
  const kind = str(item, 'kind');
  if (kind !== 'verify' && kind !== 'enrol') throw new Error(`login challenge of unknown kind ${kind}`);
  return { userId: num(item, 'user_id'), email: str(item, 'email'), kind, tokenVersion: num(item, 'token_version'), expiresAt: num(item, 'expires_at') };
}

/** A shape no issued token has is refused before any read. */
const wellFormed = (mfaToken: string) => /^[A-Za-z0-9_-]{43}$/.test(mfaToken);

/** The challenge of a usable `mfa_token`; `InvalidMfaToken` saying why otherwise. */
export async function readChallenge(mfaToken: string): Promise<LoginChallenge> {
  if (!wellFormed(mfaToken)) throw new InvalidMfaToken('unknown');
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keyOf(mfaToken), ConsistentRead: true }));
  if (!output.Item) throw new InvalidMfaToken('unknown');
  if (output.Item.used_at !== undefined) throw new InvalidMfaToken('used');
  const challenge = toChallenge(output.Item);
  if (challenge.expiresAt <= clock.nowSeconds()) throw new InvalidMfaToken('expired');
  return challenge;
}

/** Marks the token used, in the transaction that completes the login: it fails if used or expired meanwhile. */
export function consumeChallengeItem(mfaToken: string): LabelledItem {
  return {
    label: 'challenge',
    item: {
      Update: {
        TableName: tableName(),
        Key: keyOf(mfaToken),
        UpdateExpression: 'SET used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at) AND expires_at > :now',
        ExpressionAttributeValues: { ':now': clock.nowSeconds() },
      },
    },
  };
}
