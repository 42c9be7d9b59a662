/**
 * Users by id (GetItem), by email (uniqueness item, then GetItem), all by id (gsi1 `USERS`).
 * The email item is written in the same transaction as the user, so two sign-ups with one email
 * cannot both succeed.
 */
import { listsChanged } from '#platform/db/list-version';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { readCollection } from '#platform/db/collections';
import { failedConditions } from '#platform/db/transactions';
import { keys } from '#platform/db/keys';
import { bool, num, obj, optNum, optStr, str, strList, type Item } from '#platform/db/attributes';
import { itemMapper, oneOf } from '#platform/db/item-mapper';
import { nextId } from '#platform/db/sequences';
import { USER_STATUSES, type User, type UserStatus } from './user';
import { auditPut, type AuditRecord } from '#domains/audit/audit-entry';
import { permissionsOfRoles, PERMISSIONS } from '#platform/auth/permissions';
import type { Actor } from '#platform/auth/actor';

export class EmailTaken extends Error {
  constructor(readonly email: string) {
    super(`email ${email} is taken`);
  }
}

const USER = itemMapper<User>({
  id: num,
  email: str,
  firstName: str,
  lastName: str,
  slug: str,
  mobile: optStr,
  roles: strList,
  status: oneOf(USER_STATUSES),
  passwordHash: str,
  tokenVersion: (item, name) => num(item, name, 0),
  avatarId: optNum,
  // Boxed, so that any JSON value (a list, a string, null) is stored as one map attribute.
  badges: { attribute: 'badges_box', read: (item, name) => obj(item, name)?.value ?? null, write: (badges) => ({ value: badges ?? null }) },
  emailPublic: bool,
  mfaEnabled: bool,
  // Only self-registered accounts carry the flag: every other account was made by an admin, verified.
  emailVerified: { attribute: 'email_unverified', read: (item, name) => !bool(item, name), write: (verified) => (verified ? undefined : true) },
  createdAt: str,
  updatedAt: str,
});

export const toUser = USER.read;

export function userItem(user: User): Item {
  return { ...keys.user(user.id), ...keys.collection('USERS', user.id), entity: 'user', ...USER.attributes(user) };
}

/** What the audit log keeps of a user's access: never the password hash. */
function accessOf(user: Pick<User, 'email' | 'roles' | 'status'>): Record<string, unknown> {
  const granted = permissionsOfRoles(user.roles);
  return { email: user.email, roles: user.roles, status: user.status, permissions: PERMISSIONS.filter((permission) => granted.has(permission)) };
}

/** The audit entries of an update: one per kind of security-relevant change it makes. */
function updateAudits(current: User, next: User, changes: UserChanges, actor: Actor, now: string): AuditRecord[] {
  const target = { type: 'user' as const, id: current.id };
  const records: AuditRecord[] = [];
  const sameRoles = [...current.roles].sort().join() === [...next.roles].sort().join();
  if (!sameRoles) {
    const permissions = (user: User) => accessOf(user).permissions;
    records.push({ actor, action: 'user.roles_change', target, before: { roles: current.roles, permissions: permissions(current) }, after: { roles: next.roles, permissions: permissions(next) }, at: now });
  }
  if (current.status !== next.status) records.push({ actor, action: 'user.status_change', target, before: { status: current.status }, after: { status: next.status }, at: now });
  if (current.email !== next.email) records.push({ actor, action: 'user.email_change', target, before: { email: current.email }, after: { email: next.email }, at: now });
  if (changes.passwordHash !== undefined) records.push({ actor, action: 'user.password_change', target, before: null, after: null, at: now });
  return records;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: string[];
  status?: UserStatus;
  mobile?: string | null;
  slug?: string;
  avatarId?: number | null;
  emailPublic?: boolean;
  /** False: a self-registered account that must verify its address before it can log in. */
  emailVerified?: boolean;
}

/** Stores a new user, its email item and its audit entry in one transaction. */
export async function insertUser(input: NewUser, now: string, by: Actor | ((id: number) => Actor)): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const id = await nextId('user');
  // A person registering is their own actor: known only once the id is.
  const actor = typeof by === 'function' ? by(id) : by;
  const user: User = {
    id,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    slug: input.slug ?? `user-${id}`,
    mobile: input.mobile ?? null,
    roles: input.roles,
    status: input.status ?? 'active',
    passwordHash: input.passwordHash,
    tokenVersion: 1,
    avatarId: input.avatarId ?? null,
    badges: null,
    emailPublic: input.emailPublic ?? false,
    mfaEnabled: false,
    emailVerified: input.emailVerified ?? true,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.userEmail(email), entity: 'user_email', user_id: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
          auditPut({ actor, action: 'user.create', target: { type: 'user', id }, before: null, after: accessOf(user), at: now }),
        ],
      }),
    );
  } catch (error) {
    if (failedConditions(error).includes(0)) throw new EmailTaken(email);
    throw error;
  }
  return user;
}

export async function findUserById(id: number, consistent = false): Promise<User | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: consistent }));
  return output.Item ? toUser(output.Item) : undefined;
}

export async function findUserIdByEmail(email: string): Promise<number | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userEmail(email) }));
  const id = output.Item?.user_id;
  return typeof id === 'number' ? id : undefined;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const id = await findUserIdByEmail(email);
  return id === undefined ? undefined : findUserById(id);
}

