import { clientPreferencesGet } from '../../../infra/routes/client-user';
import { userEndpoint } from '../../../shared/http/user-endpoint';
import { ok } from '../../../shared/http/reply';
import { PreferencesSchema, preferencesShape, readPreferences } from '../../../shared/users/preferences';

export const handler = userEndpoint(clientPreferencesGet, { response: PreferencesSchema }, async ({ user }) =>
  ok(preferencesShape(await readPreferences(user!.userId))),
);
