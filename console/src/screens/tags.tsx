/** Tags: create, rename, delete. */
import { useState } from 'preact/hooks';
import type { Schemas } from '../api';
import { useConsole } from '../context';
import { AdminListScreen, useAdminList } from '../admin-list';

type Tag = Schemas['TagAdmin'];

export function TagsScreen() {
  const { session, t, can, date } = useConsole();
  const tags = useAdminList(() => session.cms.get('/api/admin/v3/cms/tag', { params: { query: { per_page: 100 } } }));
  const [editing, setEditing] = useState<{ id: number; name: string }>();

  const rename = (event: Event) => {
    event.preventDefault();
    if (!editing) return;
    void tags.run(async () => {
      await session.cms.put('/api/admin/v3/cms/tag/{id}', { params: { path: { id: editing.id } }, body: { name: editing.name } });
      setEditing(undefined);
    });
  };
  const remove = (tag: Tag) => {
    if (confirm(t('confirmDelete'))) void tags.run(() => session.cms.delete('/api/admin/v3/cms/tag/{id}', { params: { path: { id: tag.id } } }));
  };

  return (
    <AdminListScreen
      id="tags"
      title={t('tags')}
      list={tags}
      form={
        can('cms.tags.create')
          ? {
              class: 'filters',
              fields: [{ name: 'name', label: t('name'), required: true, dir: 'auto' }],
              initial: { name: '' },
              submit: ({ name }) => session.cms.post('/api/admin/v3/cms/tag', { body: { name } }),
            }
          : undefined
      }
      rowKey={(tag) => tag.id}
      columns={[
        {
          header: t('name'),
          dir: 'auto',
          cell: (tag) =>
            editing?.id === tag.id ? (
              <form class="row" onSubmit={rename}>
                <input aria-label={t('name')} dir="auto" value={editing.name} onInput={(event) => setEditing({ id: tag.id, name: event.currentTarget.value })} />
                <button type="submit">{t('save')}</button>
              </form>
            ) : (
              tag.name
            ),
        },
        { header: t('slug'), dir: 'auto', cell: (tag) => tag.slug },
        { header: t('updated'), cell: (tag) => date(tag.updated_at) },
        {
          header: t('edit'),
          hidden: true,
          class: 'row',
          cell: (tag) => (
            <>
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
            </>
          ),
        },
      ]}
    />
  );
}
