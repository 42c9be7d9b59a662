/** Feed examples for the OpenAPI document, made by the same writers as the answers. */
import { atomDocument, rssDocument, type FeedEntry, type FeedHead } from './feed-documents';

const head: FeedHead = {
  title: 'example.com',
  description: 'The latest posts of example.com',
  siteUrl: 'https://example.com',
  selfUrl: 'https://api.example.com/api/client/v3/cms/feed?format=rss&language=en',
  language: 'en',
  updatedAt: '2024-01-15T10:30:00.000Z',
};
const entries: FeedEntry[] = [
  {
    id: 42,
    title: 'Getting started with serverless',
    link: 'https://example.com/post/getting-started-with-serverless',
    summary: 'What a first Lambda function needs, and what it does not.',
    createdAt: '2024-01-14T08:00:00.000Z',
    publishedAt: '2024-01-15T10:30:00.000Z',
    updatedAt: '2024-01-15T10:30:00.000Z',
    author: 'Sara Ahmadi',
    category: 'Technology',
  },
];

export const RSS_EXAMPLE = rssDocument(head, entries);
export const ATOM_EXAMPLE = atomDocument({ ...head, selfUrl: 'https://api.example.com/api/client/v3/cms/feed?format=atom&language=en' }, entries);
