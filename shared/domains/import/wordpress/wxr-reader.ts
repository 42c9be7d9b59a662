/**
 * A streaming reader of WordPress exports (WXR 1.0–1.2). The file is read in chunks through saxes;
 * only the element being read (one item, author, category or tag) is held as a small tree, so the
 * memory used does not grow with the file. Records are yielded in file order; the consumer's pace
 * holds the reading back (a chunk is read only when the records of the previous one are consumed).
 */
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import type { WxrAuthor, WxrCategory, WxrComment, WxrItem, WxrRecord, WxrSite, WxrTag } from './wxr';

/** The file is not well-formed XML (or not a WXR export): where and why, as the parser saw it. */
export class MalformedWxr extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`malformed export at line ${line}, column ${column}: ${reason}`);
  }
}

interface Node {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

/** Channel children read as trees; everything else under the channel is read as text or ignored. */
const RECORD_ELEMENTS = new Set(['item', 'wp:author', 'wp:category', 'wp:tag']);
const SITE_FIELDS = new Set(['title', 'link', 'wp:base_site_url', 'wp:base_blog_url', 'wp:wxr_version']);

const child = (node: Node, name: string): Node | undefined => node.children.find((each) => each.name === name);
const textOf = (node: Node, name: string): string => child(node, name)?.text.trim() ?? '';
/** Content keeps its white space (paragraphs depend on it). */
const rawOf = (node: Node, name: string): string => child(node, name)?.text ?? '';
const intOf = (node: Node, name: string): number => {
  const value = Number(textOf(node, name));
  return Number.isSafeInteger(value) ? value : 0;
};

function author(node: Node): WxrAuthor {
  return {
    kind: 'author',
    id: intOf(node, 'wp:author_id'),
    login: textOf(node, 'wp:author_login'),
    email: textOf(node, 'wp:author_email'),
    displayName: textOf(node, 'wp:author_display_name'),
    firstName: textOf(node, 'wp:author_first_name'),
    lastName: textOf(node, 'wp:author_last_name'),
  };
}

function category(node: Node): WxrCategory {
  return {
    kind: 'category',
    id: intOf(node, 'wp:term_id'),
    slug: textOf(node, 'wp:category_nicename'),
    parentSlug: textOf(node, 'wp:category_parent') || null,
    name: textOf(node, 'wp:cat_name'),
    description: textOf(node, 'wp:category_description'),
  };
}

function tag(node: Node): WxrTag {
  return { kind: 'tag', id: intOf(node, 'wp:term_id'), slug: textOf(node, 'wp:tag_slug'), name: textOf(node, 'wp:tag_name') };
}

function comment(node: Node): WxrComment {
  return {
    id: intOf(node, 'wp:comment_id'),
    author: textOf(node, 'wp:comment_author'),
    authorEmail: textOf(node, 'wp:comment_author_email'),
    dateGmt: textOf(node, 'wp:comment_date_gmt'),
    content: rawOf(node, 'wp:comment_content'),
    approved: textOf(node, 'wp:comment_approved'),
    type: textOf(node, 'wp:comment_type'),
    parentId: intOf(node, 'wp:comment_parent'),
  };
}

function item(node: Node): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of node.children) {
    if (entry.name === 'wp:postmeta') meta[textOf(entry, 'wp:meta_key')] = textOf(entry, 'wp:meta_value');
  }
  // WXR 1.0 also writes each term without its nicename (for readers older still): only those with one count.
  const terms = node.children.filter((entry) => entry.name === 'category' && entry.attributes.nicename !== undefined);
  const termsOf = (...domains: string[]) =>
    terms.filter((term) => domains.includes(term.attributes.domain)).map((term) => ({ slug: term.attributes.nicename, name: term.text.trim() }));
  return {
    kind: 'item',
    id: intOf(node, 'wp:post_id'),
    type: textOf(node, 'wp:post_type'),
    title: textOf(node, 'title'),
    link: textOf(node, 'link'),
    creator: textOf(node, 'dc:creator'),
    content: rawOf(node, 'content:encoded'),
    excerpt: rawOf(node, 'excerpt:encoded').trim(),
    dateGmt: textOf(node, 'wp:post_date_gmt'),
    date: textOf(node, 'wp:post_date'),
    name: textOf(node, 'wp:post_name'),
    status: textOf(node, 'wp:status'),
    parentId: intOf(node, 'wp:post_parent'),
    sticky: textOf(node, 'wp:is_sticky') === '1',
    attachmentUrl: textOf(node, 'wp:attachment_url'),
    categories: termsOf('category'),
    // WXR 1.0 (WordPress 2.x) calls the tags' taxonomy "tag"; 1.1 renamed it "post_tag".
    tags: termsOf('post_tag', 'tag'),
    meta,
    comments: node.children.filter((entry) => entry.name === 'wp:comment').map(comment),
  };
}

