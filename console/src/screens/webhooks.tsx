/** Webhooks: subscriptions to the API's events; the signing secret is in the create answer only (shown once). */
import { useState } from 'preact/hooks';
import type { paths } from '../api';
import { useConsole } from '../context';
import { ErrorNote } from '../ui';
import { AdminListScreen, ShownOnce, useAdminList } from '../admin-list';

type HookWrite = paths['/api/admin/v3/system/webhook']['post']['requestBody']['content']['application/json'];
type HookEvent = HookWrite['events'][number];
/** Every event the API offers (a change of the API's list that this does not follow fails tsc). */
const EVENT_SET: Record<HookEvent, true> = {
  '*': true, 'post.*': true, 'comment.*': true, 'category.*': true, 'tag.*': true, 'media.*': true,
  'post.published': true, 'post.updated': true, 'post.unpublished': true, 'post.trashed': true, 'post.restored': true, 'post.deleted': true,
  'comment.created': true, 'comment.approved': true,
  'category.created': true, 'category.updated': true, 'category.deleted': true,
  'tag.created': true, 'tag.updated': true, 'tag.deleted': true,
  'media.created': true, 'media.updated': true, 'media.deleted': true,
};
const EVENTS = Object.keys(EVENT_SET) as HookEvent[];

/** The last attempts of one webhook (newest first), each failed or dead one offered for redelivery. */
function Deliveries({ id }: { id: number }) {
  const { session, t, can, date } = useConsole();
  const deliveries = useAdminList(() => session.cms.get('/api/admin/v3/system/webhook/{id}/deliveries', { params: { path: { id } } }), [id]);
  const redeliver = (deliveryId: string) =>
    deliveries.run(() => session.cms.post('/api/admin/v3/system/webhook/{id}/deliveries/{delivery_id}/redeliver', { params: { path: { id, delivery_id: deliveryId } } }));
  return (
    <div class="deliveries">
      <ErrorNote error={deliveries.error} />
      {deliveries.list.value?.length === 0 && <p class="muted">{t('nothingFound')}</p>}
      <ul>
        {deliveries.list.value?.map((delivery) => (
          <li key={delivery.id}>
            <code>{delivery.event_type}</code> · {t('attempt')} {delivery.attempt} · <strong>{delivery.outcome}</strong>
            {delivery.response_status !== null ? ` · HTTP ${delivery.response_status}` : ''}
            {delivery.error ? ` · ${delivery.error}` : ''} · {date(delivery.created_at)}
            {can('system.webhooks.update') && (delivery.outcome === 'failed' || delivery.outcome === 'dead') && (
              <button type="button" onClick={() => void redeliver(delivery.id)}>
                {t('redeliver')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WebhooksScreen() {
  const { session, t, can, date } = useConsole();
  const hooks = useAdminList(() => session.cms.get('/api/admin/v3/system/webhook', { params: { query: { per_page: 100 } } }));
  const [secret, setSecret] = useState<string>();
  const [open, setOpen] = useState<number>();

  return (
    <AdminListScreen
      id="webhooks"
      title={t('webhooks')}
      list={hooks}
      notice={secret && <ShownOnce message={t('secretShownOnce')} secret={secret} close={() => setSecret(undefined)} />}
      form={
        can('system.webhooks.create')
          ? {
              fields: [
                { name: 'url', label: t('url'), type: 'url', required: true, dir: 'ltr', placeholder: 'https://' },
                { name: 'events', label: t('events'), choices: EVENTS },
              ],
              initial: { url: '', events: ['post.*'] as string[] },
              // The events picked stay for the next one.
              after: (values) => ({ ...values, url: '' }),
              submit: async ({ url, events }) => {
                const hook = await session.cms.post('/api/admin/v3/system/webhook', { body: { url: url as string, events: events as HookEvent[] } });
                setSecret(hook.secret);
              },
            }
          : undefined
      }
      rowKey={(hook) => hook.id}
      below={(hook) => open === hook.id && <Deliveries id={hook.id} />}
      columns={[
        { header: t('url'), dir: 'ltr', cell: (hook) => hook.url },
        { header: t('events'), cell: (hook) => hook.events.join(', ') },
        {
          header: t('active'),
          cell: (hook) => (
            <input
              type="checkbox"
              aria-label={`${t('active')}: ${hook.url}`}
              checked={hook.enabled}
              disabled={!can('system.webhooks.update')}
              onChange={(event) => void hooks.run(() => session.cms.put('/api/admin/v3/system/webhook/{id}', { params: { path: { id: hook.id } }, body: { enabled: event.currentTarget.checked } }))}
            />
          ),
        },
        { header: t('created'), cell: (hook) => date(hook.created_at) },
        {
          header: t('delete'),
          hidden: true,
          class: 'row',
          cell: (hook) => (
            <>
              <button type="button" aria-expanded={open === hook.id} onClick={() => setOpen(open === hook.id ? undefined : hook.id)}>
                {t('deliveries')}
              </button>
              {can('system.webhooks.delete') && (
                <button type="button" onClick={() => confirm(t('confirmDelete')) && void hooks.run(() => session.cms.delete('/api/admin/v3/system/webhook/{id}', { params: { path: { id: hook.id } } }))}>
                  {t('delete')}
                </button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
