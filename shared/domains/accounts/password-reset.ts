/**
 * Forgotten passwords. `forgot` answers the same for every address; a known, active account gets a
 * single-use token valid 1 hour, bound to its token version. `reset` sets the password, raises the
 * token version (every older login token and refresh family stops working, within the principal
 * cache's 30 s), marks the address verified (the link proved it), spends the token and writes the
 * audit entry, all in one transaction.
 */
import { config } from '#platform/config';
import { AccountDisabled, InvalidAccountToken } from '#platform/errors';
import { isoNow } from '#platform/time';
import { keys } from '#platform/db/keys';
import { tableName } from '#platform/db/client';
import { ConditionsFailed, transact } from '#platform/db/transactions';
import { hashPassword } from '#platform/auth/passwords';
import { sendMail } from '#platform/mail/mail';
import { auditPut } from '#domains/audit/audit-entry';
import { findUserByEmail, findUserById } from '#domains/users/users-repository';
import { checkPassword } from './password-rules';
import { mayMail, releaseAccountAttempt, reserveAccountAttempt } from './account-throttle';
import { consumeAccountTokenItem, issueAccountToken, readAccountToken, tokenProblemAfterRace } from './account-tokens';
import { accountEmail, linkWith, type MailLanguage } from './account-emails';
import { selfActor } from './self-actor';

export const FORGOT_MESSAGE = 'If an account has this address, we sent it an email with a link to choose a new password. The link is valid for 1 hour.';

export async function forgotPassword(email: string, address: string, language: MailLanguage): Promise<void> {
  await reserveAccountAttempt('forgot', address, email);
  const user = await findUserByEmail(email);
  if (!user || user.status !== 'active') return;
  if (!(await mayMail(user.email))) return;
  const token = await issueAccountToken('reset', user);
  await sendMail(accountEmail('reset', language, user.email, linkWith(config.resetUrlPattern, token)));
}

export async function resetPassword(token: string, password: string, address: string): Promise<void> {
  await reserveAccountAttempt('reset', address);
  const record = await readAccountToken('reset', token);
  const user = await findUserById(record.userId, true);
  // A password changed (or another reset) since the email was sent ends the token.
  if (!user || user.tokenVersion !== record.tokenVersion) throw new InvalidAccountToken('unknown', '1 hour');
  if (user.status !== 'active') throw new AccountDisabled(user.status);
  checkPassword(password, user.email);
  const passwordHash = await hashPassword(password);
  const now = isoNow();
  try {
    await transact([
      consumeAccountTokenItem(record),
      {
        label: 'user',
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.user(user.id),
            UpdateExpression: 'SET password_hash = :hash, token_version = :next, updated_at = :now REMOVE email_unverified',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(token_version) OR token_version = :read)',
            ExpressionAttributeValues: { ':hash': passwordHash, ':next': user.tokenVersion + 1, ':read': user.tokenVersion, ':now': now },
          },
        },
      },
      { label: 'audit', item: auditPut({ actor: selfActor(user.id), action: 'user.password_reset', target: { type: 'user', id: user.id }, before: null, after: null, at: now }) },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.labels.has('token')) await tokenProblemAfterRace('reset', token);
    throw new InvalidAccountToken('unknown', '1 hour');
  }
  await releaseAccountAttempt('reset', address);
}
