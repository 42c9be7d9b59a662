/** Users and their roles (the roles of the API's catalogue), status, and new accounts. */
import { useState } from 'preact/hooks';
import { ROLES, type Role } from '../../../shared/platform/auth/permissions';
import { isEmptyList } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad, useListAction } from '../ui';

type Status = 'active' | 'inactive' | 'banned';

export function UsersScreen() {
  const { session, t, can, date } = useConsole();
  const list = useLoad(async () => {
    try {
      return await session.cms.get('/api/admin/v3/user/user', { params: { query: { per_page: 100 } } });
    } catch (error) {
      if (isEmptyList(error)) return [];
      throw error;
    }
  }, [session.token]);
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '', role: 'author' as Role });

  const { error, run } = useListAction(list);
  const create = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await session.cms.post('/api/admin/v3/user/user', { body: { first_name: form.first_name, last_name: form.last_name, email: form.email, password: form.password, roles: [form.role] } });
      setForm({ first_name: '', last_name: '', email: '', password: '', role: 'author' });
    });
  };
  const update = (id: number, body: { roles?: Role[]; status?: Status }) => run(() => session.cms.put('/api/admin/v3/user/user/{id}', { params: { path: { id } }, body }));
  const mayUpdate = can('user.users.update');
  const resetMfa = (id: number) => {
    if (confirm(t('twoFactorConfirmReset'))) void run(() => session.cms.delete('/api/admin/v3/user/user/{id}/mfa', { params: { path: { id } } }));
  };

  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading">{t('users')}</h1>
      {can('user.users.create') && (
        <form class="filters" onSubmit={create}>
          <label>
            {t('firstName')}
            <input name="first_name" required dir="auto" value={form.first_name} onInput={(event) => setForm({ ...form, first_name: event.currentTarget.value })} />
          </label>
          <label>
            {t('lastName')}
            <input name="last_name" dir="auto" value={form.last_name} onInput={(event) => setForm({ ...form, last_name: event.currentTarget.value })} />
          </label>
          <label>
            {t('email')}
            <input name="email" type="email" required dir="ltr" value={form.email} onInput={(event) => setForm({ ...form, email: event.currentTarget.value })} />
          </label>
          <label>
            {t('password')}
            <input name="password" type="password" required autocomplete="new-password" dir="ltr" value={form.password} onInput={(event) => setForm({ ...form, password: event.currentTarget.value })} />
          </label>
          <label>
            {t('roles')}
            <select name="role" value={form.role} onChange={(event) => setForm({ ...form, role: event.currentTarget.value as Role })}>
              {ROLES.map((role) => (
                <option value={role} key={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('create')}</button>
        </form>
      )}
      <ErrorNote error={error ?? list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('roles')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('twoFactor')}</th>
            <th scope="col">{t('created')}</th>
          </tr>
        </thead>
        <tbody>
          {list.value?.map((user) => (
            <tr key={user.id} data-user-id={user.id}>
              <td dir="auto">
                {user.first_name} {user.last_name}
              </td>
              <td dir="ltr">{user.email}</td>
              <td>
                <select
                  aria-label={`${t('roles')}: ${user.email}`}
                  disabled={!mayUpdate || user.id === session.user.id}
                  value={user.roles[0] ?? 'user'}
                  onChange={(event) => void update(user.id, { roles: [event.currentTarget.value as Role] })}
                >
                  {ROLES.map((role) => (
                    <option value={role} key={role}>
                      {role}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  aria-label={`${t('status')}: ${user.email}`}
                  disabled={!mayUpdate || user.id === session.user.id}
                  value={user.status.value}
                  onChange={(event) => void update(user.id, { status: event.currentTarget.value as Status })}
                >
                  {(['active', 'inactive', 'banned'] as const).map((status) => (
                    <option value={status} key={status}>
                      {status}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                {user.mfa_enabled ? t('on') : t('off')}
                {user.mfa_enabled && mayUpdate && user.id !== session.user.id && (
                  <>
                    {' '}
                    <button type="button" onClick={() => resetMfa(user.id)}>
                      {t('twoFactorReset')}
                    </button>
                  </>
                )}
              </td>
              <td>{date(user.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
