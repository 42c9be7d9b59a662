/**
 * "Preview on site": a draft-preview link (`POST /api/admin/v3/cms/post/{post_id}/preview`) opened in a
 * new tab. The link is asked for when the editor opens (nothing is stored: a token is only signed), so
 * the button can say beforehand when there is no site to open: the link falls back to the API's own
 * address when SITE_URL is not set, which serves no page. A click opens the link held (in the click
 * itself, so no popup blocker stops it) and asks for a fresh one for the next.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AdminPost, paths } from './api';
import { useConsole } from './context';
import { ErrorNote, Notice } from './ui';

type Preview = paths['/api/admin/v3/cms/post/{post_id}/preview']['post']['responses'][201]['content']['application/json']['result'];

/** Whether a preview link points at a site rather than at the API itself (SITE_URL unset). */
export function isSiteUrl(url: string | undefined, apiBaseUrl: string): boolean {
  if (!url) return false;
  try {
    const target = new URL(url);
    return /^https?:$/.test(target.protocol) && target.origin !== new URL(apiBaseUrl).origin;
  } catch {
    return false;
  }
}

export function PreviewOnSite({ post }: { post: AdminPost | undefined }) {
  const { session, config, t } = useConsole();
  const [link, setLink] = useState<Preview>();
  const [error, setError] = useState<unknown>();
  const [opened, setOpened] = useState(false);
  const ask = async (postId: number) => {
    try {
      setLink(await session.cms.post('/api/admin/v3/cms/post/{post_id}/preview', { params: { path: { post_id: postId } }, body: {} }));
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  };
  useEffect(() => {
    setLink(undefined);
    setOpened(false);
    if (post) void ask(post.id);
  }, [post?.id, post?.version, session.token]);

  const site = isSiteUrl(link?.url, config.apiBaseUrl ?? location.origin);
  const reason = !post ? t('previewSaveFirst') : link && !site ? t('previewNoSite') : undefined;
  const open = () => {
    if (!post || !link || !site) return;
    window.open(link.url, '_blank', 'noopener,noreferrer');
    setOpened(true);
    void ask(post.id);
  };
  return (
    <div class="preview-on-site">
      <button type="button" disabled={!link || !site} aria-describedby={reason ? 'preview-on-site-reason' : undefined} onClick={open}>
        {t('previewOnSite')}
      </button>
      {reason && (
        <p id="preview-on-site-reason" class="muted">
          {reason}
        </p>
      )}
      {opened && <Notice>{t('previewOpened')}</Notice>}
      <ErrorNote error={error} />
    </div>
  );
}
