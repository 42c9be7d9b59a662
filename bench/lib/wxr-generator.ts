/**
 * A generated WordPress export of any size for the import benchmark: `posts` published posts over 20
 * categories (two levels) and 200 tags, each with classic content of a few paragraphs, three tags,
 * and one post in ten with two comments (one a reply). Written as a stream: the file may be far
 * larger than the memory the benchmark wants to prove flat.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const PARAGRAPH = 'WordPress content is text with blank lines between paragraphs; the importer adds the markup. '.repeat(4);

export async function writeGeneratedWxr(path: string, posts: number): Promise<void> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Generated</title>
<link>https://generated-${posts}.example</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://generated-${posts}.example</wp:base_site_url>
<wp:base_blog_url>https://generated-${posts}.example</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[writer]]></wp:author_login><wp:author_email><![CDATA[writer@generated.example]]></wp:author_email><wp:author_display_name><![CDATA[Writer]]></wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>
`);
  for (let c = 1; c <= 20; c++) {
    const parent = c > 5 ? `cat-${((c - 1) % 5) + 1}` : '';
    await write(`<wp:category><wp:term_id>${c}</wp:term_id><wp:category_nicename><![CDATA[cat-${c}]]></wp:category_nicename><wp:category_parent><![CDATA[${parent}]]></wp:category_parent><wp:cat_name><![CDATA[Category ${c}]]></wp:cat_name></wp:category>\n`);
  }
  for (let t = 1; t <= 200; t++) {
    await write(`<wp:tag><wp:term_id>${100 + t}</wp:term_id><wp:tag_slug><![CDATA[tag-${t}]]></wp:tag_slug><wp:tag_name><![CDATA[Tag ${t}]]></wp:tag_name></wp:tag>\n`);
  }
  for (let p = 1; p <= posts; p++) {
    const date = new Date(Date.UTC(2015, 0, 1) + p * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const tags = [1, 2, 3].map((n) => `tag-${((p * n) % 200) + 1}`);
    const comments =
      p % 10 === 0
        ? [1, 2]
            .map(
              (n) => `<wp:comment><wp:comment_id>${p * 10 + n}</wp:comment_id><wp:comment_author><![CDATA[Reader ${n}]]></wp:comment_author><wp:comment_author_email>reader${n}@generated.example</wp:comment_author_email><wp:comment_date_gmt>${date}</wp:comment_date_gmt><wp:comment_content><![CDATA[Comment ${n} on post ${p}.]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type></wp:comment_type><wp:comment_parent>${n === 2 ? p * 10 + 1 : 0}</wp:comment_parent></wp:comment>`,
            )
            .join('')
        : '';
    await write(`<item><title><![CDATA[Generated post ${p}]]></title><dc:creator><![CDATA[writer]]></dc:creator>
<content:encoded><![CDATA[${PARAGRAPH}\n\n${PARAGRAPH}\nA second line.\n\n[gallery ids="1,2"]]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${1000 + p}</wp:post_id><wp:post_date>${date}</wp:post_date><wp:post_date_gmt>${date}</wp:post_date_gmt><wp:post_name><![CDATA[generated-post-${p}]]></wp:post_name><wp:status>publish</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:is_sticky>0</wp:is_sticky>
<category domain="category" nicename="cat-${(p % 20) + 1}"><![CDATA[Category ${(p % 20) + 1}]]></category>${tags.map((tag) => `<category domain="post_tag" nicename="${tag}"><![CDATA[${tag}]]></category>`).join('')}
${comments}</item>
`);
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
}
