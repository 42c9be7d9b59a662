/**
 * Imports follow the API's HTML rule (CONTRACT section 5, docs/security.md "Imports"): what an import
 * writes for a post is stored as the API stores it for an author without `cms.content.unfiltered_html`
 * (content through the allow-list sanitizer, title, excerpt and SEO texts without markup), unless the
 * post is attributed to a user who holds that permission (and, for `cms import wordpress`, the
 * operator asked for `--keep-html`). The WordPress import gets this by creating posts as an actor
 * without the permission (`importActor`); the JSON import, which loads items as they are, applies it
 * to the stored attributes of each post and revision (`attributesUnderHtmlRule`).
 *
 * Content that holds only what the sanitizer keeps (all the API's sanitized output does) is kept as it
 * is, so a `cms export` / `cms import json` round trip changes nothing that the API wrote.
 */
import type { Item } from '#platform/db/attributes';
import { PERMISSIONS, permissionsOfRoles } from '#platform/auth/permissions';
import { processContent, UNFILTERED_HTML } from '#domains/content/process-content';
import { plainTextFields } from '#domains/content/plain-text-fields';
import { plainTextView } from '#domains/posts/model/field-views';
import { postFields } from '#domains/posts/model/post-fields';
import { contentMetricsAttribute } from '#domains/content/content-metrics';
import { holdsOnlyAllowedHtml } from '#domains/content/sanitize';
import { SYSTEM_CHANGE } from '#domains/posts/revisions/revisions';
import type { PostActor } from '#domains/posts/write/manage-posts';

export type RuledField = 'content' | 'title' | 'excerpt';

/** Whether users of these roles keep their HTML. */
export const rolesKeepHtml = (roles: readonly string[]): boolean => permissionsOfRoles(roles).has(UNFILTERED_HTML);

const WITHOUT_UNFILTERED = PERMISSIONS.filter((permission) => permission !== UNFILTERED_HTML);

/**
 * Who an import writes a post as: every permission of the service (the import may publish, name any
 * author), but `cms.content.unfiltered_html` only when the post keeps its HTML.
 */
export const importActor = (authorId: number | null, keepsHtml: boolean): PostActor => ({
  userId: authorId,
  permissions: new Set<string>(keepsHtml ? PERMISSIONS : WITHOUT_UNFILTERED),
  changedBy: SYSTEM_CHANGE,
});

/**
 * A post's stored attributes (a post item's, its body unpacked, or a revision's state) as the API would
 * have stored them for an author without unfiltered_html: the new attributes and the fields that
 * changed (none: the same object back). Stored content is HTML (the API stores Markdown only for
 * callers who keep their markup): content holding anything the allow-list does not keep is sanitized
 * as HTML and its metrics computed again.
 * A revision that leaves its body to the next state has no content to judge.
 */
export function attributesUnderHtmlRule(attributes: Item): { attributes: Item; changed: RuledField[] } {
  const next: Item = { ...attributes };
  const changed: RuledField[] = [];
  let derivedExcerpt: string | undefined;
  // Content holding only what the allow-list keeps is kept as it is (the sanitizer's own output is).
  if (typeof attributes.content === 'string' && !holdsOnlyAllowedHtml(attributes.content)) {
    const body = processContent(attributes.content, { format: 'html', unfiltered: false });
    if (body.content !== attributes.content) {
      next.content = body.content;
      next.content_metrics = contentMetricsAttribute(body.metrics);
      derivedExcerpt = body.metrics.excerpt;
      changed.push('content');
    }
  }
  const seo = (attributes.seo ?? null) as { meta_title?: string | null; meta_description?: string | null; og_image?: string | null } | null;
  const plain = plainTextFields({
    title: typeof attributes.title === 'string' ? attributes.title : undefined,
    excerpt: typeof attributes.excerpt === 'string' ? attributes.excerpt : undefined,
    seo,
  }, plainTextView(postFields()));
  if (plain.title !== undefined && plain.title !== attributes.title) {
    // A title that was nothing but markup keeps a title, as the API would have refused it.
    next.title = plain.title === '' ? '(untitled)' : plain.title;
    changed.push('title');
  }
  const excerpt = attributes.excerpt_auto === true && derivedExcerpt !== undefined ? derivedExcerpt : plain.excerpt;
  if (excerpt !== undefined && excerpt !== attributes.excerpt) {
    next.excerpt = excerpt;
    changed.push('excerpt');
  }
  if (seo && plain.seo && JSON.stringify(plain.seo) !== JSON.stringify(seo)) next.seo = plain.seo;
  return changed.length === 0 && next.seo === attributes.seo ? { attributes, changed } : { attributes: next, changed };
}
