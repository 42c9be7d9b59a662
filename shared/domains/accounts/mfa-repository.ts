/**
 * A user's second factor in the table: one item in its own partition (`MFA#<user id>`), holding the
 * sealed TOTP secret, the SHA-256 of each unused recovery code (a string set) and the last TOTP step
 * accepted, with `mfa_enabled` on the user item kept in the same transactions (login and the admin
 * user shape read the flag without reading the secret). Every write is conditioned on what was read,
 * and the writes that accept a code make its use final in the same step: a TOTP step is accepted
 * only if newer than the last one, a recovery code only while its hash is still in the set.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num, optNum, optStr, str, strList, type Item } from '#platform/db/attributes';
import type { LabelledItem } from '#platform/db/transactions';
import type { Actor } from '#platform/auth/actor';
import { auditPut, type AuditAction } from '#domains/audit/audit-entry';

export type MfaState = 'pending' | 'enabled';

export interface MfaRecord {
  userId: number;
  /** `pending` from enrolment until a first code is verified; `enabled` after. */
  state: MfaState;
  /** Absent only in an export made without secrets (`cms export`): no code can match it. */
  sealedSecret: string | null;
  recoveryHashes: string[];
  lastStep: number | null;
  createdAt: string;
}

/** A second factor accepted: the TOTP step it matched, or the hash of the recovery code. */
export type CodeUse = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

function toMfa(item: Item): MfaRecord {
  const state = str(item, 'state');
  if (state !== 'pending' && state !== 'enabled') throw new Error(`MFA item of user ${String(item.user_id)} has unknown state ${state}`);
  return {
    userId: num(item, 'user_id'),
    state,
    sealedSecret: optStr(item, 'sealed_secret'),
    recoveryHashes: strList(item, 'recovery'),
    lastStep: optNum(item, 'last_step'),
    createdAt: str(item, 'created_at'),
  };
}

export async function findMfa(userId: number): Promise<MfaRecord | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userMfa(userId), ConsistentRead: true }));
  return output.Item ? toMfa(output.Item) : undefined;
}

const audited = (action: AuditAction, userId: number, actor: Actor, now: string, before: Record<string, unknown>, after: Record<string, unknown>): LabelledItem => ({
  label: 'audit',
  item: auditPut({ actor, action, target: { type: 'user', id: userId }, before, after, at: now }),
});

const userFlag = (userId: number, enabled: boolean): LabelledItem => ({
  label: 'user',
  item: {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET mfa_enabled = :enabled',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':enabled': enabled },
    },
  },
});

/**
 * A new enrolment, waiting for its first code: replaces a pending one (a QR code lost before it was
 * verified), never an enabled one (the `mfa` condition fails).
 */
export function pendingEnrolmentItems(userId: number, sealedSecret: string, recoveryHashes: readonly string[], actor: Actor, now: string, replacing: boolean): LabelledItem[] {
  return [
    {
      label: 'mfa',
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.userMfa(userId), entity: 'user_mfa', user_id: userId, state: 'pending', sealed_secret: sealedSecret, recovery: new Set(recoveryHashes), created_at: now },
          ConditionExpression: 'attribute_not_exists(pk) OR #state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
    },
    audited('user.mfa_enrol', userId, actor, now, { enrolment_pending: replacing }, { enrolment_pending: true, recovery_codes: recoveryHashes.length }),
  ];
}

/** The first code of a pending enrolment verified: the factor is on from now, and that step is used. */
export function enableItems(record: MfaRecord, step: number, actor: Actor, now: string): LabelledItem[] {
  return [
    {
      label: 'mfa',
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.userMfa(record.userId),
          UpdateExpression: 'SET #state = :enabled, last_step = :step, enabled_at = :now',
          // The secret the code was checked against is still the one stored (no enrolment replaced it since).
          ConditionExpression: '#state = :pending AND sealed_secret = :sealed AND (attribute_not_exists(last_step) OR last_step < :step)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':enabled': 'enabled', ':pending': 'pending', ':sealed': record.sealedSecret, ':step': step, ':now': now },
        },
      },
    },
    userFlag(record.userId, true),
    audited('user.mfa_enable', record.userId, actor, now, { mfa_enabled: false }, { mfa_enabled: true, recovery_codes: record.recoveryHashes.length }),
  ];
}

/** The condition that makes a code's use final, and what the update does with it. */
function useCondition(record: MfaRecord, use: CodeUse) {
  if (use.kind === 'totp') {
    return {
      update: 'SET last_step = :step',
      condition: '#state = :enabled AND sealed_secret = :sealed AND (attribute_not_exists(last_step) OR last_step < :step)',
      values: { ':step': use.step, ':sealed': record.sealedSecret },
    };
  }
  return { update: 'DELETE recovery :used', condition: '#state = :enabled AND contains(recovery, :hash)', values: { ':used': new Set([use.hash]), ':hash': use.hash } };
}

/** A login's second factor accepted: the step or the recovery code is spent (audited when it is a recovery code). */
export function codeUseItems(record: MfaRecord, use: CodeUse, actor: Actor, now: string): LabelledItem[] {
  const { update, condition, values } = useCondition(record, use);
  const items: LabelledItem[] = [
    {
      label: 'mfa',
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.userMfa(record.userId),
          UpdateExpression: update,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':enabled': 'enabled', ...values },
        },
      },
    },
  ];
  if (use.kind === 'recovery') {
    const left = record.recoveryHashes.length;
    items.push(audited('user.mfa_recovery_code_use', record.userId, actor, now, { recovery_codes: left }, { recovery_codes: left - 1 }));
  }
  return items;
}

/**
 * The factor removed: by its owner with a code (`use`: the item must still be enabled and the code
 * unspent, so the same code cannot both log in and turn the factor off) or by an administrator.
 */
export function removalItems(record: MfaRecord, action: 'user.mfa_disable' | 'user.mfa_reset', actor: Actor, now: string, use?: CodeUse): LabelledItem[] {
  const used = use ? useCondition(record, use) : undefined;
  return [
    {
      label: 'mfa',
      item: {
        Delete: {
          TableName: tableName(),
          Key: keys.userMfa(record.userId),
          ...(used
            ? {
                ConditionExpression: used.condition,
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':enabled': 'enabled', ...Object.fromEntries(Object.entries(used.values).filter(([name]) => name !== ':used')) },
              }
            : {
                ConditionExpression: '#state = :state',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':state': record.state },
              }),
        },
      },
    },
    userFlag(record.userId, false),
    audited(action, record.userId, actor, now, { mfa_enabled: record.state === 'enabled', enrolment_pending: record.state === 'pending' }, { mfa_enabled: false, enrolment_pending: false }),
  ];
}
