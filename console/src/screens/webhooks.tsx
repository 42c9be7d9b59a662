/** Webhooks: subscriptions to the API's events; the signing secret is in the create answer only (shown once). */
import { useState } from 'preact/hooks';
import { isEmptyList, type paths } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad, useListAction } from '../ui';

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
  const [error, setError] = useState<unknown>();
  const list = useLoad(async () => {
    try {
      return await session.cms.get('/api/admin/v3/system/webhook/{id}/deliveries', { params: { path: { id } } });
    } catch (failure) {
      if (isEmptyList(failure)) return [];
      throw failure;
    }
  }, [id, session.token]);
  const redeliver = async (deliveryId: string) => {
    setError(undefined);
    try {
      await session.cms.post('/api/admin/v3/system/webhook/{id}/deliveries/{delivery_id}/redeliver', { params: { path: { id, delivery_id: deliveryId } } });
      list.reload();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div class="deliveries">
      <ErrorNote error={error ?? list.error} />
      {list.value?.length === 0 && <p class="muted">{t('nothingFound')}</p>}
      <ul>
        {list.value?.map((delivery) => (
          <li key={delivery.id}>
            <code>{delivery.event_type}</code> · {t('attempt')} {delivery.attempt} · <strong>{delivery.outcome}</strong>
            {delivery.response_status !== null ? ` · HTTP ${delivery.response_status}` : ''}
            {delivery.error ? ` · ${delivery.error}` : ''} · {date(delivery.created_at)}
            {can('system.webhooks.update') && (delivery.outcome === 'failed' || delivery.outcome === 'dead') && (
              <button type="button" onClick={() => redeliver(delivery.id)}>
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
  const list = useLoad(async () => {
    try {
      return await session.cms.get('/api/admin/v3/system/webhook', { params: { query: { per_page: 100 } } });
    } catch (error) {
      if (isEmptyList(error)) return [];
      throw error;
    }
  }, [session.token]);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<HookEvent[]>(['post.*']);
  const [secret, setSecret] = useState<string>();
  const [open, setOpen] = useState<number>();

  const { error, run } = useListAction(list);
  const create = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const hook = await session.cms.post('/api/admin/v3/system/webhook', { body: { url, events } });
      setSecret(hook.secret);
      setUrl('');
    });
  };

  return (
    <section aria-labelledby="webhooks-heading">
      <h1 id="webhooks-heading">{t('webhooks')}</h1>
      {secret && (
        <div class="notice" role="status">
          <p>{t('secretShownOnce')}</p>
          <p class="secret">{secret}</p>
          <button type="button" onClick={() => setSecret(undefined)}>
            {t('close')}
          </button>
        </div>
      )}
      {can('system.webhooks.create') && (
        <form onSubmit={create}>
          <label>
            {t('url')}
            <input name="url" type="url" required dir="ltr" placeholder="https://" value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
          </label>
          <fieldset>
            <legend>{t('events')}</legend>
            <div class="permissions">
              {EVENTS.map((name) => (
                <label class="inline" key={name}>
                  <input type="checkbox" checked={events.includes(name)} onChange={(event) => setEvents(event.currentTarget.checked ? [...events, name] : events.filter((other) => other !== name))} />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit">{t('create')}</button>
        </form>
      )}
      <ErrorNote error={error ?? list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('url')}</th>
            <th scope="col">{t('events')}</th>
            <th scope="col">{t('active')}</th>
            <th scope="col">{t('created')}</th>
            <th scope="col">
              <span class="visually-hidden">{t('delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.value?.map((hook) => [
            <tr key={hook.id}>
              <td dir="ltr">{hook.url}</td>
              <td>{hook.events.join(', ')}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('active')}: ${hook.url}`}
                  checked={hook.enabled}
                  disabled={!can('system.webhooks.update')}
                  onChange={(event) => void run(() => session.cms.put('/api/admin/v3/system/webhook/{id}', { params: { path: { id: hook.id } }, body: { enabled: event.currentTarget.checked } }))}
                />
              </td>
              <td>{date(hook.created_at)}</td>
              <td class="row">
                <button type="button" aria-expanded={open === hook.id} onClick={() => setOpen(open === hook.id ? undefined : hook.id)}>
                  {t('deliveries')}
                </button>
                {can('system.webhooks.delete') && (
                  <button type="button" onClick={() => confirm(t('confirmDelete')) && void run(() => session.cms.delete('/api/admin/v3/system/webhook/{id}', { params: { path: { id: hook.id } } }))}>
                    {t('delete')}
                  </button>
                )}
              </td>
            </tr>,
            open === hook.id && (
              <tr key={`${hook.id}-deliveries`}>
                <td colSpan={5}>
                  <Deliveries id={hook.id} />
                </td>
              </tr>
            ),
          ])}
        </tbody>
      </table>
    </section>
  );
}
