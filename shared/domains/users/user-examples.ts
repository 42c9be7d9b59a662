/** Realistic users and preferences as answered, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
import { ACTIVE_USER_STATUS_EXAMPLE, NO_MEDIA_EXAMPLE } from '#domains/presentation/presentation-examples';

/** The signed-in reader's own profile (the client user object, spec 2.5). */
export const PROFILE_EXAMPLE = {
  id: 5,
  slug: 'user-5',
  roles: ['user'],
  badges: null,
  first_name: 'Neda',
  last_name: 'Moradi',
  email: 'neda@example.com',
  mobile: null,
  status: ACTIVE_USER_STATUS_EXAMPLE,
  avatar: NO_MEDIA_EXAMPLE,
};

export const ADMIN_USER_EXAMPLE = {
  id: 3,
  slug: 'user-3',
  roles: ['author'],
  badges: null,
  first_name: 'Maryam',
  last_name: 'Hosseini',
  email: 'maryam@example.com',
  mobile: '+989121234567',
  status: ACTIVE_USER_STATUS_EXAMPLE,
  avatar: NO_MEDIA_EXAMPLE,
  email_public: false,
  mfa_enabled: false,
  created_at: '2026-01-12T09:40:00.000000Z',
  updated_at: '2026-02-20T17:22:03.480000Z',
};

export const PREFERENCES_EXAMPLE = { language: 'fa', timezone: 'Asia/Tehran', theme: 'dark', email_notifications: true, favourite_category_ids: [2, 4] };
