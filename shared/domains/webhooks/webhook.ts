/**
 * A webhook: where events are POSTed, which ones, and the secret they are signed with (Standard
 * Webhooks: `whsec_` + base64 of random bytes). The secret has to be kept in clear to sign with; it is
 * shown to the caller once, at create, and never in a list or get answer.
 */
import { randomBytes } from 'node:crypto';

export const WEBHOOK_EVENT_TYPES = [
  'post.published',
  'post.updated',
  'post.unpublished',
  'post.trashed',
  'post.restored',
  'post.deleted',
  'comment.created',
  'comment.approved',
  'category.created',
  'category.updated',
  'category.deleted',
  'tag.created',
  'tag.updated',
  'tag.deleted',
  'media.created',
  'media.updated',
  'media.deleted',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a webhook may subscribe to: an event type, `category.*` (every type of that family) or `*`. */
export const WEBHOOK_EVENT_PATTERNS: readonly string[] = [
  '*',
  ...[...new Set(WEBHOOK_EVENT_TYPES.map((type) => type.split('.')[0]))].map((family) => `${family}.*`),
  ...WEBHOOK_EVENT_TYPES,
];

export interface Webhook {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  description: string;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

/** 32 random bytes: more than the 24 the specification asks for. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function subscribes(webhook: Pick<Webhook, 'events' | 'enabled'>, type: string): boolean {
  if (!webhook.enabled) return false;
  return webhook.events.some((pattern) => pattern === '*' || pattern === type || (pattern.endsWith('.*') && type.startsWith(pattern.slice(0, -1))));
}

/** At most this many webhooks (every stream batch reads them all: docs/limits.md). */
export const MAX_WEBHOOKS = 20;
