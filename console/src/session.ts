/**
 * The signed-in user: the token from the login route, kept for this tab only (sessionStorage: closing
 * the tab signs out, and no other site's script can read it under the console's CSP), and the user's
 * roles read from the profile route, turned into permissions by the API's own catalogue
 * (shared/auth/permissions.ts), so the console hides what the API would refuse.
 */
import { permissionsOfRoles, type Permission } from '../../shared/auth/permissions';
import { createClient, type Cms } from './api';
import type { ConsoleConfig } from './config';

export interface Session {
  token: string;
  expiresAt: string;
  user: { id: number; email: string; name: string; roles: string[] };
  permissions: ReadonlySet<string>;
  /** The admin routes, with the user's token. */
  cms: Cms;
  /** The client routes, with the console's client key and the user's token. */
  client: Cms;
}

const STORAGE_KEY = 'cms-console-session';

export function can(session: Session | undefined, permission: Permission): boolean {
  return session?.permissions.has(permission) ?? false;
}

async function sessionOf(config: ConsoleConfig, token: string, expiresAt: string): Promise<Session> {
  const client = createClient(config, 'client', token);
  const profile = await client.get('/api/client/v3/user/profile');
  return {
    token,
    expiresAt,
    user: { id: profile.id, email: profile.email, name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email, roles: profile.roles },
    permissions: permissionsOfRoles(profile.roles),
    cms: createClient(config, 'admin', token),
    client,
  };
}

export async function logIn(config: ConsoleConfig, email: string, password: string): Promise<Session> {
  const login = await createClient(config, 'client').post('/api/client/v3/auth/login', { body: { email, password } });
  const session = await sessionOf(config, login.token, login.expires_at);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token: login.token, expiresAt: login.expires_at }));
  return session;
}

/** The session kept by this tab, if its token is still valid. */
export async function resumeSession(config: ConsoleConfig): Promise<Session | undefined> {
  const kept = sessionStorage.getItem(STORAGE_KEY);
  if (!kept) return undefined;
  try {
    const { token, expiresAt } = JSON.parse(kept) as { token: string; expiresAt: string };
    if (Date.parse(expiresAt) <= Date.now()) throw new Error('expired');
    return await sessionOf(config, token, expiresAt);
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
    return undefined;
  }
}

export function logOut(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
