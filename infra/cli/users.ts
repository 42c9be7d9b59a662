/** `cms user create`: a new user, refusing an email that is taken (unlike the seed, which skips it). */
import { hashPassword } from '#platform/auth/passwords';
import { insertUser } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { isoNow } from '#platform/time';
import type { UserCreateInput } from './validation';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

export async function createUser(input: UserCreateInput): Promise<User> {
  return insertUser(
    { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash: await hashPassword(input.password), roles: input.roles },
    isoNow(), SYSTEM_ACTOR,
  );
}
