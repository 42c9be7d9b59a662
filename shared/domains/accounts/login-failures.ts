/**
 * Login attempts, counted per (email, client address) and per client address, never per email alone:
 * a stranger's failures cannot keep the rightful user out from their own address.
 *
 * Each attempt RESERVES a slot before the password is checked, with a conditional write, so that a
 * burst of parallel guesses checks no more passwords than the policy allows (the check and the count
 * are one atomic step). The first `free` attempts in the window go through at once; after that each
 * attempt must wait twice as long after the previous one (1 s, 2 s, 4 s … capped at 15 minutes; a
 * policy may start from a longer wait, as the account actions' do, account-throttle.ts). A
 * successful login gives both reservations back (the pair's counter is cleared). Counters expire 15
 * minutes after the last attempt (TTL).
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, type Key } from '#platform/db/keys';
import { clock } from '#platform/clock';

export interface AttemptPolicy {
  /** Attempts in the window that need no wait. */
  free: number;
  windowSeconds: number;
  maxDelaySeconds: number;
  /** The first wait past the free attempts, doubled for each further one (1 s unless set). */
  baseDelaySeconds?: number;
}

/** One email from one address: a person who mistyped is barely delayed, a guesser slows to a crawl. */
export const PAIR_POLICY: AttemptPolicy = { free: 5, windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 };
/** Every email from one address (spraying many accounts): generous enough for an office behind one NAT. */
export const ADDRESS_POLICY: AttemptPolicy = { free: 50, windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 };

/** Contended reservations re-read the counter this many times before answering "wait a second". */
const MAX_ROUNDS = 8;

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

/** Seconds after the last attempt before attempt number `attempts + 1` may run. */
export function delayAfter(attempts: number, policy: AttemptPolicy): number {
  if (attempts < policy.free) return 0;
  return Math.min((policy.baseDelaySeconds ?? 1) * 2 ** (attempts - policy.free), policy.maxDelaySeconds);
}

function isConditionFailure(error: unknown): boolean {
  return (error as { name?: unknown })?.name === 'ConditionalCheckFailedException';
}

const raceBackoff = (round: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * 2 ** Math.min(round, 4))));

/**
 * The common case in one atomic write, with no read to race on: an attempt within the free ones of a
 * live window (`ADD`-like increment under `attempts < free`), or the first attempt of a new window.
 * Parallel logins from one address (an office behind one NAT) all pass here without contention.
 */
async function reserveWithoutWait(key: Key, policy: AttemptPolicy, now: number): Promise<boolean> {
  const attempt = async (update: string, condition: string, values: Record<string, number>): Promise<boolean> => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: update,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ...values, ':now': now, ':ttl': now + policy.windowSeconds },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
  return (
    (await attempt('SET attempts = attempts + :one, last_at = :now, #ttl = :ttl', 'attempts < :free AND #ttl > :now', { ':one': 1, ':free': policy.free })) ||
    (await attempt('SET attempts = :one, last_at = :now, #ttl = :ttl', 'attribute_not_exists(pk) OR #ttl <= :now', { ':one': 1 }))
  );
}

/** Takes one attempt for `key` if the policy allows it now; otherwise says how long to wait. */
export async function reserve(key: Key, policy: AttemptPolicy): Promise<Reservation> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round > 0) await raceBackoff(round);
    const now = clock.nowSeconds();
    if (await reserveWithoutWait(key, policy, now)) return { granted: true };
    // Past the free attempts: each further one waits, measured from the last one.
    const output = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    const item = output.Item;
    const live = item !== undefined && Number(item.ttl ?? 0) > now;
    if (!live) continue;
    const attempts = Number(item.attempts ?? 0);
    const lastAt = Number(item.last_at ?? 0);
    const wait = attempts < policy.free ? 0 : lastAt + delayAfter(attempts, policy) - now;
    if (wait > 0) return { granted: false, retryAfterSeconds: wait };
    try {
      // The condition pins what this decision was based on: of parallel attempts only one takes each slot.
      await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET attempts = :next, last_at = :now, #ttl = :ttl',
          ConditionExpression: 'attempts = :seen AND #ttl = :seenTtl',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':next': attempts + 1,
            ':now': now,
            ':ttl': now + policy.windowSeconds,
            ':seen': attempts,
            ':seenTtl': Number(item.ttl ?? 0),
          },
        }),
      );
      return { granted: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { granted: false, retryAfterSeconds: 1 };
}

/** Gives a reserved attempt back (the attempt did not count against the caller). */
export async function release(key: Key): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Reserves one attempt for this email from this address, or says how long this address must wait. */
export async function reserveLoginAttempt(email: string, address: string): Promise<Reservation> {
  const pair = await reserve(keys.loginAttempts(email, address), PAIR_POLICY);
  if (!pair.granted) return pair;
  const fromAddress = await reserve(keys.loginAddressAttempts(address), ADDRESS_POLICY);
  if (!fromAddress.granted) await release(keys.loginAttempts(email, address));
  return fromAddress;
}

/** A successful login: the pair starts afresh and the address gets its attempt back. */
export async function clearLoginAttempts(email: string, address: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginAttempts(email, address) }));
  await release(keys.loginAddressAttempts(address));
}

/**
 * A correct password whose login still waits for its second factor: the address gets its attempt
 * back, but the pair keeps it until the second step succeeds, so a password known to an attacker
 * does not reset the count of their guesses at the code.
 */
export async function releaseAddressAttempt(address: string): Promise<void> {
  await release(keys.loginAddressAttempts(address));
}
