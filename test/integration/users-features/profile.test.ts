import { useTestTable } from '#test/support/table';
import { InvalidBody } from '#platform/errors';
import { ClientUserSchema } from '#domains/presentation/client-schemas';
import { createMedia } from '#domains/media/manage-media';
import { activeImage } from '#test/support/media';
import { findUserById } from '#domains/users/users-repository';
import { ProfileUpdateBody, profileShape, readProfile, updateProfile } from '#domains/users/profile';
import { aUser } from '../comments/fixtures';

useTestTable();

const anImage = async () => (await activeImage({ fileName: 'me.png', mimeType: 'image/png', width: 256, height: 256 }));

describe('own profile', () => {
  test('shows the client user object with the caller own email and mobile', async () => {
    // Prepare
    const user = await aUser({ firstName: 'Ali', lastName: 'Moradi' });
    // Act
    const shaped = await profileShape(await readProfile(user.id));
    // Assess
    ClientUserSchema.parse(shaped);
    expect(shaped).toMatchObject({ id: user.id, first_name: 'Ali', last_name: 'Moradi', email: user.email, mobile: null, roles: ['user'] });
    expect(shaped.status.value).toBe('active');
    expect(shaped.avatar.id).toBe('');
  });

  test('an update changes names, mobile, avatar and email visibility only', async () => {
    // Prepare
    const user = await aUser();
    const image = await anImage();
    // Act
    const updated = await updateProfile(
      user.id,
      ProfileUpdateBody.parse({ first_name: '  Neda ', last_name: 'Sadeghi', mobile: '۰۹۱۲ ۳۴۵-۶۷۸۹', avatar_id: image.id, email_public: true }),
    );
    // Assess
    expect(updated).toMatchObject({ firstName: 'Neda', lastName: 'Sadeghi', mobile: '09123456789', avatarId: image.id, emailPublic: true });
    const stored = await findUserById(user.id, true);
    expect(stored).toEqual(updated);
    expect({ email: stored?.email, roles: stored?.roles, status: stored?.status, passwordHash: stored?.passwordHash, tokenVersion: stored?.tokenVersion }).toEqual({
      email: user.email,
      roles: user.roles,
      status: user.status,
      passwordHash: user.passwordHash,
      tokenVersion: user.tokenVersion,
    });
    const shaped = await profileShape(updated);
    expect(shaped.avatar).toMatchObject({ id: String(image.id), mime_type: 'image/png' });
  });

  test('null clears the mobile and the avatar', async () => {
    // Prepare
    const user = await aUser();
    await updateProfile(user.id, { mobile: '+989121234567', avatar_id: (await anImage()).id });
    // Act
    const cleared = await updateProfile(user.id, { mobile: null, avatar_id: null });
    // Assess
    expect(cleared).toMatchObject({ mobile: null, avatarId: null });
  });

  test('an avatar that is not an existing image is refused and nothing changes', async () => {
    // Prepare
    const user = await aUser();
    const pdf = (await createMedia({ fileName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 1000 })).media;
    // Act and Assess
    await expect(updateProfile(user.id, { first_name: 'X', avatar_id: 987_654 })).rejects.toMatchObject({ errors: { avatar_id: [expect.any(String)] } });
    await expect(updateProfile(user.id, { first_name: 'X', avatar_id: pdf.id })).rejects.toBeInstanceOf(InvalidBody);
    expect(await findUserById(user.id, true)).toEqual(user);
  });

  test('email, password, roles and status are read-only in the body', () => {
    for (const field of ['email', 'password', 'roles', 'status']) {
      const result = ProfileUpdateBody.safeParse({ first_name: 'A', [field]: field === 'roles' ? ['admin'] : 'x' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, `The ${field} field is read-only.`]]);
    }
    expect(ProfileUpdateBody.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(ProfileUpdateBody.safeParse({ mobile: '12' }).success).toBe(false);
    expect(ProfileUpdateBody.safeParse({ first_name: '   ' }).success).toBe(false);
  });
});
