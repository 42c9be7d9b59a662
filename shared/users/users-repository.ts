/**
 * Users by id (GetItem), by email (uniqueness item, then GetItem), all by id (gsi1 `USERS`).
 * The email item is written in the same transaction as the user, so two sign-ups with one email
 * cannot both succeed.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../db/client';
import { keys, padId } from '../db/keys';
import { bool, num, obj, optNum, optStr, str, strList, type Item } from '../db/attributes';
import { nextId } from '../db/sequences';
import { isUserStatus, type User, type UserStatus } from './user';

export class EmailTaken extends Error {
  constructor(readonly email: string) {
    super(`email ${email} is taken`);
  }
}

export function toUser(item: Item): User {
  const status = str(item, 'status');
  if (!isUserStatus(status)) throw new Error(`user ${String(item.id)} has unknown status ${status}`);
  return {
    id: num(item, 'id'),
    email: str(item, 'email'),
    firstName: str(item, 'first_name'),
    lastName: str(item, 'last_name'),
    slug: str(item, 'slug'),
    mobile: optStr(item, 'mobile'),
    roles: strList(item, 'roles'),
    status,
    passwordHash: str(item, 'password_hash'),
    tokenVersion: num(item, 'token_version', 0),
    avatarId: optNum(item, 'avatar_id'),
    badges: obj(item, 'badges_box')?.value ?? null,
    emailPublic: bool(item, 'email_public'),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
  };
}

export function userItem(user: User): Item {
  return {
    ...keys.user(user.id),
    ...keys.collection('USERS', user.id),
    entity: 'user',
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    slug: user.slug,
    mobile: user.mobile,
    roles: user.roles,
    status: user.status,
    password_hash: user.passwordHash,
    token_version: user.tokenVersion,
    avatar_id: user.avatarId,
    badges_box: { value: user.badges ?? null },
    email_public: user.emailPublic,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
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
}

function isConditionFailure(error: unknown, index: number): boolean {
  return error instanceof TransactionCanceledException && error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
}

export async function insertUser(input: NewUser, now: string): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const id = await nextId('user');
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
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.userEmail(email), entity: 'user_email', user_id: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName(), Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error, 0)) throw new EmailTaken(email);
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
  const found = new Map<number, User>();
  await Promise.all(
    unique.map(async (id) => {
      const user = await findUserById(id);
      if (user) found.set(id, user);
    }),
  );
  return found;
}

/** Users by id ascending, `limit` at a time from `afterId`. */
export async function listUsersPage(limit: number, afterId?: number): Promise<{ users: User[]; lastId?: number }> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: afterId === undefined ? 'gsi1pk = :pk' : 'gsi1pk = :pk AND gsi1sk > :after',
      ExpressionAttributeValues: { ':pk': 'USERS', ...(afterId === undefined ? {} : { ':after': padId(afterId) }) },
      Limit: limit,
    }),
  );
  const users = (output.Items ?? []).map(toUser);
  return { users, lastId: output.LastEvaluatedKey ? users.at(-1)?.id : undefined };
}
