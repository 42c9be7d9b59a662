/** Tags: create, rename, delete. */
import { useState } from 'preact/hooks';
import { isEmptyList, type Schemas } from '../api';
import { useConsole } from '../context';
import { ErrorNote, useLoad, useListAction } from '../ui';

export function TagsScreen() {
  const { session, t, can, date } = useConsole();
  const list = useLoad(async () => {
    try {
      return await session.cms.get('/api/admin/v3/cms/tag', { params: { query: { per_page: 100 } } });
    } catch (error) {
      if (isEmptyList(error)) return [];
      throw error;
    }
  }, [session.token]);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string }>();

  const { error, run } = useListAction(list);
  const create = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await session.cms.post('/api/admin/v3/cms/tag', { body: { name } });
      setName('');
    });
  };
  const rename = (event: Event) => {
    event.preventDefault();
    if (!editing) return;
    void run(async () => {
      await session.cms.put('/api/admin/v3/cms/tag/{id}', { params: { path: { id: editing.id } }, body: { name: editing.name } });
      setEditing(undefined);
    });
  };
  const remove = (tag: Schemas['TagAdmin']) => {
    if (confirm(t('confirmDelete'))) void run(() => session.cms.delete('/api/admin/v3/cms/tag/{id}', { params: { path: { id: tag.id } } }));
  };

  return (
    <section aria-labelledby="tags-heading">
      <h1 id="tags-heading">{t('tags')}</h1>
      {can('cms.tags.create') && (
        <form class="filters" onSubmit={create}>
          <label>
            {t('name')}
            <input name="name" required dir="auto" value={name} onInput={(event) => setName(event.currentTarget.value)} />
          </label>
          <button type="submit">{t('create')}</button>
        </form>
      )}
      <ErrorNote error={error ?? list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('slug')}</th>
            <th scope="col">{t('updated')}</th>
            <th scope="col">
              <span class="visually-hidden">{t('edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.value?.map((tag) => (
            <tr key={tag.id}>
              <td dir="auto">
                {editing?.id === tag.id ? (
                  <form class="row" onSubmit={rename}>
                    <input aria-label={t('name')} dir="auto" value={editing.name} onInput={(event) => setEditing({ id: tag.id, name: event.currentTarget.value })} />
                    <button type="submit">{t('save')}</button>
                  </form>
                ) : (
                  tag.name
                )}
              </td>
              <td dir="auto">{tag.slug}</td>
              <td>{date(tag.updated_at)}</td>
              <td class="row">
                {can('cms.tags.update') && editing?.id !== tag.id && (
                  <button type="button" onClick={() => setEditing({ id: tag.id, name: tag.name })}>
                    {t('edit')}
                  </button>
                )}
                {can('cms.tags.delete') && (
                  <button type="button" onClick={() => remove(tag)}>
                    {t('delete')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
