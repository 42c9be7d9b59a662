/** A sitemap example for the OpenAPI document, made by the same writer as the answers. */
import { urlsetDocument } from './sitemap-documents';

export const SITEMAP_EXAMPLE = urlsetDocument([
  {
    loc: 'https://example.com/post/getting-started-with-serverless',
    lastmod: '2024-01-15T10:30:00.000Z',
    alternates: [
      { language: 'en', href: 'https://example.com/post/getting-started-with-serverless' },
      { language: 'fa', href: 'https://example.com/post/%D8%B4%D8%B1%D9%88%D8%B9' },
    ],
  },
]);
