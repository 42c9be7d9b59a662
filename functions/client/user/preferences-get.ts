import { userEndpoint } from '../../../shared/http/user-endpoint';
import { documentResponse } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { preferencesShape, readPreferences } from '../../../shared/users/preferences';
import { PreferencesSchema } from '../../../shared/users/preferences-response-schemas';

export const operation = userEndpoint({}, async ({ user }) =>
  ok(preferencesShape(await readPreferences(user!.userId))),
);

DOCS: documentResponse(operation, PreferencesSchema);
