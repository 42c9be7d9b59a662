/**
 * Categories as the tree they are (parent_id), with create, rename and delete. Deleting asks where
 * its posts go (`reassign_to`): the API moves them in the same call and says how many it moved.
 */
import { useState } from 'preact/hooks';
import type { Schemas } from '../api';
import { useConsole } from '../context';
import { categoryName } from '../taxonomy';
import { ErrorNote, Notice, useLoad } from '../ui';

type Category = Schemas['CategoryAdmin'];

function CategoryNode({ category, byParent, onDelete }: { category: Category; byParent: Map<number | null, Category[]>; onDelete(category: Category): void }) {
  const { t, can, language } = useConsole();
  const children = byParent.get(category.id) ?? [];
  return (
    <li data-category-id={category.id}>
      <div class="row">
        <strong dir="auto">{categoryName(category, language)}</strong>
        <span class="muted" dir="auto">
          {category.name_en} · {category.name_fa} · /{category.slug}
        </span>
        {can('cms.categories.delete') && (
          <button type="button" onClick={() => onDelete(category)} aria-label={`${t('delete')} ${category.name_en}`}>
            {t('delete')}
          </button>
        )}
      </div>
      {children.length > 0 && (
        <ul class="tree">
          {children.map((child) => (
            <CategoryNode category={child} byParent={byParent} onDelete={onDelete} key={child.id} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function CategoriesScreen() {
  const { session, t, can, language } = useConsole();
  const list = useLoad(() => session.cms.get('/api/admin/v3/cms/category', { params: { query: { per_page: 100 } } }), [session.token]);
  const [form, setForm] = useState({ name_en: '', name_fa: '', parent: '' });
  const [deleting, setDeleting] = useState<Category>();
  const [reassign, setReassign] = useState('');
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<unknown>();
  const categories = list.value ?? [];
  const ids = new Set(categories.map((category) => category.id));
  const byParent = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent = category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      await session.cms.post('/api/admin/v3/cms/category', {
        body: { ...(form.name_en ? { name_en: form.name_en } : {}), ...(form.name_fa ? { name_fa: form.name_fa } : {}), parent_id: form.parent ? Number(form.parent) : null },
      });
      setForm({ name_en: '', name_fa: '', parent: '' });
      list.reload();
    } catch (failure) {
      setError(failure);
    }
  };
  const remove = async (event: Event) => {
    event.preventDefault();
    if (!deleting) return;
    setError(undefined);
    try {
      const result = await session.cms.delete('/api/admin/v3/cms/category/{id}', { params: { path: { id: deleting.id }, query: reassign ? { reassign_to: Number(reassign) } : {} } });
      setMessage(`${result.message}${result.reassigned_posts !== undefined ? ` (${result.reassigned_posts})` : ''}`);
      setDeleting(undefined);
      setReassign('');
      list.reload();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section aria-labelledby="categories-heading">
      <h1 id="categories-heading">{t('categories')}</h1>
      {can('cms.categories.create') && (
        <form class="filters" onSubmit={create}>
          <label>
            {t('name')} (English)
            <input name="name_en" dir="ltr" value={form.name_en} onInput={(event) => setForm({ ...form, name_en: event.currentTarget.value })} />
          </label>
          <label>
            {t('name')} (فارسی)
            <input name="name_fa" dir="rtl" lang="fa" value={form.name_fa} onInput={(event) => setForm({ ...form, name_fa: event.currentTarget.value })} />
          </label>
          <label>
            {t('parent')}
            <select name="parent" value={form.parent} onChange={(event) => setForm({ ...form, parent: event.currentTarget.value })}>
              <option value="">{t('none')}</option>
              {categories.map((category) => (
                <option value={category.id} key={category.id}>
                  {categoryName(category, language)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('create')}</button>
        </form>
      )}
      {deleting && (
        <form class="dialog-inline notice" onSubmit={remove}>
          <p dir="auto">
            {t('delete')}: {categoryName(deleting, language)}
          </p>
          <label>
            {t('reassignTo')}
            <select name="reassign_to" value={reassign} onChange={(event) => setReassign(event.currentTarget.value)}>
              <option value="">{t('none')}</option>
              {categories
                .filter((category) => category.id !== deleting.id)
                .map((category) => (
                  <option value={category.id} key={category.id}>
                    {categoryName(category, language)}
                  </option>
                ))}
            </select>
          </label>
          <div class="row">
            <button type="submit">{t('delete')}</button>
            <button type="button" onClick={() => setDeleting(undefined)}>
              {t('close')}
            </button>
          </div>
        </form>
      )}
      {message && <Notice>{message}</Notice>}
      <ErrorNote error={error ?? list.error} />
      <ul class="tree root">
        {(byParent.get(null) ?? []).map((category) => (
          <CategoryNode category={category} byParent={byParent} onDelete={setDeleting} key={category.id} />
        ))}
      </ul>
    </section>
  );
}
