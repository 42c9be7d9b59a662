import { hashPassword, needsRehash, OWASP_SCRYPT_LOG2_N, verifyPassword } from '#platform/auth/passwords';

function withScryptCost<T>(log2N: string | undefined, run: () => Promise<T>): Promise<T> {
  const before = process.env.SCRYPT_LOG2_N;
  if (log2N === undefined) delete process.env.SCRYPT_LOG2_N;
  else process.env.SCRYPT_LOG2_N = log2N;
  return run().finally(() => {
    process.env.SCRYPT_LOG2_N = before;
  });
}

describe('password hashes', () => {
  test('a hash verifies its password and no other', async () => {
    // Prepare
    const hash = await hashPassword('correct horse battery staple');
    // Act + Assess
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', hash)).resolves.toBe(false);
  });

  test("without configuration new hashes use OWASP's scrypt parameters N=2^17, r=8, p=1 and still verify", async () => {
    // Act
    const hash = await withScryptCost(undefined, () => hashPassword('correct horse battery staple'));
    // Assess
    expect(OWASP_SCRYPT_LOG2_N).toBe(17);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
  });

  test('a hash of another cost needs a rehash, one of the current cost does not', async () => {
    // Prepare
    const older = await withScryptCost('10', () => hashPassword('pw'));
    const current = await hashPassword('pw');
    // Act + Assess
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(current)).toBe(false);
    await expect(verifyPassword('pw', older)).resolves.toBe(true);
  });

  test('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  test('a malformed stored hash never verifies', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1$2$3$$')).resolves.toBe(false);
  });
});
