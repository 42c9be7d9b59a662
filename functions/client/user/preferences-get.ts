import { clientPreferencesGet } from '../../../infra/routes/client-user';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { PreferencesSchema, preferencesShape, readPreferences } from '../../../shared/users/preferences';

export const handler = endpoint(clientPreferencesGet, { response: PreferencesSchema }, async ({ user }) =>
  ok(preferencesShape(await readPreferences(user!.userId))),
);
