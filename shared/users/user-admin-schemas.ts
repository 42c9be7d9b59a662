/** Bodies, queries and the answer shape of the user admin routes (`/api/admin/v3/user/user`). */
import * as z from 'zod';
import { PageQuery } from '../http/pagination';
import { ROLES } from '../auth/permissions';
import { ClientUserSchema } from '../presentation/client-schemas';
import { filterParam, oneOf, orderParam, searchParam } from '../taxonomy/list-query';
import { ProfileUpdateBody } from './profile';
import { USER_STATUSES } from './user';
import type { UserInput } from './manage-users';

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;

// Names, mobile, avatar and email_public follow the same rules as the user's own profile.
const profile = ProfileUpdateBody.shape;

const required = (field: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${kind}.`),
});

const email = z
  .string(required('email', 'a string'))
  .trim()
  .toLowerCase()
  .max(254, 'The email may not be longer than 254 characters.')
  .pipe(z.email({ error: 'The email must be a valid email address.' }));

const password = z
  .string(required('password', 'a string'))
  .min(PASSWORD_MIN_CHARS, `The password must be at least ${PASSWORD_MIN_CHARS} characters.`)
  .max(PASSWORD_MAX_CHARS, `The password may not be longer than ${PASSWORD_MAX_CHARS} characters.`);

const roles = z
  .array(z.enum(ROLES, { error: `Each role must be one of: ${ROLES.join(', ')}.` }), { error: 'The roles must be a list of role names.' })
  .max(ROLES.length, `At most ${ROLES.length} roles.`)
  .transform((list) => [...new Set(list)]);

const status = z.enum(USER_STATUSES, { error: `The status must be one of: ${USER_STATUSES.join(', ')}.` });

export const UserCreateBody = z.strictObject({
  first_name: z.string(required('first_name', 'a string')).pipe(profile.first_name.unwrap()),
  last_name: profile.last_name,
  email,
  password,
  mobile: profile.mobile,
  roles: roles.optional(),
  status: status.optional(),
  avatar_id: profile.avatar_id,
  email_public: profile.email_public,
});

export const UserUpdateBody = z.strictObject({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: email.optional(),
  password: password.optional(),
  mobile: profile.mobile,
  roles: roles.optional(),
  status: status.optional(),
  avatar_id: profile.avatar_id,
  email_public: profile.email_public,
});

/** The use cases' input from a create or update body: the same fields, named as the domain names them. */
export function userInputOf(body: z.infer<typeof UserCreateBody>): UserInput & { firstName: string; email: string; password: string };
export function userInputOf(body: z.infer<typeof UserUpdateBody>): UserInput;
export function userInputOf(body: z.infer<typeof UserUpdateBody>): UserInput {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    password: body.password,
    mobile: body.mobile,
    roles: body.roles,
    status: body.status,
    avatarId: body.avatar_id,
    emailPublic: body.email_public,
  };
}

export const UserListQuery = PageQuery.extend({
  search: searchParam,
  filter: filterParam({ role: oneOf(ROLES), status: oneOf(USER_STATUSES) }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

export const AdminUserSchema = ClientUserSchema.extend({
  email_public: z.boolean(),
  created_at: z.string().describe('2024-01-15T10:30:00.000000Z'),
  updated_at: z.string().describe('2024-01-15T10:30:00.000000Z'),
}).describe('User (admin): the client user object (2.5) with the real email and mobile; never the password');
