/**
 * The media library: uploads (declared to the API, then PUT to the presigned URL with a progress
 * bar), a grid of previews (an image's small thumbnail once processing made it; its format's name
 * before), and deletion. The same grid, in a dialog, picks a post's featured image.
 */
import { useEffect, useState } from 'preact/hooks';
import { isEmptyList, nextCursor, type Pagination } from '../api';
import { useConsole } from '../context';
import { ACCEPTED_TYPES, uploadMedia } from '../media-upload';
import { ErrorNote, Notice, useLoad } from '../ui';

type Media = Awaited<ReturnType<typeof listMedia>>['items'][number];

const PROCESSING_POLL_MS = 1000;
const MAX_PROCESSING_POLLS = 30;

async function listMedia(cms: ReturnType<typeof useConsole>['session']['cms'], cursor: string | undefined) {
  try {
    const { data } = await cms.api.GET('/api/admin/v3/cms/media', { params: { query: { per_page: 24, sort: 'created_at', order: 'desc', ...(cursor ? { cursor } : {}) } } });
    return { items: data!.result, pagination: data!.meta.pagination as Pagination | undefined };
  } catch (error) {
    if (isEmptyList(error)) return { items: [], pagination: undefined };
    throw error;
  }
}

/** An image's small thumbnail once processed; nothing before (its `url` answers only once processing wrote the public copy). */
function previewUrl(media: Media): string | undefined {
  if (!media.mime_type.startsWith('image/') || media.status !== 'active') return undefined;
  return media.small_thumbnail?.url || media.url;
}

function MediaGrid({ onPick, refresh }: { onPick?(media: Media): void; refresh: number }) {
  const { session, t, can } = useConsole();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [error, setError] = useState<unknown>();
  const cursor = cursors[cursors.length - 1];
  const page = useLoad(() => listMedia(session.cms, cursor), [cursor, refresh, session.token]);
  // Processing takes a second or so: while an item of the page is still at it, the page is read again
  // (for half a minute at most: an item declared and never uploaded stays processing).
  const processing = page.value?.items.some((media) => media.status === 'processing') ?? false;
  const [polls, setPolls] = useState(0);
  useEffect(() => setPolls(0), [cursor, refresh]);
  useEffect(() => {
    if (!processing || polls >= MAX_PROCESSING_POLLS) return undefined;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      page.reload();
    }, PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [page.value]);
  const next = nextCursor(page.value?.pagination);
  const remove = async (media: Media) => {
    if (!confirm(t('confirmDelete'))) return;
    try {
      await session.cms.delete('/api/admin/v3/cms/media/{id}', { params: { path: { id: Number(media.id) } } });
      page.reload();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div>
      <ErrorNote error={page.error ?? error} />
      {page.value && page.value.items.length === 0 && <p>{t('nothingFound')}</p>}
      <ul class="media-grid">
        {page.value?.items.map((media) => (
          <li key={media.id} data-media-id={media.id}>
            {previewUrl(media) ? <img src={previewUrl(media)} alt={media.title ?? media.name} loading="lazy" /> : <span class="file-type">{media.format}</span>}
            <span class="media-name" dir="auto">
              {media.title ?? media.name}
            </span>
            <small class="muted">
              {media.size} · {media.status}
            </small>
            {/* Only an active image can be chosen: before processing wrote its public copy, its url answers 404. */}
            {onPick && media.mime_type.startsWith('image/') && (
              <button type="button" disabled={media.status !== 'active'} onClick={() => onPick(media)}>
                {t('choose')}
              </button>
            )}
            {!onPick && can('cms.media.delete') && (
              <button type="button" onClick={() => remove(media)}>
                {t('delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <nav class="pages" aria-label={t('media')}>
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('previous')}
        </button>
        <button type="button" disabled={!next} onClick={() => setCursors([...cursors, next])}>
          {t('next')}
        </button>
      </nav>
    </div>
  );
}

function Uploader({ onUploaded }: { onUploaded(): void }) {
  const { session, t } = useConsole();
  const [file, setFile] = useState<File>();
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setError(undefined);
    setDone(undefined);
    try {
      const media = await uploadMedia(session.cms, file, title, setProgress);
      setDone(media.name);
      setFile(undefined);
      setTitle('');
      (event.currentTarget as HTMLFormElement | null)?.reset();
      onUploaded();
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <form class="uploader" onSubmit={submit}>
      <label>
        {t('file')}
        <input type="file" name="file" accept={ACCEPTED_TYPES.join(',')} onChange={(event) => setFile(event.currentTarget.files?.[0])} />
      </label>
      <label>
        {t('altText')}
        <input name="title" dir="auto" value={title} onInput={(event) => setTitle(event.currentTarget.value)} />
      </label>
      <button type="submit" disabled={!file || progress !== undefined}>
        {t('upload')}
      </button>
      {progress !== undefined && (
        <label class="progress">
          {t('uploading', { percent: Math.round(progress * 100) })}
          <progress max={1} value={progress} />
        </label>
      )}
      {done && <Notice>{t('saved')}</Notice>}
      <ErrorNote error={error} />
    </form>
  );
}

export function MediaScreen() {
  const { t, can } = useConsole();
  const [refresh, setRefresh] = useState(0);
  return (
    <section aria-labelledby="media-heading">
      <h1 id="media-heading">{t('media')}</h1>
      {can('cms.media.create') && <Uploader onUploaded={() => setRefresh((value) => value + 1)} />}
      <MediaGrid refresh={refresh} />
    </section>
  );
}

export function MediaPicker({ onPick, onClose }: { onPick(url: string): void; onClose(): void }) {
  const { t, can } = useConsole();
  const [refresh, setRefresh] = useState(0);
  return (
    <div class="dialog-backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="picker-heading">
        <h2 id="picker-heading">{t('chooseImage')}</h2>
        <button type="button" class="close" onClick={onClose}>
          {t('close')}
        </button>
        {can('cms.media.create') && <Uploader onUploaded={() => setRefresh((value) => value + 1)} />}
        <MediaGrid refresh={refresh} onPick={(media) => onPick(media.url)} />
      </div>
    </div>
  );
}
