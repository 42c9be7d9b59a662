/** Argument rules of the commands, checked before any table is touched. */
import * as z from 'zod/mini';
import { isPermission, isRole, PERMISSIONS, ROLES } from '#platform/auth/permissions';
import { isPlainName } from '#domains/users/person-name';
import { CliError } from './output';

export interface UserCreateInput {
  email: string;
  password: string;
  roles: string[];
  firstName: string;
  lastName: string;
}

export interface KeyCreateInput {
  name: string;
  adminPermissions: string[];
}

const Email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254)));

export const MIN_PASSWORD_LENGTH = 8;

function required(command: string, option: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new CliError(`${command}: --${option} is required`);
  return value;
}

export function validateUserCreate(raw: {
  email?: string;
  password?: string;
  roles: string[];
  firstName?: string;
  lastName?: string;
}): UserCreateInput {
  const email = Email.safeParse(required('user create', 'email', raw.email));
  if (!email.success) throw new CliError(`user create: "${raw.email}" is not an email address`);
  const password = required('user create', 'password', raw.password);
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new CliError(`user create: the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > 1024) throw new CliError('user create: the password must have at most 1024 characters');
  if (raw.roles.length === 0) throw new CliError(`user create: --role is required (one of ${ROLES.join(', ')})`);
  const unknown = raw.roles.filter((role) => !isRole(role));
  if (unknown.length > 0) throw new CliError(`user create: unknown role "${unknown[0]}" (roles: ${ROLES.join(', ')})`);
  const firstName = (raw.firstName ?? '').trim();
  const lastName = (raw.lastName ?? '').trim();
  if (firstName.length > 100 || lastName.length > 100) throw new CliError('user create: names must have at most 100 characters');
  if (!isPlainName(firstName) || !isPlainName(lastName)) throw new CliError('user create: names are plain text: they may not contain < or > or control characters');
  return { email: email.data, password, roles: [...new Set(raw.roles)], firstName, lastName };
}

export function validateKeyCreate(raw: { name?: string; adminPermissions: string[] }): KeyCreateInput {
  const name = required('key create', 'name', raw.name).trim();
  if (name.length > 100) throw new CliError('key create: --name must have at most 100 characters');
  const unknown = raw.adminPermissions.filter((permission) => !isPermission(permission));
  if (unknown.length > 0) {
    throw new CliError(`key create: unknown permission "${unknown[0]}" (permissions look like ${PERMISSIONS[0]}; see CONTRACT section 2)`);
  }
  return { name, adminPermissions: [...new Set(raw.adminPermissions)] };
}

export function validateKeyRevoke(positionals: string[]): number {
  if (positionals.length !== 1) throw new CliError('key revoke: give exactly one key id, e.g. cms key revoke 3');
  const id = Number(positionals[0]);
  if (!Number.isSafeInteger(id) || id < 1) throw new CliError(`key revoke: "${positionals[0]}" is not a key id (a positive integer)`);
  return id;
}
