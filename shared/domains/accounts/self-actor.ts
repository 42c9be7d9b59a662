/** A user acting on their own account (their second factor), as the audit log records them. */
import type { Actor } from '#platform/auth/actor';

export const selfActor = (userId: number): Actor => ({ type: 'user', id: userId, permissions: new Set<string>() });
