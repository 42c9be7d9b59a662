import { useTestTable } from '#test/support/table';
import { createUser, deleteUserById, getUser, listUsers, updateUserFields, type UserInput } from '#domains/users/manage-users';
import { findUserById, findUserIdByEmail } from '#domains/users/users-repository';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { login } from '#domains/accounts/login';
import { authenticateUser, clearSessionCaches } from '#domains/accounts/sessions';
import { createMedia } from '#domains/media/manage-media';
import { activeImage } from '#test/support/media';
import { verifyPassword } from '#platform/auth/passwords';
import { InvalidBody, NotFound } from '#platform/errors';
import { PERMISSIONS } from '#platform/auth/permissions';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

useTestTable();

const PASSWORD = 'a long enough password';

/** A login of a user without a second factor: its token. */
async function passwordLogin(email: string, password: string) {
  const outcome = await login(email, password, '203.0.113.7');
  if (outcome.kind !== 'token') throw new Error(`login of ${email} asked for a second factor`);
  return outcome;
}
let n = 0;
const newUser = (input: Partial<UserInput> = {}) =>
  createUser({ firstName: 'Test', lastName: `User${++n}`, email: `user${n}-${Date.now()}@example.com`, password: PASSWORD, ...input }, SYSTEM_ACTOR);

describe('user create', () => {
  test('stores a lower-cased email, a scrypt hash (never the password), default role user and status active', async () => {
    // Act
    const user = await newUser({ email: 'Mixed.Case@Example.COM' });
    // Assess
    expect(user).toMatchObject({ email: 'mixed.case@example.com', roles: ['user'], status: 'active', tokenVersion: 1 });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    expect(await findUserIdByEmail('MIXED.case@example.com')).toBe(user.id);
  });

  test('a taken email (any case) is a 422 on email', async () => {
    // Prepare
    await newUser({ email: 'taken@example.com' });
    // Act / Assess
    await expect(newUser({ email: 'TAKEN@example.com' })).rejects.toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
  });

  test('of 20 parallel creates with one email exactly one wins', async () => {
    // Prepare
    const before = (await listUsers({})).length;
    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => newUser({ email: 'race@example.com' })));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InvalidBody)).toHaveLength(19);
    expect((await listUsers({})).length).toBe(before + 1);
  });

  test('the avatar must be an existing image', async () => {
    // Prepare
    const { media: pdf } = await createMedia({ fileName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 10 });
    // Act / Assess
    await expect(newUser({ avatarId: 987_654 })).rejects.toMatchObject({ errors: { avatar_id: ['The selected media does not exist.'] } });
    await expect(newUser({ avatarId: pdf.id })).rejects.toMatchObject({ errors: { avatar_id: ['The avatar must be an image.'] } });
  });
});

