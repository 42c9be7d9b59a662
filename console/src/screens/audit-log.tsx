/** Who changed users and keys: the audit log, newest first, filtered by action and actor. */
import { useState } from 'preact/hooks';
import { isEmptyList, nextCursor, type Pagination, type paths } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad } from '../ui';

type Query = NonNullable<paths['/api/admin/v3/system/audit-log']['get']['parameters']['query']>;
type Action = NonNullable<Query['action']>;
const ACTION_SET: Record<Action, true> = {
  'api_key.create': true,
  'api_key.revoke': true,
  'user.create': true,
  'user.delete': true,
  'user.roles_change': true,
  'user.status_change': true,
  'user.email_change': true,
  'user.password_change': true,
  'user.mfa_enrol': true,
  'user.mfa_enable': true,
  'user.mfa_disable': true,
  'user.mfa_reset': true,
  'user.mfa_recovery_code_use': true,
  'user.email_verify': true,
  'user.password_reset': true,
  'user.refresh_revoke': true,
};
const ACTIONS = Object.keys(ACTION_SET) as Action[];

export function AuditLogScreen() {
  const { session, t, date } = useConsole();
  const [action, setAction] = useState<Action | ''>('');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const page = useLoad(async () => {
    try {
      const { data } = await session.cms.api.GET('/api/admin/v3/system/audit-log', { params: { query: { per_page: 25, ...(action ? { action } : {}), ...(cursor ? { cursor } : {}) } } });
      return { items: data!.result, pagination: data!.meta.pagination as Pagination | undefined };
    } catch (error) {
      if (isEmptyList(error)) return { items: [], pagination: undefined };
      throw error;
    }
  }, [action, cursor, session.token]);
  const next = nextCursor(page.value?.pagination);
  const describe = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t('auditLog')}</h1>
      <label>
        {t('events')}
        <select
          name="action"
          value={action}
          onChange={(event) => {
            setAction(event.currentTarget.value as Action | '');
            setCursors([undefined]);
          }}
        >
          <option value="">{t('any')}</option>
          {ACTIONS.map((name) => (
            <option value={name} key={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <ErrorNote error={page.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('created')}</th>
            <th scope="col">{t('events')}</th>
            <th scope="col">{t('author')}</th>
            <th scope="col">target</th>
            <th scope="col">before → after</th>
          </tr>
        </thead>
        <tbody>
          {page.value?.items.map((entry) => (
            <tr key={entry.id}>
              <td>{date(entry.created_at)}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.actor.type} {entry.actor.id ?? ''}
              </td>
              <td>
                {entry.target.type} {entry.target.id}
              </td>
              <td dir="ltr">
                <code>
                  {describe(entry.before)} → {describe(entry.after)}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav class="pages" aria-label={t('auditLog')}>
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('previous')}
        </button>
        <button type="button" disabled={!next} onClick={() => setCursors([...cursors, next])}>
          {t('next')}
        </button>
      </nav>
    </section>
  );
}
