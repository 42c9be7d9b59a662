import { userEndpoint } from '../../../shared/http/user-endpoint';
import { documentResponse } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { ClientUserSchema } from '../../../shared/presentation/client-schemas';
import { profileShape, readProfile } from '../../../shared/users/profile';

export const operation = userEndpoint({}, async ({ user }) => ok(await profileShape(await readProfile(user!.userId))));

DOCS: documentResponse(operation, ClientUserSchema);
