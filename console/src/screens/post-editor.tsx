/**
 * One post: title, slug, Markdown or HTML content with the live preview of what the API stores,
 * excerpt, category, tags, featured image from the media library, SEO fields, status and publish.
 * Saves send the `version` read, so a save over someone else's newer one is refused (409
 * version_conflict) and offered a reload instead of silently overwriting. A post the user may not
 * edit (another author's, without cms.posts.edit_others) opens read-only.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ContentFormat } from '../../../shared/domains/content/content-format';
import { CmsError, type AdminPost, type PostWrite } from '../api';
import { useConsole } from '../context';
import { storedHtml } from '../preview';
import { navigate } from '../router';
import { categoryName, useChoices } from '../taxonomy';
import { ErrorNote, Notice, STATUS_LABELS, useLoad } from '../ui';
import { MediaPicker } from './media';
import { RevisionsPanel } from './revisions';
import { TranslationsPanel } from './translations';
import { MarkdownToolbar } from '../markdown-toolbar';
import { PreviewOnSite } from '../preview-on-site';

type Status = NonNullable<PostWrite['status']>;

interface Draft {
  title: string;
  slug: string;
  content: string;
  content_format: ContentFormat;
  excerpt: string;
  category_id: number | null;
  tag_ids: number[];
  featured_image: string | null;
  meta_title: string;
  meta_description: string;
  status: Status;
  /** `datetime-local` text (the browser's time zone), for a scheduled post. */
  publish_at: string;
}

const BLANK: Draft = {
  title: '',
  slug: '',
  content: '',
  content_format: 'markdown',
  excerpt: '',
  category_id: null,
  tag_ids: [],
  featured_image: null,
  meta_title: '',
  meta_description: '',
  status: 'draft',
  publish_at: '',
};

/** ISO 8601 (UTC) → the `datetime-local` value of the same instant in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function draftOf(post: AdminPost): Draft {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    // The API does not keep the format: what it stored for most writers is HTML.
    content_format: /^\s*</.test(post.content) || post.content === '' ? 'html' : 'markdown',
    excerpt: post.excerpt,
    category_id: post.category_id,
    tag_ids: post.tag_ids,
    featured_image: post.featured_image,
    meta_title: post.seo.meta_title ?? '',
    meta_description: post.seo.meta_description ?? '',
    status: post.status === 'trash' ? 'draft' : post.status,
    publish_at: post.status === 'scheduled' ? localInput(post.published_at) : '',
  };
}

/** What changed against the post read: an update sends only that (content is re-processed only when sent). */
function changes(draft: Draft, post: AdminPost | undefined): PostWrite {
  const before = post ? draftOf(post) : undefined;
  const body: PostWrite = {};
  if (!before || draft.title !== before.title) body.title = draft.title;
  if (draft.slug && (!before || draft.slug !== before.slug)) body.slug = draft.slug;
  if (!before || draft.content !== before.content) {
    body.content = draft.content;
    body.content_format = draft.content_format;
  }
  if (!before || draft.excerpt !== before.excerpt) body.excerpt = draft.excerpt || null;
  if (!before || draft.category_id !== before.category_id) body.category_id = draft.category_id;
  if (!before || draft.tag_ids.join() !== before.tag_ids.join()) body.tag_ids = draft.tag_ids;
  if (!before || draft.featured_image !== before.featured_image) body.featured_image = draft.featured_image;
  if (!before || draft.meta_title !== before.meta_title || draft.meta_description !== before.meta_description) {
    body.seo = { meta_title: draft.meta_title || null, meta_description: draft.meta_description || null };
  }
  if (!before || draft.status !== before.status) body.status = draft.status;
  // Scheduling names the instant (the API publishes the post then, to the minute).
  if (draft.status === 'scheduled' && draft.publish_at && (!before || draft.publish_at !== before.publish_at || draft.status !== before.status)) {
    body.status = 'scheduled';
    body.published_at = new Date(draft.publish_at).toISOString();
  }
  return body;
}

