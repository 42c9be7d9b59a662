/**
 * API keys: client keys (apps) and machine keys with admin permissions picked from the catalogue the
 * API checks. A new key's value is in the create answer only: shown once, never stored by the
 * console. Revoking asks first.
 */
import { useState } from 'preact/hooks';
import { PERMISSIONS } from '../../../shared/platform/auth/permissions';
import type { paths } from '../api';
import { useConsole } from '../context';
import { AdminListScreen, ShownOnce, useAdminList } from '../admin-list';

type KeyWrite = paths['/api/admin/v3/system/api-key']['post']['requestBody']['content']['application/json'];
type AdminPermission = NonNullable<KeyWrite['admin_permissions']>[number];
/** The catalogue the API's enum is generated from (its element type is string: some names are built). */
const GRANTABLE = PERMISSIONS as readonly string[] as readonly AdminPermission[];

export function ApiKeysScreen() {
  const { session, t, can, date } = useConsole();
  const keys = useAdminList(() => session.cms.get('/api/admin/v3/system/api-key', { params: { query: { per_page: 100 } } }));
  const [created, setCreated] = useState<{ name: string; key: string }>();

  const revoke = (id: number) => {
    if (confirm(`${t('revoke')}?`)) void keys.run(() => session.cms.delete('/api/admin/v3/system/api-key/{id}', { params: { path: { id } } }));
  };

  return (
    <AdminListScreen
      id="keys"
      title={t('apiKeys')}
      list={keys}
      notice={created && <ShownOnce message={t('keyShownOnce')} secret={created.key} name={created.name} close={() => setCreated(undefined)} />}
      form={
        can('system.api_keys.create')
          ? {
              fields: [
                { name: 'name', label: t('keyName'), required: true, dir: 'auto' },
                { name: 'admin_permissions', label: `${t('roles')}: admin_permissions`, choices: GRANTABLE, folded: true },
              ],
              initial: { name: '', admin_permissions: [] as string[] },
              submit: async ({ name, admin_permissions }) => {
                const permissions = admin_permissions as AdminPermission[];
                const key = await session.cms.post('/api/admin/v3/system/api-key', { body: { name, ...(permissions.length ? { admin_permissions: permissions } : {}) } });
                setCreated({ name: key.name, key: key.key });
              },
            }
          : undefined
      }
      rowKey={(key) => key.id}
      rowAttributes={(key) => ({ 'data-key-id': key.id })}
      columns={[
        { header: t('name'), dir: 'auto', cell: (key) => key.name },
        { header: 'prefix', cell: (key) => <code>{key.prefix}</code> },
        { header: 'admin_permissions', cell: (key) => key.admin_permissions.length },
        { header: t('created'), cell: (key) => date(key.created_at) },
        {
          header: t('status'),
          cell: (key) =>
            key.revoked_at ? (
              <span class="revoked">
                {t('revoked')} {date(key.revoked_at)}
              </span>
            ) : (
              can('system.api_keys.revoke') && (
                <button type="button" onClick={() => revoke(key.id)} aria-label={`${t('revoke')} ${key.name}`}>
                  {t('revoke')}
                </button>
              )
            ),
        },
      ]}
    />
  );
}
