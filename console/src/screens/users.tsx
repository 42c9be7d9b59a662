/** Users and their roles (the roles of the API's catalogue), status, and new accounts. */
import { ROLES, type Role } from '../../../shared/platform/auth/permissions';
import { useConsole } from '../context';
import { AdminListScreen, useAdminList } from '../admin-list';

const STATUSES = ['active', 'inactive', 'banned'] as const;
type Status = (typeof STATUSES)[number];

export function UsersScreen() {
  const { session, t, can, date } = useConsole();
  const users = useAdminList(() => session.cms.get('/api/admin/v3/user/user', { params: { query: { per_page: 100 } } }));
  const update = (id: number, body: { roles?: Role[]; status?: Status }) => users.run(() => session.cms.put('/api/admin/v3/user/user/{id}', { params: { path: { id } }, body }));
  const mayUpdate = can('user.users.update');
  const resetMfa = (id: number) => {
    if (confirm(t('twoFactorConfirmReset'))) void users.run(() => session.cms.delete('/api/admin/v3/user/user/{id}/mfa', { params: { path: { id } } }));
  };

  return (
    <AdminListScreen
      id="users"
      title={t('users')}
      list={users}
      form={
        can('user.users.create')
          ? {
              class: 'filters',
              fields: [
                { name: 'first_name', label: t('firstName'), required: true, dir: 'auto' },
                { name: 'last_name', label: t('lastName'), dir: 'auto' },
                { name: 'email', label: t('email'), type: 'email', required: true, dir: 'ltr' },
                { name: 'password', label: t('password'), type: 'password', required: true, autocomplete: 'new-password', dir: 'ltr' },
                { name: 'role', label: t('roles'), options: ROLES },
              ],
              initial: { first_name: '', last_name: '', email: '', password: '', role: 'author' },
              submit: (form) =>
                session.cms.post('/api/admin/v3/user/user', {
                  body: { first_name: form.first_name, last_name: form.last_name, email: form.email, password: form.password, roles: [form.role as Role] },
                }),
            }
          : undefined
      }
      rowKey={(user) => user.id}
      rowAttributes={(user) => ({ 'data-user-id': user.id })}
      columns={[
        {
          header: t('name'),
          dir: 'auto',
          cell: (user) => (
            <>
              {user.first_name} {user.last_name}
            </>
          ),
        },
        { header: t('email'), dir: 'ltr', cell: (user) => user.email },
        {
          header: t('roles'),
          cell: (user) => (
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
          ),
        },
        {
          header: t('status'),
          cell: (user) => (
            <select
              aria-label={`${t('status')}: ${user.email}`}
              disabled={!mayUpdate || user.id === session.user.id}
              value={user.status.value}
              onChange={(event) => void update(user.id, { status: event.currentTarget.value as Status })}
            >
              {STATUSES.map((status) => (
                <option value={status} key={status}>
                  {status}
                </option>
              ))}
            </select>
          ),
        },
        {
          header: t('twoFactor'),
          cell: (user) => (
            <>
              {user.mfa_enabled ? t('on') : t('off')}
              {user.mfa_enabled && mayUpdate && user.id !== session.user.id && (
                <>
                  {' '}
                  <button type="button" onClick={() => resetMfa(user.id)}>
                    {t('twoFactorReset')}
                  </button>
                </>
              )}
            </>
          ),
        },
        { header: t('created'), cell: (user) => date(user.created_at) },
      ]}
    />
  );
}
