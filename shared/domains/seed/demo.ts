/**
 * The demo seed of `npm start` and `cms seed`: a person per role, two client readers and a client
 * API key, all with credentials the caller chooses (and prints). Content steps (categories, tags,
 * posts, comments) are added to DEMO_STEPS as one small function each; a data folder seeded before
 * they existed gets them at its next start.
 */
import { randomBytes } from 'node:crypto';
import { generateApiKeyValue } from '#domains/api-keys/api-key';
import { findApiKeyByValue } from '#domains/api-keys/api-keys-repository';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import { findUserByEmail } from '#domains/users/users-repository';
import { createUserIfAbsent } from './ensure';
import { DEMO_USERS } from './demo-users';
import type { DemoContext, DemoCredentials } from './demo-context';
import { runSeed, type SeedReport, type SeedStep } from './seed-steps';
import { categoriesStep, commentsStep, postsStep, tagsStep } from './demo-content';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { db, tableName } from '#platform/db/client';
import { stampLayout } from '#platform/db/layout';

export function generateDemoCredentials(): DemoCredentials {
  return { password: randomBytes(12).toString('base64url'), clientApiKey: generateApiKeyValue() };
}

const users: SeedStep<DemoContext> = {
  name: 'users',
  async run({ credentials, log }) {
    for (const person of Object.values(DEMO_USERS)) {
      const { created } = await createUserIfAbsent({ ...person, roles: [...person.roles], password: credentials.password });
      log(created ? `user ${person.email} (${person.roles.join(', ')})` : `user ${person.email} exists, left as it is`);
    }
  },
};

const apiKeys: SeedStep<DemoContext> = {
  name: 'api-keys',
  async run({ credentials, log }) {
    if (await findApiKeyByValue(credentials.clientApiKey)) return log('demo client key exists');
    await createApiKey({ name: 'Demo client app', value: credentials.clientApiKey }, SYSTEM_ACTOR);
    log('client API key "Demo client app"');
  },
};

/**
 * In order: later steps may read what earlier ones made (through `context.user(...)` and the use
 * cases), since an earlier start may have run them. A new step is one object here, e.g.
 *   const categories: SeedStep<DemoContext> = { name: 'categories', async run({ log }) { ...createCategory(...) } };
 */
export const DEMO_STEPS: readonly SeedStep<DemoContext>[] = [users, apiKeys, categoriesStep, tagsStep, postsStep, commentsStep];

export async function seedDemo(options: { credentials: DemoCredentials; log?: (line: string) => void }): Promise<SeedReport> {
  const context: DemoContext = {
    credentials: options.credentials,
    log: options.log ?? (() => undefined),
    async user(handle) {
      const found = await findUserByEmail(DEMO_USERS[handle].email);
      if (!found) throw new Error(`demo user ${handle} is missing: the users step must run first`);
      return found;
    },
  };
  // A deployed table is created by CloudFormation, not by ensureTable: its first seed stamps it.
  await stampLayout(db, tableName());
  return runSeed('demo', DEMO_STEPS, context);
}
