/** What a WordPress export (WXR) holds, as the reader yields it: WordPress's own field values, unmapped. */

export interface WxrSite {
  title: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  wxrVersion: string;
}

export interface WxrAuthor {
  kind: 'author';
  id: number;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface WxrCategory {
  kind: 'category';
  id: number;
  slug: string;
  /** The parent's slug (WordPress exports parents by nicename). */
  parentSlug: string | null;
  name: string;
  description: string;
}

export interface WxrTag {
  kind: 'tag';
  id: number;
  slug: string;
  name: string;
}

export interface WxrComment {
  id: number;
  author: string;
  authorEmail: string;
  dateGmt: string;
  content: string;
  /** `1`, `0`, `spam`, `trash` (WordPress's comment_approved). */
  approved: string;
  type: string;
  parentId: number;
}

export interface WxrTerm {
  slug: string;
  name: string;
}

export interface WxrItem {
  kind: 'item';
  id: number;
  /** post, page, attachment, nav_menu_item, ... */
  type: string;
  title: string;
  link: string;
  /** The author's login. */
  creator: string;
  content: string;
  excerpt: string;
  dateGmt: string;
  date: string;
  name: string;
  status: string;
  parentId: number;
  sticky: boolean;
  attachmentUrl: string;
  categories: WxrTerm[];
  tags: WxrTerm[];
  /** Polylang's terms: the item's language (`<category domain="language" nicename="fa">`) and its translation group (`post_translations`). */
  languageTerms: WxrTerm[];
  translationTerms: WxrTerm[];
  meta: Record<string, string>;
  comments: WxrComment[];
}

export type WxrRecord = WxrAuthor | WxrCategory | WxrTag | WxrItem;
