import { hashPassword, verifyPassword } from '../../../shared/auth/passwords';

describe('password hashes', () => {
  test('a hash verifies its password and no other', async () => {
    // Prepare
    const hash = await hashPassword('correct horse battery staple');
    // Act + Assess
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', hash)).resolves.toBe(false);
  });

  test('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  test('a malformed stored hash never verifies', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1$2$3$$')).resolves.toBe(false);
  });
});
