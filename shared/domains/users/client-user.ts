/**
 * The client user object of spec 2.5 (a post's author). A client route is public: the email is shown
 * only when its owner made it public (`emailPublic`); otherwise it is the empty string, so the field
 * keeps the spec's type (string) and `ClientUserSchema` holds for both cases.
 */
import type { User } from './user';
import { servedName } from './person-name';
import type { ClientUser } from '#domains/presentation/client-schemas';
import { UserStatusEnum, enumObject } from '#domains/presentation/enums';
import { mediaObjectOrEmpty, type MediaRecord } from '#domains/presentation/media';

export const HIDDEN_EMAIL = '';

export function clientUser(user: User, avatar: MediaRecord | null): ClientUser {
  return {
    id: user.id,
    slug: user.slug,
    roles: [...user.roles],
    badges: user.badges ?? null,
    // Plain text: only a name stored before the rule holds `<` or `>`, served escaped (person-name.ts).
    first_name: servedName(user.firstName),
    last_name: servedName(user.lastName),
    email: user.emailPublic ? user.email : HIDDEN_EMAIL,
    mobile: null,
    status: enumObject(UserStatusEnum, user.status),
    avatar: mediaObjectOrEmpty(avatar),
  };
}
