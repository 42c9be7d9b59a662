/**
 * API keys: client keys (apps) and machine keys with admin permissions picked from the catalogue the
 * API checks. A new key's value is in the create answer only: shown once, never stored by the
 * console. Revoking asks first.
 */
import { useState } from 'preact/hooks';
import { PERMISSIONS } from '../../../shared/platform/auth/permissions';
import { isEmptyList, type paths } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad } from '../ui';

type KeyWrite = paths['/api/admin/v3/system/api-key']['post']['requestBody']['content']['application/json'];
type AdminPermission = NonNullable<KeyWrite['admin_permissions']>[number];
/** The catalogue the API's enum is generated from (its element type is string: some names are built). */
const GRANTABLE = PERMISSIONS as readonly string[] as readonly AdminPermission[];

export function ApiKeysScreen() {
  const { session, t, can, date } = useConsole();
  const keys = useLoad(async () => {
    try {
      return await session.cms.get('/api/admin/v3/system/api-key', { params: { query: { per_page: 100 } } });
    } catch (error) {
      if (isEmptyList(error)) return [];
      throw error;
    }
  }, [session.token]);
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<AdminPermission[]>([]);
  const [created, setCreated] = useState<{ name: string; key: string }>();
  const [error, setError] = useState<unknown>();

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      const key = await session.cms.post('/api/admin/v3/system/api-key', { body: { name, ...(permissions.length ? { admin_permissions: permissions } : {}) } });
      setCreated({ name: key.name, key: key.key });
      setName('');
      setPermissions([]);
      keys.reload();
    } catch (failure) {
      setError(failure);
    }
  };
  const revoke = async (id: number) => {
    if (!confirm(`${t('revoke')}?`)) return;
    setError(undefined);
    try {
      await session.cms.delete('/api/admin/v3/system/api-key/{id}', { params: { path: { id } } });
      keys.reload();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section aria-labelledby="keys-heading">
      <h1 id="keys-heading">{t('apiKeys')}</h1>
      {created && (
        <div class="notice" role="status">
          <p>{t('keyShownOnce')}</p>
          <p class="secret" data-key-name={created.name}>
            {created.key}
          </p>
          <button type="button" onClick={() => setCreated(undefined)}>
            {t('close')}
          </button>
        </div>
      )}
      {can('system.api_keys.create') && (
        <form onSubmit={create}>
          <label>
            {t('keyName')}
            <input name="name" required dir="auto" value={name} onInput={(event) => setName(event.currentTarget.value)} />
          </label>
          <details>
            <summary>{t('roles')}: admin_permissions</summary>
            <div class="permissions">
              {GRANTABLE.map((permission) => (
                <label class="inline" key={permission}>
                  <input
                    type="checkbox"
                    checked={permissions.includes(permission)}
                    onChange={(event) => setPermissions(event.currentTarget.checked ? [...permissions, permission] : permissions.filter((other) => other !== permission))}
                  />
                  {permission}
                </label>
              ))}
            </div>
          </details>
          <button type="submit">{t('create')}</button>
        </form>
      )}
      <ErrorNote error={error ?? keys.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">prefix</th>
            <th scope="col">admin_permissions</th>
            <th scope="col">{t('created')}</th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {keys.value?.map((key) => (
            <tr key={key.id} data-key-id={key.id}>
              <td dir="auto">{key.name}</td>
              <td>
                <code>{key.prefix}</code>
              </td>
              <td>{key.admin_permissions.length}</td>
              <td>{date(key.created_at)}</td>
              <td>
                {key.revoked_at ? (
                  <span class="revoked">
                    {t('revoked')} {date(key.revoked_at)}
                  </span>
                ) : (
                  can('system.api_keys.revoke') && (
                    <button type="button" onClick={() => revoke(key.id)} aria-label={`${t('revoke')} ${key.name}`}>
                      {t('revoke')}
                    </button>
                  )
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
