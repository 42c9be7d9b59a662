/**
 * An administrator resets a user's second factor (a lost phone and no recovery code left): the
 * factor, enabled or pending, is removed, audited, and the user logs in with the password alone
 * again (or enrols at the next login when their role requires a factor). Delegation as for any
 * change of a user's access: the caller must hold every permission the user's roles grant, and
 * nobody resets their own here, where no code is asked for: a stolen session could otherwise shed
 * the factor that protects the account (turning one's own off takes a code).
 */
import { Conflict, PermissionDenied } from '#platform/errors';
import { isoNow } from '#platform/time';
import { ConditionsFailed, transact } from '#platform/db/transactions';
import { requireAll } from '#platform/auth/delegation';
import { permissionsOfRoles } from '#platform/auth/permissions';
import type { Actor } from '#platform/auth/actor';
import { getUser } from '#domains/users/manage-users';
import type { User } from '#domains/users/user';
import { findMfa, removalItems } from './mfa-repository';

export async function resetMfa(userId: number, actor: Actor): Promise<User> {
  if (actor.type === 'user' && actor.id === userId) {
    throw new PermissionDenied('user.users.update', 'Nobody may reset their own second factor: turn it off with a code (DELETE /api/client/v3/user/mfa/totp) or ask another administrator.');
  }
  const user = await getUser(userId);
  requireAll(actor.permissions, permissionsOfRoles(user.roles));
  const record = await findMfa(userId);
  if (!record) throw new Conflict('mfa_not_enrolled', 'This user has no second factor to reset.');
  try {
    await transact(removalItems(record, 'user.mfa_reset', actor, isoNow()));
  } catch (error) {
    if (error instanceof ConditionsFailed) throw new Conflict('concurrent_update', 'The second factor changed while this request was applied. Retry.');
    throw error;
  }
  return { ...user, mfaEnabled: false };
}
