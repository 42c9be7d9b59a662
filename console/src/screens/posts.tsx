/**
 * Posts (and, with `trash`, the trash): filters by status, category, tag and author, a search, a
 * sort, cursor pages that follow `links.next`, and bulk actions whose answer (`affected`,
 * `failed_ids`, `refused_ids`) is shown as the API gives it.
 */
import { useState } from 'preact/hooks';
import { isEmptyList, nextCursor, type AdminPost, type BulkAction, type Pagination, type PostListQuery } from '../api';
import { useConsole } from '../context';
import type { MessageKey } from '../i18n';
import { categoryName, useChoices } from '../taxonomy';
import { ErrorNote, Notice, STATUS_LABELS, useLoad } from '../ui';

interface Filters {
  status: string;
  category: string;
  tag: string;
  author: string;
  search: string;
  sort: string;
}

const EMPTY: Filters = { status: '', category: '', tag: '', author: '', search: '', sort: 'created_at:desc' };
const SORTS: [string, MessageKey][] = [
  ['created_at:desc', 'newest'],
  ['created_at:asc', 'oldest'],
  ['updated_at:desc', 'recentlyUpdated'],
  ['title:asc', 'titleAZ'],
];
const PER_PAGE = 20;

const BULK_ACTIONS: { action: BulkAction; label: MessageKey; permission: 'cms.posts.trash' | 'cms.posts.restore' | 'cms.posts.delete' | 'cms.posts.publish' | 'cms.posts.update'; trash: boolean }[] = [
  { action: 'publish', label: 'actionPublish', permission: 'cms.posts.publish', trash: false },
  { action: 'draft', label: 'actionDraft', permission: 'cms.posts.update', trash: false },
  { action: 'archive', label: 'actionArchive', permission: 'cms.posts.update', trash: false },
  { action: 'trash', label: 'actionTrash', permission: 'cms.posts.trash', trash: false },
  { action: 'restore', label: 'actionRestore', permission: 'cms.posts.restore', trash: true },
  { action: 'delete', label: 'actionDelete', permission: 'cms.posts.delete', trash: true },
];

