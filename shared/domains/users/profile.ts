/**
 * The caller's own profile (`GET`/`PUT /api/client/v3/user/profile`): the client user object of spec
 * 2.5 with the caller's real email and mobile (public author objects hide them). A user may change
 * their names, mobile, avatar and whether their email is public; email, roles, status and password
 * are not theirs to change here (422 read-only). The update SETs only the fields sent.
 */
import { listsChanged } from '#platform/db/list-version';
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { keys } from '#platform/db/keys';
import { setAttributesIfExists } from '#platform/db/set-attributes';
import { InvalidBody, NotFound } from '#platform/errors';
import { byField } from '#platform/http/validation';
import { isoNow } from '#platform/time';
import { clientUser } from './client-user';
import { mediaRecordOf } from '#domains/media/media-shape';
import { findMediaById } from '#domains/media/media-repository';
import type { ClientUser } from '#domains/presentation/client-schemas';
import { findUserById, toUser } from './users-repository';
import { isPlainName, PLAIN_NAME_PATTERN, plainNameMessage } from './person-name';
import { boolean, int, lte, maxLength, minLength, nullable, optional, pipe, positive, refine, regex, string, transform, trim, type Refinement } from '#platform/http/input-checks';
import type { User } from './user';

export const NAME_MAX_CHARS = 100;

/** Persian and Arabic-Indic digits as typed on phones, read as Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** Refused when sent: one schema for every read-only field, its message naming the field from the path. */
const readOnly = /* @__PURE__ */ (() =>
  z.optional(z.unknown()).check(z.refine((value) => value === undefined, byField((field) => `The ${field} field is read-only.`))))();

/** A person's name is plain text (person-name.ts): 422 naming the field when it holds `<`, `>` or a control character. */
const personName = (field: string, ...checks: z.core.$ZodCheck<string>[]) =>
  withJsonSchema(
    z
      .string({ error: `The ${field} must be a string.` })
      .check(
        z.trim(),
        ...checks,
        z.maxLength(NAME_MAX_CHARS, `The ${field} may not be longer than ${NAME_MAX_CHARS} characters.`),
        z.refine(isPlainName, plainNameMessage(field)),
      ),
    { pattern: PLAIN_NAME_PATTERN },
  );

/**
 * The fields a user may change on their own profile, with their rules; the admin user bodies and the
 * readers' register body take theirs from here (the register body only the two name fields, built
 * alone). Built only in bundles that use them (esbuild keeps a bare top-level call: evanw/esbuild#4369).
 */
const FIRST_NAME_EMPTY = 'The first_name field may not be empty.';
const MOBILE = {
  type: 'The mobile must be a string or null.',
  form: 'The mobile must be a phone number of 7 to 15 digits, optionally starting with +.',
  digits: /^\+?[0-9]{7,15}$/,
  /** Spaces, hyphens, parentheses and dots dropped; Persian or Arabic digits read as Latin ones. */
  plain: (text: string) => latinDigits(text).replace(/[\s\-().]/g, ''),
};
const AVATAR = { type: 'The avatar_id must be an integer or null.', positive: 'The avatar_id must be a positive integer.' };
const EMAIL_PUBLIC_TYPE = 'The email_public field must be true or false.';

export const firstNameField = () => z.optional(personName('first_name', z.minLength(1, FIRST_NAME_EMPTY)));
export const lastNameField = () => z.optional(personName('last_name'));

/** `personName` without zod (input-checks.ts). */
export const personNameCheck = (field: string, ...checks: Refinement[]) =>
  string(`The ${field} must be a string.`, trim(), ...checks, maxLength(NAME_MAX_CHARS, `The ${field} may not be longer than ${NAME_MAX_CHARS} characters.`), refine(isPlainName, plainNameMessage(field)));

/** `ProfileFields` without zod, for the bodies parsed so (the admin user bodies). */
export const profileFieldChecks = () => ({
  first_name: optional(personNameCheck('first_name', minLength(1, FIRST_NAME_EMPTY))),
  last_name: optional(personNameCheck('last_name')),
  mobile: optional(nullable(pipe(pipe(string(MOBILE.type), transform(MOBILE.plain)), string(undefined, regex(MOBILE.digits, MOBILE.form))))),
  avatar_id: optional(nullable(int(AVATAR.type, positive(AVATAR.positive), lte(Number.MAX_SAFE_INTEGER)))),
  email_public: optional(boolean(EMAIL_PUBLIC_TYPE)),
});

export const ProfileFields = /* @__PURE__ */ (() => ({
  first_name: firstNameField(),
  last_name: lastNameField(),
  mobile: z.optional(
    z.nullable(
      withJsonSchema(z.pipe(
        z.pipe(z.string({ error: MOBILE.type }), z.transform(MOBILE.plain)),
        z.string().check(z.regex(MOBILE.digits, MOBILE.form)),
      ), {
        // The input side: spaces, hyphens, parentheses and dots are dropped and Persian or Arabic digits
        // read as Latin ones before the 7-15 digit rule applies.
        pattern: '^[\\s\\-().]*\\+?(?:[\\s\\-().]*[0-9۰-۹٠-٩]){7,15}[\\s\\-().]*$',
        description: 'A phone number: 7 to 15 digits, optionally starting with +; spaces, hyphens, parentheses and dots are ignored.',
      }),
    ),
  ),
  avatar_id: z.optional(
    z.nullable(
      z.int({ error: AVATAR.type }).check(z.positive(AVATAR.positive), z.lte(Number.MAX_SAFE_INTEGER)),
    ),
  ),
  email_public: z.optional(z.boolean({ error: EMAIL_PUBLIC_TYPE })),
}))();

export const ProfileUpdateBody = /* @__PURE__ */ (() => z.strictObject({
  ...ProfileFields,
  email: readOnly,
  password: readOnly,
  roles: readOnly,
  status: readOnly,
  id: readOnly,
  slug: readOnly,
  badges: readOnly,
}))();

export type ProfileChanges = z.output<typeof ProfileUpdateBody>;

export async function profileShape(user: User): Promise<ClientUser> {
  const avatar = user.avatarId === null ? undefined : await findMediaById(user.avatarId);
  return { ...clientUser(user, avatar?.status === 'active' ? mediaRecordOf(avatar) : null), email: user.email, mobile: user.mobile };
}

export async function readProfile(userId: number): Promise<User> {
  const user = await findUserById(userId, true);
  if (!user) throw new NotFound('user', 'User not found.');
  return user;
}

async function requireAvatar(id: number): Promise<void> {
  const media = await findMediaById(id, true);
  if (!media) throw new InvalidBody({ avatar_id: ['The selected media does not exist.'] });
  if (!media.mimeType.toLowerCase().startsWith('image/')) throw new InvalidBody({ avatar_id: ['The avatar must be an image.'] });
}

const ATTRIBUTE_OF = {
  first_name: 'first_name',
  last_name: 'last_name',
  mobile: 'mobile',
  avatar_id: 'avatar_id',
  email_public: 'email_public',
} as const;

export async function updateProfile(userId: number, changes: ProfileChanges): Promise<User> {
  if (changes.avatar_id) await requireAvatar(changes.avatar_id);
  const attributes: Record<string, unknown> = { updated_at: isoNow() };
  for (const field of Object.keys(ATTRIBUTE_OF) as (keyof typeof ATTRIBUTE_OF)[]) attributes[ATTRIBUTE_OF[field]] = changes[field];
  const item = await setAttributesIfExists(keys.user(userId), attributes);
  if (!item) throw new NotFound('user', 'User not found.');
  // A post's author (name, avatar) shows on client lists.
  await listsChanged();
  return toUser(item);
}
