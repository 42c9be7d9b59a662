/** The people of the demo site: one per role, and two readers who use the client app. */
import type { Role } from '#platform/auth/permissions';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  emailPublic?: boolean;
}

export const DEMO_USERS = {
  admin: { email: 'admin@example.com', firstName: 'Sara', lastName: 'Ahmadi', roles: ['admin'] },
  editor: { email: 'editor@example.com', firstName: 'Reza', lastName: 'Karimi', roles: ['editor'] },
  author: { email: 'author@example.com', firstName: 'Maryam', lastName: 'Hosseini', roles: ['author'], emailPublic: true },
  moderator: { email: 'moderator@example.com', firstName: 'Ali', lastName: 'Rahimi', roles: ['moderator'] },
  reader: { email: 'reader@example.com', firstName: 'Neda', lastName: 'Moradi', roles: ['user'] },
  secondReader: { email: 'reader2@example.com', firstName: 'Omid', lastName: 'Jafari', roles: ['user'] },
} satisfies Record<string, DemoUser>;

export type DemoUserHandle = keyof typeof DEMO_USERS;
