/** `cms user create`: a new user, refusing an email that is taken (unlike the seed, which skips it). */
import { hashPassword } from '../../shared/auth/passwords';
import { insertUser } from '../../shared/users/users-repository';
import type { User } from '../../shared/users/user';
import { isoNow } from '../../shared/time';
import type { UserCreateInput } from './validation';
import { SYSTEM_ACTOR } from '../../shared/auth/actor';

export async function createUser(input: UserCreateInput): Promise<User> {
  return insertUser(
    { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash: await hashPassword(input.password), roles: input.roles },
    isoNow(), SYSTEM_ACTOR,
  );
}
