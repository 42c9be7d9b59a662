/**
 * The signed-in user: the token from the login route, kept for this tab only (sessionStorage: closing
 * the tab signs out, and no other site's script can read it under the console's CSP), and the user's
 * roles read from the profile route, turned into permissions by the API's own catalogue
 * (shared/platform/auth/permissions.ts), so the console hides what the API would refuse.
 */
import { permissionsOfRoles, type Permission } from '../../shared/platform/auth/permissions';
import { createClient, type Cms } from './api';
import type { ConsoleConfig } from './config';

export interface Session {
  token: string;
  expiresAt: string;
  /** Exchanged for the next token before this one expires (`refreshed`), instead of asking for the password again. */
  refreshToken?: string;
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

type Kept = Pick<Session, 'token' | 'expiresAt' | 'refreshToken' | 'user'>;

function sessionFrom(config: ConsoleConfig, kept: Kept): Session {
  return {
    ...kept,
    permissions: permissionsOfRoles(kept.user.roles),
    cms: createClient(config, 'admin', kept.token),
    client: createClient(config, 'client', kept.token),
  };
}

/** A correct password for an account with a second factor: the code (and, when required, the enrolment) comes next. */
export interface SecondStep {
  mfaToken: string;
  enrolmentRequired: boolean;
}

/** The new authenticator's secret, its otpauth URL (the QR code) and the recovery codes, shown once. */
export interface Enrolment {
  secret: string;
  otpauth_url: string;
  recovery_codes: string[];
}

export async function logIn(config: ConsoleConfig, email: string, password: string): Promise<Session | SecondStep> {
  const login = await createClient(config, 'client').post('/api/client/v3/auth/login', { body: { email, password } });
  if ('mfa_required' in login) return { mfaToken: login.mfa_token, enrolmentRequired: login.enrolment_required };
  return sessionOfToken(config, login.token, login.expires_at, login.refresh_token);
}

/** The login's second step: a code from the authenticator app (or a recovery code). */
export async function completeLogIn(config: ConsoleConfig, step: SecondStep, code: string): Promise<Session> {
  const login = await createClient(config, 'client').post('/api/client/v3/auth/login/mfa', { body: { mfa_token: step.mfaToken, code } });
  return sessionOfToken(config, login.token, login.expires_at, login.refresh_token);
}

/** Enrolment during login, for a role that requires a second factor (`enrolmentRequired`). */
export function enrolAtLogIn(config: ConsoleConfig, step: SecondStep): Promise<Enrolment> {
  return createClient(config, 'client').post('/api/client/v3/auth/login/mfa/totp', { body: { mfa_token: step.mfaToken } });
}

function keep(config: ConsoleConfig, kept: Kept): Session {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  return sessionFrom(config, kept);
}

async function sessionOfToken(config: ConsoleConfig, token: string, expiresAt: string, refreshToken: string): Promise<Session> {
  const profile = await createClient(config, 'client', token).get('/api/client/v3/user/profile');
  const kept: Kept = {
    token,
    expiresAt,
    refreshToken,
    user: { id: profile.id, email: profile.email, name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email, roles: profile.roles },
  };
  return keep(config, kept);
}

/**
 * The next token of the session, from its refresh token (each is spent once: the answer carries the
 * next one). `undefined` when the API refuses it (revoked, expired, password reset): the session ends.
 */
export async function refreshed(config: ConsoleConfig, session: Session): Promise<Session | undefined> {
  if (!session.refreshToken) return undefined;
  try {
    const next = await createClient(config, 'client').post('/api/client/v3/auth/refresh', { body: { refresh_token: session.refreshToken } });
    return keep(config, { token: next.token, expiresAt: next.expires_at, refreshToken: next.refresh_token, user: session.user });
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
    return undefined;
  }
}

/**
 * The session kept by this tab, if its token has not expired. The roles kept with it cannot be stale:
 * a change of a user's roles raises their token version, which makes the API refuse the token (401),
 * and a refused token ends the session (see `onUnauthorized`).
 */
export function resumeSession(config: ConsoleConfig): Session | undefined {
  const text = sessionStorage.getItem(STORAGE_KEY);
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text) as Kept;
    // An expired token with a refresh token is kept: the console refreshes it at once.
    const usable = Date.parse(kept.expiresAt) > Date.now() || typeof kept.refreshToken === 'string';
    if (!usable || typeof kept.token !== 'string' || !Array.isArray(kept.user?.roles)) throw new Error('not a session');
    return sessionFrom(config, kept);
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
    return undefined;
  }
}

/** Signs out for real: the API revokes this login's refresh tokens, and the tab forgets the session. */
export async function logOut(session?: Session): Promise<void> {
  sessionStorage.removeItem(STORAGE_KEY);
  if (!session) return;
  await session.client.post('/api/client/v3/auth/logout', {}).catch(() => undefined);
}