function recordOf(node: Node): WxrRecord {
  switch (node.name) {
    case 'wp:author':
      return author(node);
    case 'wp:category':
      return category(node);
    case 'wp:tag':
      return tag(node);
    default:
      return item(node);
  }
}

const CHUNK_BYTES = 64 * 1024;

/**
 * The records of the export at `path`, in file order, then (as the generator's return value) the
 * site's header fields. Throws MalformedWxr at the first error of well-formedness, or when the root is
 * not an RSS channel.
 */
export async function* readWxr(path: string): AsyncGenerator<WxrRecord, WxrSite> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const site: WxrSite = { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', wxrVersion: '' };
  const ready: WxrRecord[] = [];
  const path_: string[] = [];
  let open: Node[] = [];
  let siteField: keyof WxrSite | null = null;
  let failure: MalformedWxr | null = null;

  const fail = (reason: string) => {
    failure ??= new MalformedWxr(parser.line, parser.column, reason);
  };
  parser.on('error', (error) => {
    // saxes puts the position of the error first (`[file:]line:column: reason`): use it when present.
    // Some of its reasons end with a full stop, others not: none does here, as the message goes on after it.
    const at = /^(?:[^:]*:)?(\d+):(\d+): ([\s\S]*?)\.?$/.exec(error.message);
    failure ??= at ? new MalformedWxr(Number(at[1]), Number(at[2]), at[3]) : new MalformedWxr(parser.line, parser.column, error.message);
  });
  parser.on('opentag', (tag) => {
    path_.push(tag.name);
    if (path_.length === 1 && tag.name !== 'rss') fail(`the root element is <${tag.name}>, not <rss>: not a WordPress export`);
    if (open.length > 0 || (path_.length === 3 && path_[1] === 'channel' && RECORD_ELEMENTS.has(tag.name))) {
      const node: Node = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
      open.at(-1)?.children.push(node);
      open.push(node);
    } else if (path_.length === 3 && path_[1] === 'channel' && SITE_FIELDS.has(tag.name)) {
      siteField = ({ title: 'title', link: 'link', 'wp:base_site_url': 'baseSiteUrl', 'wp:base_blog_url': 'baseBlogUrl', 'wp:wxr_version': 'wxrVersion' } as const)[
        tag.name as 'title'
      ];
    }
  });
  const onText = (text: string) => {
    const node = open.at(-1);
    if (node) node.text += text;
    else if (siteField) site[siteField] += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    path_.pop();
    siteField = null;
    const node = open.pop();
    if (node && open.length === 0) {
      ready.push(recordOf(node));
      open = [];
    }
  });

  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift()!;
    }
    parser.close();
    if (failure) throw failure;
  } catch (error) {
    if (error instanceof MalformedWxr) throw error;
    // saxes throws when no error handler takes the error; the handler above records it first.
    if (failure) throw failure;
    throw error;
  } finally {
    stream.destroy();
  }
  while (ready.length > 0) yield ready.shift()!;
  for (const key of Object.keys(site) as (keyof WxrSite)[]) site[key] = site[key].trim();
  if (!site.wxrVersion) throw new MalformedWxr(parser.line, parser.column, 'no <wp:wxr_version> in the channel: not a WordPress export');
  return site;
}
