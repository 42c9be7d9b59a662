/**
 * Use cases of the user admin routes. Emails stay unique through the email item written in the same
 * transaction as the user. Changing roles, status or password raises `token_version`: tokens issued
 * before stop working once the authorizer's per-process cache (PRINCIPAL_CACHE_SECONDS) lets go.
 */
import { Conflict, InvalidBody, NotFound, PermissionDenied } from '#platform/errors';
import { isoNow } from '#platform/time';
import { hashPassword } from '#platform/auth/passwords';
import { permissionsOfRoles } from '#platform/auth/permissions';
import { requireAll, requireRolesGrantable } from '#platform/auth/delegation';
import type { Actor } from '#platform/auth/actor';
import { findMediaById } from '#domains/media/media-repository';
import { EmailTaken, UserChanged, deleteUser, findUserById, insertUser, listAllUsers, updateUser, type UserChanges } from './users-repository';
import type { User, UserStatus } from './user';

const MAX_ATTEMPTS = 5;
const emailTaken = () => new InvalidBody({ email: ['The email has already been taken.'] });
const raced = () => new Conflict('concurrent_update', 'The user changed while this request was applied. Retry.');

export interface UserInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  mobile?: string | null;
  roles?: string[];
  status?: UserStatus;
  avatarId?: number | null;
  emailPublic?: boolean;
}

async function requireAvatar(id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const media = await findMediaById(id, true);
  if (!media) throw new InvalidBody({ avatar_id: ['The selected media does not exist.'] });
  if (!media.mimeType.startsWith('image/')) throw new InvalidBody({ avatar_id: ['The avatar must be an image.'] });
}

/** Roles are given only by a caller holding every permission they grant. */
export async function createUser(input: UserInput & { firstName: string; email: string; password: string }, actor: Actor): Promise<User> {
  requireRolesGrantable(actor.permissions, input.roles ?? ['user']);
  await requireAvatar(input.avatarId);
  try {
    return await insertUser(
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        passwordHash: await hashPassword(input.password),
        roles: input.roles ?? ['user'],
        status: input.status,
        mobile: input.mobile,
        avatarId: input.avatarId,
        emailPublic: input.emailPublic,
      },
      isoNow(),
      actor,
    );
  } catch (error) {
    if (error instanceof EmailTaken) throw emailTaken();
    throw error;
  }
}

export async function getUser(id: number): Promise<User> {
  const user = await findUserById(id, true);
  if (!user) throw new NotFound('user', 'User not found.');
  return user;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Delegation on a user, judged on the user as read (the write is conditioned on that state):
 * nobody changes their own roles or status; access (email, password, roles, status) of a user is
 * changed only by a caller holding every permission that user's roles grant, so that a lesser
 * credential cannot take over a greater account; new roles only by a caller holding all they grant.
 */
function requireMayUpdate(current: User, input: UserInput, actor: Actor): void {
  const rolesChange = input.roles !== undefined && !sameRoles(input.roles, current.roles);
  const statusChange = input.status !== undefined && input.status !== current.status;
  if ((rolesChange || statusChange) && actor.type === 'user' && actor.id === current.id) {
    throw new PermissionDenied('user.users.update', 'Nobody may change their own roles or status: ask another administrator.');
  }
  const accessChange = rolesChange || statusChange || input.password !== undefined || (input.email !== undefined && input.email.trim().toLowerCase() !== current.email);
  if (accessChange) requireAll(actor.permissions, permissionsOfRoles(current.roles));
  if (rolesChange) requireRolesGrantable(actor.permissions, input.roles!);
}

/** Applies the fields sent; a change of roles, status or password ends the user's older tokens. */
export async function updateUserFields(id: number, input: UserInput, actor: Actor): Promise<User> {
  if (input.avatarId !== undefined) await requireAvatar(input.avatarId);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await getUser(id);
    requireMayUpdate(current, input, actor);
    const changes: UserChanges = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile,
      roles: input.roles,
      status: input.status,
      passwordHash,
      avatarId: input.avatarId,
      emailPublic: input.emailPublic,
    };
    const bump =
      passwordHash !== undefined ||
      (input.status !== undefined && input.status !== current.status) ||
      (input.roles !== undefined && !sameRoles(input.roles, current.roles));
    try {
      return await updateUser(current, changes, isoNow(), bump, actor);
    } catch (error) {
      if (error instanceof EmailTaken) throw emailTaken();
      if (!(error instanceof UserChanged)) throw error;
    }
  }
  throw raced();
}

/**
 * Deletes a user and its email and preferences items. An admin cannot delete the account they act
 * as, nor a user whose roles grant a permission the admin lacks.
 */
export async function deleteUserById(id: number, actor: Actor): Promise<void> {
  if (actor.type === 'user' && actor.id === id) {
    throw new Conflict('cannot_delete_self', 'You cannot delete your own account.');
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const user = await getUser(id);
    requireAll(actor.permissions, permissionsOfRoles(user.roles));
    try {
      await deleteUser(user, actor, isoNow());
      return;
    } catch (error) {
      if (!(error instanceof UserChanged)) throw error;
    }
  }
  throw raced();
}

export interface UserFilters {
  search?: string;
  role?: string;
  status?: UserStatus;
}

/** Reads every user (they are few) and filters: `search` is a case-insensitive substring of the name or email. */
export async function listUsers(filters: UserFilters): Promise<User[]> {
  const term = filters.search?.trim().toLowerCase();
  return (await listAllUsers()).filter((user) => {
    if (filters.role !== undefined && !user.roles.includes(filters.role)) return false;
    if (filters.status !== undefined && user.status !== filters.status) return false;
    if (term) {
      const haystacks = [`${user.firstName} ${user.lastName}`, user.email].map((text) => text.toLowerCase());
      if (!haystacks.some((text) => text.includes(term))) return false;
    }
    return true;
  });
}