function Preview({ content, format }: { content: string; format: ContentFormat }) {
  const { t, can } = useConsole();
  const [html, setHtml] = useState('');
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      storedHtml(content, format).then(
        (value) => current && (setHtml(value), setError(undefined)),
        (failure: unknown) => current && setError(failure),
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [content, format]);
  return (
    <section class="preview" aria-label={t('preview')}>
      <h2>{t('preview')}</h2>
      {can('cms.content.unfiltered_html') && <p class="muted">{t('previewUnfiltered')}</p>}
      <ErrorNote error={error} />
      {/* Sanitized by the API's own allow-list just above: the same HTML the API would store. */}
      <div class="rendered" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

export function PostEditor({ id }: { id?: number }) {
  const { session, t, can, date, language, number } = useConsole();
  const choices = useChoices();
  const loaded = useLoad<AdminPost | undefined>(
    async () => (id === undefined ? undefined : session.cms.get('/api/admin/v3/cms/post/{post_id}', { params: { path: { post_id: id }, query: { includes: 'author,category,tags' } } })),
    [id, session.token],
  );
  // On the new-post route the previous route's post may still be loaded: it must not be the one saved.
  const post = id === undefined ? undefined : loaded.value;
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>();
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const [picking, setPicking] = useState(false);
  const contentField = useRef<HTMLTextAreaElement>(null);

  // A new post starts blank when the route changes, and only a loaded post replaces the draft:
  // resetting on every change of `post` wiped what a user had typed into a new post when the
  // previous route's load settled after the first keystrokes.
  useEffect(() => {
    if (id === undefined) setDraft(BLANK);
  }, [id]);
  useEffect(() => {
    if (post) setDraft(draftOf(post));
    setConflict(false);
  }, [post]);

  const editable = id === undefined ? can('cms.posts.create') : Boolean(post) && can('cms.posts.update') && (post!.author_id === session.user.id || can('cms.posts.edit_others'));
  const set =
    <K extends keyof Draft>(name: K) =>
    (value: Draft[K]) => {
      setDraft((previous) => ({ ...previous, [name]: value }));
      setSaved(false);
    };
  const text = (name: 'title' | 'slug' | 'content' | 'excerpt' | 'meta_title' | 'meta_description') => (event: Event) => set(name)((event.currentTarget as HTMLInputElement).value);

  const save = async (status?: Status) => {
    const target = status ? { ...draft, status } : draft;
    setSaving(true);
    setError(undefined);
    setSaved(false);
    try {
      if (post) {
        const body = { ...changes(target, post), version: post.version };
        await session.cms.put('/api/admin/v3/cms/post/{post_id}', { params: { path: { post_id: post.id } }, body });
        loaded.reload();
      } else {
        const { title, content, ...rest } = changes(target, undefined);
        const created = await session.cms.post('/api/admin/v3/cms/post', { body: { ...rest, title: title ?? '', content: content ?? '' } });
        navigate(`/posts/${created.id}`);
      }
      setSaved(true);
    } catch (failure) {
      if (failure instanceof CmsError && failure.status === 409 && failure.code === 'version_conflict') setConflict(true);
      else setError(failure);
    } finally {
      setSaving(false);
    }
  };

  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (id !== undefined && !post) return <p role="status">{t('loading')}</p>;
  const statuses: Status[] = ['draft', 'pending', 'verified', 'scheduled', 'published', 'archived'];
  const categories = choices.value?.categories ?? [];

  return (
    <section class="editor" aria-labelledby="editor-heading">
      <h1 id="editor-heading" dir="auto">
        {post ? post.title : t('newPost')}
      </h1>
      {post && (
        <p class="muted">
          #{number(post.id)} · {t(STATUS_LABELS[post.status])} · {t('created')} {date(post.created_at)} · {t('updated')} {date(post.updated_at)}
          {post.published_at ? ` · ${t('published')} ${date(post.published_at)}` : ''} · {t('commentCount')}: <span class="comment-count">{number(post.comment_count)}</span>
        </p>
      )}
      {!editable && (
        <p class="notice read-only" role="status">
          {t('readOnly')}
        </p>
      )}
      {conflict && (
        <div class="error conflict" role="alert">
          <p>{t('conflict')}</p>
          <button type="button" onClick={() => loaded.reload()}>
            {t('reload')}
          </button>
        </div>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!editable || saving}>
          <div class="columns">
            <div class="main-column">
              <label>
                {t('title')}
                <input name="title" required dir="auto" value={draft.title} onInput={text('title')} />
              </label>
              <label>
                {t('slug')}
                <input name="slug" dir="auto" value={draft.slug} onInput={text('slug')} />
              </label>
              <label>
                {t('contentFormat')}
                <select name="content_format" value={draft.content_format} onChange={(event) => set('content_format')(event.currentTarget.value as ContentFormat)}>
                  <option value="markdown">Markdown</option>
                  <option value="html">HTML</option>
                </select>
              </label>
              {draft.content_format === 'markdown' && <MarkdownToolbar field={contentField} onChange={set('content')} />}
              <label>
                {t('content')}
                <textarea name="content" ref={contentField} rows={14} required dir="auto" value={draft.content} onInput={text('content')} />
              </label>
              <label>
                {t('excerpt')}
                <textarea name="excerpt" rows={3} dir="auto" value={draft.excerpt} onInput={text('excerpt')} />
              </label>
              <Preview content={draft.content} format={draft.content_format} />
            </div>
            <div class="side-column">
              <label>
                {t('status')}
                <select name="status" value={draft.status} onChange={(event) => set('status')(event.currentTarget.value as Status)}>
                  {statuses.map((status) => (
                    <option value={status} key={status} disabled={(status === 'published' || status === 'scheduled') && !can('cms.posts.publish') && post?.status !== status}>
                      {t(STATUS_LABELS[status])}
                    </option>
                  ))}
                </select>
              </label>
              {draft.status === 'scheduled' && (
                <label>
                  {t('publishAt')}
                  <input type="datetime-local" name="publish_at" required value={draft.publish_at} onInput={(event) => set('publish_at')(event.currentTarget.value)} />
                </label>
              )}
              <label>
                {t('category')}
                <select name="category" value={draft.category_id ?? ''} onChange={(event) => set('category_id')(event.currentTarget.value ? Number(event.currentTarget.value) : null)}>
                  <option value="">{t('none')}</option>
                  {categories.map((category) => (
                    <option value={category.id} key={category.id}>
                      {categoryName(category, language)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset class="tags">
                <legend>{t('tags')}</legend>
                {(choices.value?.tags ?? []).map((tag) => (
                  <label class="inline" key={tag.id}>
                    <input
                      type="checkbox"
                      checked={draft.tag_ids.includes(tag.id)}
                      onChange={(event) => set('tag_ids')(event.currentTarget.checked ? [...draft.tag_ids, tag.id] : draft.tag_ids.filter((other) => other !== tag.id))}
                    />
                    {tag.name}
                  </label>
                ))}
              </fieldset>
              <fieldset>
                <legend>{t('featuredImage')}</legend>
                {draft.featured_image && <img class="featured" src={draft.featured_image} alt={t('featuredImage')} />}
                {can('cms.media.list') && (
                  <button type="button" onClick={() => setPicking(true)}>
                    {t('chooseImage')}
                  </button>
                )}
                {draft.featured_image && (
                  <button type="button" onClick={() => set('featured_image')(null)}>
                    {t('removeImage')}
                  </button>
                )}
              </fieldset>
              <label>
                {t('seoTitle')}
                <input name="meta_title" dir="auto" value={draft.meta_title} onInput={text('meta_title')} />
              </label>
              <label>
                {t('seoDescription')}
                <textarea name="meta_description" rows={3} dir="auto" value={draft.meta_description} onInput={text('meta_description')} />
              </label>
              <div class="actions">
                <button type="submit">{t('save')}</button>
                {can('cms.posts.publish') && draft.status !== 'published' && (
                  <button type="button" class="primary" onClick={() => void save('published')}>
                    {t('publish')}
                  </button>
                )}
              </div>
              {editable && <PreviewOnSite post={post} />}
              {saved && <Notice>{t('saved')}</Notice>}
              <ErrorNote error={error ?? choices.error} />
            </div>
          </div>
        </fieldset>
      </form>
      {post && <TranslationsPanel post={post} editable={editable} />}
      {post && <RevisionsPanel post={post} editable={editable} people={choices.value?.users} onRestored={() => loaded.reload()} onConflict={() => setConflict(true)} />}
      {picking && (
        <MediaPicker
          onPick={(url) => {
            set('featured_image')(url);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </section>
  );
}
