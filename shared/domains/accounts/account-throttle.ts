/**
 * Register, verify-email, forgot-password and reset-password are throttled as logins are, with the
 * same counters (login-failures.ts: a reservation before the work, a conditional write, waits that
 * double past the free attempts), per action: per (email, client address) where the body names an
 * email, and per client address. Separately, the emails sent to one address are counted whoever
 * asked (`mayMail`): a burst of requests, from however many addresses, cannot flood an inbox.
 */
import { keys } from '#platform/db/keys';
import { LoginThrottled } from '#platform/errors';
import { release, reserve, type AttemptPolicy } from './login-failures';

export type AccountAction = 'register' | 'verify' | 'forgot' | 'reset';

const HOUR = 3600;
/**
 * One email from one address: three at once (a person who asks again), then 30 s, 1 min, 2 min … apart,
 * at most an hour: a request costs an email, so the waits start where a login's (1 s) would let a script through.
 */
export const ACCOUNT_PAIR_POLICY: AttemptPolicy = { free: 3, windowSeconds: HOUR, maxDelaySeconds: HOUR, baseDelaySeconds: 30 };
/** Every email (or token) from one address: an office behind one NAT still registers. */
export const ACCOUNT_ADDRESS_POLICY: AttemptPolicy = { free: 20, windowSeconds: HOUR, maxDelaySeconds: HOUR, baseDelaySeconds: 30 };
/** Emails to one address, whatever asked for them: three, then 1, 2, 4 … minutes apart, at most an hour. */
export const MAIL_POLICY: AttemptPolicy = { free: 3, windowSeconds: HOUR, maxDelaySeconds: HOUR, baseDelaySeconds: 60 };

/** Takes one attempt of `action` for this address (and this email, when there is one), or throws 429. */
export async function reserveAccountAttempt(action: AccountAction, address: string, email?: string): Promise<void> {
  if (email !== undefined) {
    const pair = await reserve(keys.accountAttempts(action, email, address), ACCOUNT_PAIR_POLICY);
    if (!pair.granted) throw new LoginThrottled(pair.retryAfterSeconds);
  }
  const fromAddress = await reserve(keys.accountAddressAttempts(action, address), ACCOUNT_ADDRESS_POLICY);
  if (!fromAddress.granted) {
    if (email !== undefined) await release(keys.accountAttempts(action, email, address));
    throw new LoginThrottled(fromAddress.retryAfterSeconds);
  }
}

/** A token that worked: the address gets its attempt back (only wrong tokens keep counting). */
export const releaseAccountAttempt = (action: AccountAction, address: string): Promise<void> => release(keys.accountAddressAttempts(action, address));

/** Whether one more email may go to `email` now (false: it is dropped, and the answer stays the same). */
export async function mayMail(email: string): Promise<boolean> {
  return (await reserve(keys.mailRecipient(email), MAIL_POLICY)).granted;
}
