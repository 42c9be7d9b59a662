/** Bodies, queries and the answer shape of the user admin routes (`/api/admin/v3/user/user`). */
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { PageQuery } from '#platform/http/pagination';
import { ROLES } from '#platform/auth/permissions';
import { filterParam, oneOf, orderParam, searchParam } from '#domains/taxonomy/list-query';
import { ProfileFields, profileFieldChecks } from './profile';
import { USER_STATUSES } from './user';
import { PLAIN_NAME_PATTERN } from './person-name';
import type { UserInput } from './manage-users';
import { array, documentedAs, enumOf, matching, maxLength, minLength, optional, parserOf, pipe, strictObject, string, toLowerCase, transform, trim, type InputParser } from '#platform/http/input-checks';

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;

// Names, mobile, avatar and email_public follow the same rules as the user's own profile. Each
// schema here is built only in the bundles that use it (a bare top-level call is kept by esbuild,
// evanw/esbuild#4369): the readers' forgot-password route needs the email field, not the profile.

const required = (field: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${kind}.`),
});

/** An email address, trimmed and lower-cased (also the readers' account bodies). */
const EMAIL_TOO_LONG = 'The email may not be longer than 254 characters.';
const EMAIL_INVALID = 'The email must be a valid email address.';
const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_CHARS} characters.`;
const PASSWORD_TOO_LONG = `The password may not be longer than ${PASSWORD_MAX_CHARS} characters.`;

/** zod's `z.email()` pattern (test/unit/http/input-checks.test.ts compares it with zod's own). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EmailField = /* @__PURE__ */ (() =>
  withJsonSchema(
    z.pipe(
      z.string(required('email', 'a string')).check(z.trim(), z.toLowerCase(), z.maxLength(254, EMAIL_TOO_LONG)),
      z.email({ error: EMAIL_INVALID }),
    ),
    { format: 'email' },
  ))();

/** `EmailField` without zod (input-checks.ts), for the bodies parsed so. */
export const emailCheck = /* @__PURE__ */ (() =>
  pipe(string(required('email', 'a string').error, trim(), toLowerCase(), maxLength(254, EMAIL_TOO_LONG)), matching(EMAIL_PATTERN, EMAIL_INVALID)))();

/** A new password's bounds (also the readers' account bodies). */
export const PasswordField = /* @__PURE__ */ (() =>
  z.string(required('password', 'a string')).check(z.minLength(PASSWORD_MIN_CHARS, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_MAX_CHARS, PASSWORD_TOO_LONG)))();

/** `PasswordField` without zod. */
export const passwordCheck = /* @__PURE__ */ (() =>
  string(required('password', 'a string').error, minLength(PASSWORD_MIN_CHARS, PASSWORD_TOO_SHORT), maxLength(PASSWORD_MAX_CHARS, PASSWORD_TOO_LONG)))();

const ROLE = { unknown: `Each role must be one of: ${ROLES.join(', ')}.`, notList: 'The roles must be a list of role names.', tooMany: `At most ${ROLES.length} roles.` };
const STATUS_UNKNOWN = `The status must be one of: ${USER_STATUSES.join(', ')}.`;
const distinct = <T>(list: T[]): T[] => [...new Set(list)];

const roles = () =>
  z.pipe(z.array(z.enum(ROLES, { error: ROLE.unknown }), { error: ROLE.notList }).check(z.maxLength(ROLES.length, ROLE.tooMany)), z.transform(distinct));

const status = () => z.enum(USER_STATUSES, { error: STATUS_UNKNOWN });

export const UserCreateBody = /* @__PURE__ */ (() => {
  const profile = ProfileFields;
  return z.strictObject({
    // The document shows a pipe's input side: the name rule's pattern is stated here too.
    first_name: withJsonSchema(z.pipe(z.string(required('first_name', 'a string')), profile.first_name._zod.def.innerType), { pattern: PLAIN_NAME_PATTERN }),
    last_name: profile.last_name,
    email: EmailField,
    password: PasswordField,
    mobile: profile.mobile,
    roles: z.optional(roles()),
    status: z.optional(status()),
    avatar_id: profile.avatar_id,
    email_public: profile.email_public,
  });
})();

export const UserUpdateBody = /* @__PURE__ */ (() => {
  const profile = ProfileFields;
  return z.strictObject({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: z.optional(EmailField),
    password: z.optional(PasswordField),
    mobile: profile.mobile,
    roles: z.optional(roles()),
    status: z.optional(status()),
    avatar_id: profile.avatar_id,
    email_public: profile.email_public,
  });
})();

/** The two bodies parsed without zod (input-checks.ts), as their twins above answer (the document's). */
const userBodyCheck = (on: 'create' | 'update') => {
  const profile = profileFieldChecks();
  const rolesCheck = optional(pipe(array(enumOf(ROLES, ROLE.unknown), ROLE.notList, maxLength(ROLES.length, ROLE.tooMany)), transform((list: string[]) => distinct(list))));
  return parserOf(
    strictObject({
      first_name: on === 'create' ? pipe(string(required('first_name', 'a string').error), profile.first_name) : profile.first_name,
      last_name: profile.last_name,
      email: on === 'create' ? emailCheck : optional(emailCheck),
      password: on === 'create' ? passwordCheck : optional(passwordCheck),
      mobile: profile.mobile,
      roles: rolesCheck,
      status: optional(enumOf(USER_STATUSES, STATUS_UNKNOWN)),
      avatar_id: profile.avatar_id,
      email_public: profile.email_public,
    }),
  );
};

export const userCreateBodyCheck = /* @__PURE__ */ (() => userBodyCheck('create') as InputParser<z.output<typeof UserCreateBody>>)();
export const userUpdateBodyCheck = /* @__PURE__ */ (() => userBodyCheck('update') as InputParser<z.output<typeof UserUpdateBody>>)();

DOCS: documentedAs(userCreateBodyCheck, UserCreateBody);
DOCS: documentedAs(userUpdateBodyCheck, UserUpdateBody);

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

export const UserListQuery = /* @__PURE__ */ (() => z.extend(PageQuery, {
  search: searchParam,
  filter: filterParam({ role: oneOf(ROLES), status: oneOf(USER_STATUSES) }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
}))();
