/**
 * A static-site build step: every published post, newest first, following the cursor to the last
 * page, rendered as a list of titles with their Jalali dates. Only `id`, `slug`, `title` and
 * `published_at` are asked for, and the item type holds only those.
 */
import type { Cms } from '../src/index.js';

export interface SiteEntry {
  slug: string;
  title: string;
  date: string;
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function collectEntries(cms: Cms, perPage = 50): Promise<SiteEntry[]> {
  const entries: SiteEntry[] = [];
  for await (const post of cms.posts.list({ per_page: perPage, sort: 'published_at', order: 'desc', fields: ['id', 'slug', 'title', 'published_at'] })) {
    entries.push({ slug: post.slug, title: post.title, date: post.published_at.jalali.short });
  }
  return entries;
}

export function renderIndex(entries: readonly SiteEntry[]): string {
  const items = entries.map((entry) => `    <li><a href="/posts/${encodeURIComponent(entry.slug)}/">${escape(entry.title)}</a> <time>${escape(entry.date)}</time></li>`);
  return ['<!doctype html>', '<html lang="fa" dir="rtl">', '<meta charset="utf-8">', '<title>Posts</title>', '<ul>', ...items, '</ul>', '</html>', ''].join('\n');
}