function queryOf(filters: Filters, trash: boolean): PostListQuery {
  const filter = [
    trash ? 'status:trash' : filters.status && `status:${filters.status}`,
    filters.category && `category_id:${filters.category}`,
    filters.tag && `tag_id:${filters.tag}`,
    filters.author && `author_id:${filters.author}`,
  ].filter((entry): entry is string => Boolean(entry));
  return {
    per_page: PER_PAGE,
    sort: filters.sort,
    includes: 'author,category',
    ...(filter.length ? { 'filter[]': filter } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

export function PostsScreen({ trash }: { trash: boolean }) {
  const { session, t, can, date, language, number } = useConsole();
  const choices = useChoices();
  // In the UI's language (name_fa in Persian mode); the API's own name when the list is not loaded.
  const categoryOf = (post: AdminPost) => {
    const category = choices.value?.categories.find((candidate) => candidate.id === post.category_id);
    return category ? categoryName(category, language) : post.category?.name;
  };
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  /** The cursors of the pages before this one (undefined: the first page). */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<{ affected: number; failed_ids?: number[]; refused_ids?: number[]; message: string }>();
  const [bulkError, setBulkError] = useState<unknown>();
  const cursor = cursors[cursors.length - 1];

  const page = useLoad<{ posts: AdminPost[]; pagination?: Pagination }>(async () => {
    try {
      const { data } = await session.cms.api.GET('/api/admin/v3/cms/post', { params: { query: { ...queryOf(filters, trash), ...(cursor ? { cursor } : {}) } } });
      return { posts: data!.result, pagination: data!.meta.pagination };
    } catch (error) {
      if (isEmptyList(error)) return { posts: [] };
      throw error;
    }
  }, [filters, cursor, trash, session.token]);

  const set = (name: keyof Filters) => (event: Event) => setDraft({ ...draft, [name]: (event.currentTarget as HTMLInputElement).value });
  const apply = (event: Event) => {
    event.preventDefault();
    setFilters(draft);
    setCursors([undefined]);
    setSelected(new Set());
  };
  const posts = page.value?.posts ?? [];
  const pagination = page.value?.pagination;
  const next = nextCursor(pagination);
  const mayEdit = (post: AdminPost) => can('cms.posts.update') && (post.author_id === session.user.id || can('cms.posts.edit_others'));
  const actions = can('cms.posts.bulk') ? BULK_ACTIONS.filter((entry) => entry.trash === trash && can(entry.permission)) : [];

  const runBulk = async (action: BulkAction) => {
    if (action === 'delete' && !confirm(t('confirmDelete'))) return;
    setBulkError(undefined);
    try {
      setBulk(await session.cms.post('/api/admin/v3/cms/post/bulk', { body: { ids: [...selected], action } }));
      setSelected(new Set());
      page.reload();
    } catch (error) {
      setBulkError(error);
    }
  };
  const toggle = (id: number) => {
    const copy = new Set(selected);
    if (copy.has(id)) copy.delete(id);
    else copy.add(id);
    setSelected(copy);
  };

  return (
    <section aria-labelledby="posts-heading">
      <div class="heading">
        <h1 id="posts-heading">{t(trash ? 'trash' : 'posts')}</h1>
        {!trash && can('cms.posts.create') && (
          <a class="button" href="#/posts/new">
            {t('newPost')}
          </a>
        )}
      </div>
      <form class="filters" onSubmit={apply} role="search">
        <label>
          {t('search')}
          <input type="search" name="search" dir="auto" value={draft.search} onInput={set('search')} />
        </label>
        {!trash && (
          <label>
            {t('status')}
            <select name="status" value={draft.status} onChange={set('status')}>
              <option value="">{t('any')}</option>
              {(['draft', 'pending', 'verified', 'scheduled', 'published', 'archived'] as const).map((status) => (
                <option value={status} key={status}>
                  {t(STATUS_LABELS[status])}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('category')}
          <select name="category" value={draft.category} onChange={set('category')}>
            <option value="">{t('any')}</option>
            {choices.value?.categories.map((category) => (
              <option value={category.id} key={category.id}>
                {categoryName(category, language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('tag')}
          <select name="tag" value={draft.tag} onChange={set('tag')}>
            <option value="">{t('any')}</option>
            {choices.value?.tags.map((tag) => (
              <option value={tag.id} key={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('author')}
          <select name="author" value={draft.author} onChange={set('author')}>
            <option value="">{t('any')}</option>
            {(choices.value?.users.length ? choices.value.users : [{ id: session.user.id, name: session.user.name, email: session.user.email }]).map((user) => (
              <option value={user.id} key={user.id}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('sort')}
          <select name="sort" value={draft.sort} onChange={set('sort')}>
            {SORTS.map(([value, label]) => (
              <option value={value} key={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('apply')}</button>
      </form>

      {actions.length > 0 && (
        <div class="bulk" role="group" aria-label={t('bulkAction')}>
          <span>{t('selected', { count: selected.size })}</span>
          {actions.map((entry) => (
            <button type="button" disabled={selected.size === 0} onClick={() => runBulk(entry.action)} key={entry.action} data-action={entry.action}>
              {t(entry.label)}
            </button>
          ))}
        </div>
      )}
      {bulk && (
        <Notice>
          <span class="bulk-result">{t('bulkResult', { affected: bulk.affected })}</span>
          {bulk.failed_ids?.length ? <span class="failed-ids"> · {t('failedIds', { ids: bulk.failed_ids.join(', ') })}</span> : null}
          {bulk.refused_ids?.length ? <span class="refused-ids"> · {t('refusedIds', { ids: bulk.refused_ids.join(', ') })}</span> : null}
        </Notice>
      )}
      <ErrorNote error={bulkError} />
      <ErrorNote error={page.error ?? choices.error} />

      {page.loading && !page.value ? (
        <p role="status">{t('loading')}</p>
      ) : posts.length === 0 ? (
        <p>{t('nothingFound')}</p>
      ) : (
        <table class="posts" aria-busy={page.loading}>
          <thead>
            <tr>
              {actions.length > 0 && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('selectAll')}
                    checked={posts.length > 0 && posts.every((post) => selected.has(post.id))}
                    onChange={(event) => setSelected(event.currentTarget.checked ? new Set(posts.map((post) => post.id)) : new Set())}
                  />
                </th>
              )}
              <th scope="col">{t('title')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('category')}</th>
              <th scope="col">{t('author')}</th>
              <th scope="col">{t('commentCount')}</th>
              <th scope="col">{t('updated')}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id} data-post-id={post.id}>
                {actions.length > 0 && (
                  <td>
                    <input type="checkbox" aria-label={post.title} checked={selected.has(post.id)} onChange={() => toggle(post.id)} />
                  </td>
                )}
                <td dir="auto">
                  <a href={`#/posts/${post.id}`}>{post.title}</a> {!mayEdit(post) && <small class="muted">({t('view')})</small>}
                </td>
                <td>{t(STATUS_LABELS[post.status])}</td>
                <td dir="auto">{categoryOf(post) ?? '—'}</td>
                <td dir="auto">{post.author?.name ?? '—'}</td>
                <td class="count">{number(post.comment_count)}</td>
                <td>{date(post.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav class="pages" aria-label={t('posts')}>
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('previous')}
        </button>
        {pagination && <span>{t('pageOf', { page: cursors.length, pages: pagination.total_pages, total: pagination.total })}</span>}
        <button type="button" disabled={!next} onClick={() => setCursors([...cursors, next])}>
          {t('next')}
        </button>
      </nav>
    </section>
  );
}
