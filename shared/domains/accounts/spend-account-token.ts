/**
 * Spending an emailed token (verify-email, reset-password): throttled per client address, the token
 * read, its account checked, then the account's change, the token's consumption and the audit entry
 * in one transaction, so a token acts once. A token that lost a race answers its own reason.
 */
import { AccountDisabled, InvalidAccountToken } from '#platform/errors';
import { isoNow } from '#platform/time';
import { keys } from '#platform/db/keys';
import { tableName } from '#platform/db/client';
import { ConditionsFailed, transact } from '#platform/db/transactions';
import { auditPut, type AuditAction, type AuditState } from '#domains/audit/audit-entry';
import { findUserById } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { releaseAccountAttempt, reserveAccountAttempt } from './account-throttle';
import { consumeAccountTokenItem, LIFETIME, readAccountToken, tokenProblemAfterRace, type AccountTokenPurpose } from './account-tokens';
import { selfActor } from './self-actor';

/** What a token does to its account: the user item's update (`:now` is bound) and its audit entry. */
export interface AccountChange {
  update: string;
  condition: string;
  values: Record<string, unknown>;
  audit: { action: AuditAction; after: AuditState };
}

/**
 * `change` is asked once the account is known and active. `sameTokenVersion`: a password change since
 * the email was sent ends the token (a reset link), else only the account's deletion does.
 */
export async function spendAccountToken(
  purpose: AccountTokenPurpose,
  token: string,
  address: string,
  sameTokenVersion: boolean,
  change: (user: User) => Promise<AccountChange> | AccountChange,
): Promise<void> {
  await reserveAccountAttempt(purpose, address);
  const record = await readAccountToken(purpose, token);
  const user = await findUserById(record.userId, true);
  if (!user || (sameTokenVersion && user.tokenVersion !== record.tokenVersion)) throw new InvalidAccountToken('unknown', LIFETIME[purpose]);
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  const { update, condition, values, audit } = await change(user);
  const now = isoNow();
  try {
    await transact([
      consumeAccountTokenItem(record),
      {
        label: 'user',
        item: {
          Update: { TableName: tableName(), Key: keys.user(user.id), UpdateExpression: update, ConditionExpression: condition, ExpressionAttributeValues: { ...values, ':now': now } },
        },
      },
      { label: 'audit', item: auditPut({ actor: selfActor(user.id), action: audit.action, target: { type: 'user', id: user.id }, before: null, after: audit.after, at: now }) },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.labels.has('token')) await tokenProblemAfterRace(purpose, token);
    throw new InvalidAccountToken('unknown', LIFETIME[purpose]);
  }
  await releaseAccountAttempt(purpose, address);
}
