import { mfaRequiredFor, parseRequiredMfaRoles } from '#platform/auth/required-mfa';
import { localStackOptionsFromEnv } from '#infra/local/start';

describe('REQUIRE_MFA_FOR', () => {
  test('reads comma-separated role names, spaces and repeats aside; empty or absent requires nothing', () => {
    // Act + Assess
    expect(parseRequiredMfaRoles(' admin , editor,admin')).toEqual(['admin', 'editor']);
    expect(parseRequiredMfaRoles('')).toEqual([]);
    expect(parseRequiredMfaRoles(undefined)).toEqual([]);
  });

  test('names every name that is not a role, and the roles there are', () => {
    // Act + Assess
    expect(() => parseRequiredMfaRoles('admin,Editor,root')).toThrow(
      'REQUIRE_MFA_FOR names "Editor", "root", which are not roles: use comma-separated role names among admin, editor, author, moderator, user',
    );
  });

  test('npm start refuses an unknown role before starting anything', () => {
    // Act + Assess
    expect(() => localStackOptionsFromEnv({ REQUIRE_MFA_FOR: 'admins' })).toThrow(/REQUIRE_MFA_FOR names "admins", which is not a role/);
    expect(localStackOptionsFromEnv({ REQUIRE_MFA_FOR: 'admin' }).requireMfaFor).toEqual(['admin']);
  });

  test('a user needs a second factor when any of their roles is required', () => {
    // Act + Assess
    expect(mfaRequiredFor(['author', 'moderator'], ['moderator'])).toBe(true);
    expect(mfaRequiredFor(['user'], ['admin', 'editor'])).toBe(false);
    expect(mfaRequiredFor(['admin'], [])).toBe(false);
  });
});
