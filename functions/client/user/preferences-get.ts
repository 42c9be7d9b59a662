import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { preferencesShape, readPreferences } from '#domains/users/preferences';
import { PreferencesSchema } from '#domains/users/preferences-response-schemas';
import { PREFERENCES_EXAMPLE } from '#domains/users/user-examples';

export const operation = userEndpoint({}, async ({ user }) =>
  ok(preferencesShape(await readPreferences(user!.userId))),
);

DOCS: documentResponse(operation, PreferencesSchema, PREFERENCES_EXAMPLE);
