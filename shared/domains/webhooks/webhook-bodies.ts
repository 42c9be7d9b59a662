/** The webhook admin bodies (the URL's reachability is judged by the use case: url-policy.ts). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { WEBHOOK_EVENT_PATTERNS } from './webhook';

export const MAX_URL_LENGTH = 2048;

const url = described(z.string().check(z.trim(), z.minLength(1, 'url is required.'), z.maxLength(MAX_URL_LENGTH)), 'Receiver URL: https (http is accepted by `npm start` only)');
const events = described(
  z.array(z.enum(WEBHOOK_EVENT_PATTERNS as [string, ...string[]], { error: `each event must be one of: ${WEBHOOK_EVENT_PATTERNS.join(', ')}.` })).check(
    z.minLength(1, 'events needs at least one event type.'),
    z.maxLength(WEBHOOK_EVENT_PATTERNS.length),
  ),
  'Event types, `post.*` style families, or `*`',
);
const description = z.string().check(z.trim(), z.maxLength(500));

export const WebhookCreateBody = /* @__PURE__ */ (() => z.strictObject({
  url,
  events,
  enabled: z.optional(z.boolean()),
  description: z.optional(description),
}))();

export const WebhookUpdateBody = /* @__PURE__ */ (() => z.strictObject({
  url: z.optional(url),
  events: z.optional(events),
  enabled: z.optional(z.boolean()),
  description: z.optional(description),
}))();

export type WebhookCreate = z.infer<typeof WebhookCreateBody>;
export type WebhookUpdate = z.infer<typeof WebhookUpdateBody>;
