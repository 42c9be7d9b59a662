/** A person who can log in: authors, editors, moderators, admins and client users alike. */
import { servedName } from './person-name';

export const USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  slug: string;
  mobile: string | null;
  roles: string[];
  status: UserStatus;
  passwordHash: string;
  /** Raised when a password, status or roles change: tokens carrying an older version stop working. */
  tokenVersion: number;
  /** Media id of the avatar, if any. */
  avatarId: number | null;
  badges: unknown;
  /** A second factor (TOTP) is on: a password alone no longer logs in (kept with the MFA item, in one transaction). */
  mfaEnabled: boolean;
  /** False for a self-registered account until its address is verified (it cannot log in before). */
  emailVerified: boolean;
  /** Whether the email may appear in public (client) author objects. */
  emailPublic: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The name as shown: plain text (a name stored before that rule with its `<` and `>` escaped). */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return servedName([user.firstName, user.lastName].filter(Boolean).join(' '));
}
