/**
 * A change without its audit entry cannot exist: the entry is an item of the change's own
 * transaction. Proved by a fault injected on the real table: the entry's Put is made to fail its
 * condition on the way out, and DynamoDB then refuses the whole change.
 */
import { useTestTable } from '#test/support/table';
import { db } from '#platform/db/client';
import { createUser, deleteUserById, getUser, updateUserFields } from '#domains/users/manage-users';
import { createApiKey, revokeApiKey } from '#domains/api-keys/manage-api-keys';
import { findApiKeyById } from '#domains/api-keys/api-keys-repository';
import { listAuditEntries } from '#domains/audit/audit-log';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { snapshotDiff, snapshotTable } from '../../fuzz/support/table-snapshot';

useTestTable();

let injections = 0;

/** Until removed, every audit Put sent in a transaction carries a condition that cannot hold. */
function failAuditWrites(): () => void {
  const name = `failAuditWrites${++injections}`;
  db.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { TransactItems?: { Put?: { Item: Record<string, unknown>; ConditionExpression?: string } }[] };
      for (const item of input.TransactItems ?? []) {
        if (item.Put?.Item.entity === 'audit') item.Put.ConditionExpression = 'attribute_exists(pk)';
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

const newUser = (roles: string[]) =>
  createUser({ firstName: 'Atomic', email: `atomic-${Date.now()}-${Math.random()}@example.com`, password: 'a long enough password', roles }, SYSTEM_ACTOR);

test('when the entry cannot be written, no user, role, status, password or key change is written either', async () => {
  // Prepare
  const user = await newUser(['author']);
  const { apiKey } = await createApiKey({ name: 'atomic key' }, SYSTEM_ACTOR);
  const before = await snapshotTable();
  const restore = failAuditWrites();
  // Act
  const attempts = await Promise.allSettled([
    newUser(['editor']),
    updateUserFields(user.id, { roles: ['editor'] }, SYSTEM_ACTOR),
    updateUserFields(user.id, { status: 'banned' }, SYSTEM_ACTOR),
    updateUserFields(user.id, { password: 'another long password' }, SYSTEM_ACTOR),
    deleteUserById(user.id, SYSTEM_ACTOR),
    createApiKey({ name: 'never' }, SYSTEM_ACTOR),
    revokeApiKey(apiKey.id, SYSTEM_ACTOR),
  ]);
  restore();
  // Assess
  expect(attempts.map((attempt) => attempt.status)).toEqual(Array(7).fill('rejected'));
  expect(snapshotDiff(before, await snapshotTable())).toEqual([]);
  expect(await getUser(user.id)).toEqual(user);
  expect((await findApiKeyById(apiKey.id))?.revokedAt).toBeNull();
});

test('with the entry, the change and its entry are written together', async () => {
  // Prepare
  const user = await newUser(['author']);
  // Act
  await updateUserFields(user.id, { roles: ['moderator'] }, SYSTEM_ACTOR);
  // Assess
  const { entries } = await listAuditEntries({ actor: 'system', action: 'user.roles_change' }, 100);
  expect(entries.find((entry) => entry.target.id === user.id)).toMatchObject({
    actor: { type: 'system', id: null },
    before: { roles: ['author'] },
    after: { roles: ['moderator'] },
  });
});