/** Several users by id, in the order asked, missing ones left out (authors of a list page). */
export async function findUsersByIds(ids: readonly number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  const items = await batchGetItems(unique.map((id) => keys.user(id)), { what: 'users' });
  const byId = new Map(items.map(toUser).map((user) => [user.id, user]));
  return new Map(
    unique.flatMap((id) => {
      const user = byId.get(id);
      return user ? [[id, user] as const] : [];
    }),
  );
}


/** The user changed (email, roles, status or password) since it was read: read again and retry. */
export class UserChanged extends Error {
  constructor(readonly userId: number) {
    super(`user ${userId} changed while it was being written`);
  }
}

export type UserChanges = Partial<
  Pick<User, 'email' | 'firstName' | 'lastName' | 'mobile' | 'roles' | 'status' | 'passwordHash' | 'avatarId' | 'emailPublic'>
>;

const USER_COLUMN: Record<keyof UserChanges, string> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  mobile: 'mobile',
  roles: 'roles',
  status: 'status',
  passwordHash: 'password_hash',
  avatarId: 'avatar_id',
  emailPublic: 'email_public',
};

/**
 * Applies `changes` to `current` (as read). A new email moves the email item in the same transaction
 * (`EmailTaken` when another user holds it). `bumpTokenVersion` raises `token_version`, so tokens
 * issued before stop working (roles, status or password changed). `UserChanged` when the email,
 * roles, status, password or token version moved since `current` was read.
 */
export async function updateUser(current: User, changes: UserChanges, now: string, bumpTokenVersion: boolean, actor: Actor): Promise<User> {
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as UserChanges;
  const next: User = { ...current, ...sent, updatedAt: now, tokenVersion: current.tokenVersion + (bumpTokenVersion ? 1 : 0) };
  if (sent.email !== undefined) next.email = sent.email.trim().toLowerCase();
  const names: Record<string, string> = { '#updated_at': 'updated_at', '#token_version': 'token_version', '#email': 'email' };
  const values: Record<string, unknown> = {
    ':updated_at': now,
    ':token_version': next.tokenVersion,
    ':read_email': current.email,
    ':read_token_version': current.tokenVersion,
    ':read_hash': current.passwordHash,
  };
  const sets = ['#updated_at = :updated_at', '#token_version = :token_version'];
  for (const field of Object.keys(USER_COLUMN) as (keyof UserChanges)[]) {
    if (changes[field] === undefined) continue;
    if (field !== 'email') names[`#${field}`] = USER_COLUMN[field];
    values[`:${field}`] = next[field];
    sets.push(`${field === 'email' ? '#email' : `#${field}`} = :${field}`);
  }
  const userUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.user(current.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      // Tokens are checked against token_version: a write over a newer version would revive old tokens.
      ConditionExpression:
        '#email = :read_email AND password_hash = :read_hash AND (attribute_not_exists(#token_version) OR #token_version = :read_token_version)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  const emailMoves = next.email !== current.email;
  // Written with the change, so that no role, status, email or password change exists without its entry.
  const audits = updateAudits(current, next, sent, actor, now).map(auditPut);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: emailMoves
          ? [
              {
                Put: {
                  TableName: tableName(),
                  Item: { ...keys.userEmail(next.email), entity: 'user_email', user_id: current.id },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              userUpdate,
              {
                Delete: {
                  TableName: tableName(),
                  Key: keys.userEmail(current.email),
                  ConditionExpression: 'user_id = :id',
                  ExpressionAttributeValues: { ':id': current.id },
                },
              },
              ...audits,
            ]
          : [userUpdate, ...audits],
      }),
    );
  } catch (error) {
    const failed = failedConditions(error);
    if (emailMoves && failed.includes(0)) throw new EmailTaken(next.email);
    if (failed.length > 0) throw new UserChanged(current.id);
    throw error;
  }
  // A post's author (name, avatar) shows on client lists.
  await listsChanged();
  return next;
}

/**
 * Deletes the user, its email item, its preferences and its second factor, with its audit entry; `UserChanged` when its
 * email, roles or status moved since read (the caller judged the deletion on what it read).
 */
export async function deleteUser(current: User, actor: Actor, now: string): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.user(current.id),
              ConditionExpression: 'email = :email AND (attribute_not_exists(token_version) OR token_version = :token_version)',
              ExpressionAttributeValues: { ':email': current.email, ':token_version': current.tokenVersion },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.userEmail(current.email),
              ConditionExpression: 'user_id = :id',
              ExpressionAttributeValues: { ':id': current.id },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.userPreferences(current.id) } },
          // The second factor (its own partition) goes with the user: a later user never inherits it.
          { Delete: { TableName: tableName(), Key: keys.userMfa(current.id) } },
          auditPut({ actor, action: 'user.delete', target: { type: 'user', id: current.id }, before: accessOf(current), after: null, at: now }),
        ],
      }),
    );
  } catch (error) {
    if (failedConditions(error).length > 0) throw new UserChanged(current.id);
    throw error;
  }
  await listsChanged();
}

/**
 * Every user by id, read page by page from gsi1 `USERS` (admin list and search). Users are few next
 * to posts; a search reads them all, so its cost grows with the number of users.
 */
export async function listAllUsers(): Promise<User[]> {
  return (await readCollection('USERS')).map(toUser);
}

/**
 * Stores the same password again under a new hash (a higher scrypt cost), only if the hash read is
 * still the stored one; tokens stay valid (the password did not change). False when another write won.
 */
export async function replacePasswordHash(userId: number, readHash: string, newHash: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET password_hash = :new_hash',
        ConditionExpression: 'password_hash = :read_hash',
        ExpressionAttributeValues: { ':new_hash': newHash, ':read_hash': readHash },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: unknown })?.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