describe('user update', () => {
  test('changes only the fields sent', async () => {
    // Prepare
    const user = await newUser({ mobile: '+989121234567', roles: ['author'] });
    // Act
    const updated = await updateUserFields(user.id, { lastName: 'Renamed', emailPublic: true }, SYSTEM_ACTOR);
    // Assess
    expect(updated).toEqual({ ...user, lastName: 'Renamed', emailPublic: true, updatedAt: expect.any(String) });
    expect(await getUser(user.id)).toEqual(updated);
  });

  test('a new email moves the email item: the new one finds the user, the old one is free', async () => {
    // Prepare
    const user = await newUser({ email: 'before-move@example.com' });
    // Act
    await updateUserFields(user.id, { email: 'After-Move@example.com' }, SYSTEM_ACTOR);
    const other = await newUser({ email: 'before-move@example.com' });
    // Assess
    expect(await findUserIdByEmail('after-move@example.com')).toBe(user.id);
    expect(await findUserIdByEmail('before-move@example.com')).toBe(other.id);
    expect((await getUser(user.id)).email).toBe('after-move@example.com');
  });

  test('an email another user holds is a 422 and changes nothing', async () => {
    // Prepare
    const holder = await newUser({ email: 'holder@example.com' });
    const user = await newUser({ email: 'mover@example.com' });
    // Act
    const attempt = updateUserFields(user.id, { email: 'holder@example.com', firstName: 'Changed' }, SYSTEM_ACTOR);
    // Assess
    await expect(attempt).rejects.toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    expect(await getUser(user.id)).toEqual(user);
    expect(await findUserIdByEmail('holder@example.com')).toBe(holder.id);
    expect(await findUserIdByEmail('mover@example.com')).toBe(user.id);
  });

  test('sending the same email in another case is no move and no error', async () => {
    // Prepare
    const user = await newUser({ email: 'same@example.com' });
    // Act
    const updated = await updateUserFields(user.id, { email: 'SAME@example.com' }, SYSTEM_ACTOR);
    // Assess
    expect(updated.email).toBe('same@example.com');
    expect(await findUserIdByEmail('same@example.com')).toBe(user.id);
  });

  test('of 10 users updated in parallel to one email exactly one gets it; the others keep theirs', async () => {
    // Prepare
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    // Act
    const outcomes = await Promise.allSettled(users.map((u) => updateUserFields(u.id, { email: 'contested@example.com' }, SYSTEM_ACTOR)));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const winner = users[outcomes.findIndex((o) => o.status === 'fulfilled')];
    expect(await findUserIdByEmail('contested@example.com')).toBe(winner.id);
    for (const user of users.filter((u) => u !== winner)) {
      expect((await getUser(user.id)).email).toBe(user.email);
      expect(await findUserIdByEmail(user.email)).toBe(user.id);
    }
  });

  test('parallel email changes of one user leave exactly one email item pointing at it', async () => {
    // Prepare
    const user = await newUser();
    const emails = Array.from({ length: 6 }, (_, i) => `multi-${i}@example.com`);
    // Act
    await Promise.allSettled(emails.map((email) => updateUserFields(user.id, { email }, SYSTEM_ACTOR)));
    // Assess
    const final = await getUser(user.id);
    const owners = await Promise.all([user.email, ...emails].map((email) => findUserIdByEmail(email)));
    expect(owners.filter((id) => id === user.id)).toHaveLength(1);
    expect(await findUserIdByEmail(final.email)).toBe(user.id);
  });

  test('a create and an update racing for one email: exactly one gets it', async () => {
    for (let round = 0; round < 5; round++) {
      // Prepare
      const user = await newUser();
      const email = `duel-${round}@example.com`;
      // Act
      const outcomes = await Promise.allSettled([newUser({ email }), updateUserFields(user.id, { email }, SYSTEM_ACTOR)]);
      // Assess
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    }
  });

  test.each([
    ['roles', { roles: ['editor'] }],
    ['status', { status: 'banned' as const }],
    ['password', { password: 'another long password' }],
  ])('changing %s raises token_version and ends older tokens', async (_field, change) => {
    // Prepare
    const user = await newUser({ roles: ['author'] });
    const { token } = await passwordLogin(user.email, PASSWORD);
    await authenticateUser(`Bearer ${token}`);
    // Act
    const updated = await updateUserFields(user.id, change, SYSTEM_ACTOR);
    clearSessionCaches();
    // Assess
    expect(updated.tokenVersion).toBe(user.tokenVersion + 1);
    expect((await findUserById(user.id))?.tokenVersion).toBe(user.tokenVersion + 1);
    await expect(authenticateUser(`Bearer ${token}`)).rejects.toMatchObject({ kind: 'authentication_required' });
  });

  test('names, mobile, the same roles in another order or the same status keep token_version and tokens', async () => {
    // Prepare
    const user = await newUser({ roles: ['author', 'moderator'] });
    const { token } = await passwordLogin(user.email, PASSWORD);
    // Act
    const updated = await updateUserFields(user.id, { firstName: 'Same', mobile: null, roles: ['moderator', 'author'], status: 'active' }, SYSTEM_ACTOR);
    clearSessionCaches();
    // Assess
    expect(updated.tokenVersion).toBe(user.tokenVersion);
    await expect(authenticateUser(`Bearer ${token}`)).resolves.toMatchObject({ userId: user.id });
  });

  test('the new password works at login and the old one no longer does', async () => {
    // Prepare
    const user = await newUser();
    // Act
    await updateUserFields(user.id, { password: 'brand new password' }, SYSTEM_ACTOR);
    // Assess
    await expect(login(user.email, 'brand new password', '203.0.113.7')).resolves.toHaveProperty('token');
    await expect(login(user.email, PASSWORD, '203.0.113.7')).rejects.toMatchObject({ kind: 'invalid_credentials' });
  });

  test('parallel role changes each raise token_version (none is lost)', async () => {
    // Prepare
    const user = await newUser();
    // Act
    const outcomes = await Promise.allSettled([
      updateUserFields(user.id, { roles: ['author'] }, SYSTEM_ACTOR),
      updateUserFields(user.id, { status: 'inactive' }, SYSTEM_ACTOR),
    ]);
    // Assess
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    const final = await getUser(user.id);
    expect(final).toMatchObject({ roles: ['author'], status: 'inactive', tokenVersion: user.tokenVersion + 2 });
  });

  test('unknown id is NotFound', async () => {
    await expect(updateUserFields(999_999, { firstName: 'x' }, SYSTEM_ACTOR)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('user delete', () => {
  test('removes the user and frees its email', async () => {
    // Prepare
    const user = await newUser({ email: 'leaving@example.com' });
    // Act
    await deleteUserById(user.id, { type: 'user', id: 1_000_000, permissions: new Set() });
    // Assess
    await expect(getUser(user.id)).rejects.toBeInstanceOf(NotFound);
    expect(await findUserIdByEmail('leaving@example.com')).toBeUndefined();
    await expect(newUser({ email: 'leaving@example.com' })).resolves.toBeDefined();
  });

  test('an admin cannot delete the account they act as (409 cannot_delete_self); an admin API key acting on the same id can', async () => {
    // Prepare
    const user = await newUser({ roles: ['admin'] });
    // Act / Assess
    await expect(deleteUserById(user.id, { type: 'user', id: user.id, permissions: new Set() })).rejects.toMatchObject({
      code: 'cannot_delete_self',
    });
    expect(await getUser(user.id)).toEqual(user);
    await deleteUserById(user.id, { type: 'api_key', id: user.id, permissions: new Set(PERMISSIONS) });
    await expect(getUser(user.id)).rejects.toBeInstanceOf(NotFound);
  });

  test('unknown id is NotFound', async () => {
    await expect(deleteUserById(999_999, SYSTEM_ACTOR)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('user list and shape', () => {
  test('search is a case-insensitive substring of the name or email; filters by role and status', async () => {
    // Prepare
    const tag = `z${Date.now()}`;
    const sara = await newUser({ firstName: 'Sara', lastName: `Ahmadi${tag}`, roles: ['editor'] });
    const reza = await newUser({
      firstName: 'Reza',
      lastName: 'Karimi',
      email: `reza.${tag}@Example.com`,
      roles: ['author'],
      status: 'banned',
    });
    const persian = await newUser({ firstName: 'علی', lastName: `رضایی${tag}`, roles: ['editor'], status: 'inactive' });
    // Act
    const byName = await listUsers({ search: `SARA AHMADI${tag.toUpperCase()}` });
    const byEmail = await listUsers({ search: `REZA.${tag}` });
    const editors = await listUsers({ search: tag, role: 'editor' });
    const inactiveEditors = await listUsers({ search: tag, role: 'editor', status: 'inactive' });
    const farsi = await listUsers({ search: 'رضایی' });
    // Assess
    expect(byName.map((u) => u.id)).toEqual([sara.id]);
    expect(byEmail.map((u) => u.id)).toEqual([reza.id]);
    expect(editors.map((u) => u.id)).toEqual([sara.id, persian.id]);
    expect(inactiveEditors.map((u) => u.id)).toEqual([persian.id]);
    expect(farsi.map((u) => u.id)).toEqual([persian.id]);
  });

  test('the admin shape is the client user object with the real email and mobile, the avatar media object, and no password', async () => {
    // Prepare
    const media = await activeImage({ fileName: 'me.png', mimeType: 'image/png', width: 400, height: 400 });
    const user = await newUser({ avatarId: media.id, mobile: '+989121234567', roles: ['editor'] });
    // Act
    const [shape] = await adminUserShapes([user]);
    // Assess
    expect(AdminUserSchema.parse(shape)).toEqual(shape);
    expect(shape).toMatchObject({
      id: user.id,
      email: user.email,
      mobile: '+989121234567',
      roles: ['editor'],
      status: { value: 'active', name: 'Active', to_persian: 'فعال' },
      avatar: { id: String(media.id), small_thumbnail: { width: 300, height: 300 } },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    });
    expect(JSON.stringify(shape)).not.toMatch(/scrypt|password/);
  });
});
