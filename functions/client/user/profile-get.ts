import { clientProfileGet } from '../../../infra/routes/client-user';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { ClientUserSchema } from '../../../shared/presentation/client-schemas';
import { profileShape, readProfile } from '../../../shared/users/profile';

export const handler = endpoint(clientProfileGet, { response: ClientUserSchema }, async ({ user }) =>
  ok(await profileShape(await readProfile(user!.userId))),
);
