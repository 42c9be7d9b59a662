/** The admin user object: the client user object (2.5) with the real email and mobile, whether two-factor login is on, plus timestamps. Never the password hash nor the TOTP secret. */
import { adminTimestamp } from '#platform/time';
import { clientUser } from './client-user';
import { findMediaByIds } from '#domains/media/media-repository';
import { mediaRecordOf } from '#domains/media/media-shape';
import type { Media } from '#domains/media/media';
import type { User } from './user';

export function adminUserShape(user: User, media: ReadonlyMap<number, Media>) {
  const avatar = user.avatarId === null ? undefined : media.get(user.avatarId);
  return {
    ...clientUser(user, avatar ? mediaRecordOf(avatar) : null),
    email: user.email,
    mobile: user.mobile,
    email_public: user.emailPublic,
    mfa_enabled: user.mfaEnabled,
    created_at: adminTimestamp(user.createdAt),
    updated_at: adminTimestamp(user.updatedAt),
  };
}

export async function adminUserShapes(users: readonly User[]) {
  const media = await findMediaByIds(users.map((user) => user.avatarId));
  return users.map((user) => adminUserShape(user, media));
}
