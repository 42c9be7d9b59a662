/**
 * One delivery attempt: sign, POST with a timeout, log the attempt, and say what the queue does next.
 * The delivery function (functions/webhooks/deliver.ts) runs it for SQS messages in AWS and the local
 * queue emulation for its own; `attempt` is the message's receive count (1 for the first).
 */
import { clock } from '#platform/clock';
import { errorFields, logger } from '#platform/logs/logger';
import { ATTEMPT_TIMEOUT_SECONDS, MAX_ATTEMPTS, isRetryableStatus, retryDelaySeconds } from './retry-policy';
import { signedHeaders } from './signing';
import { urlRefusal } from './url-policy';
import { findWebhook } from './webhooks-repository';
import { newDeliveryId, recordAttempt, type DeliveryOutcome } from './deliveries-repository';
import type { WebhookMessage } from './queue';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

export type NextStep =
  /** Done with the message: delivered, refused for good (4xx), or its webhook is gone or disabled. */
  | { kind: 'done' }
  /** Try again after `delaySeconds`. */
  | { kind: 'retry'; delaySeconds: number }
  /** The last attempt failed: the queue parks the message in its dead-letter queue. */
  | { kind: 'dead' };

interface Answer {
  status: number | null;
  error: string | null;
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'serverless-cms-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_SECONDS * 1000),
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { status: null, error: name === 'TimeoutError' ? `no answer within ${ATTEMPT_TIMEOUT_SECONDS} s` : `connection failed: ${(error as Error).message}` };
  }
}

export async function deliverMessage(message: WebhookMessage, attempt: number): Promise<NextStep> {
  const webhook = await findWebhook(message.webhookId);
  if (!webhook || !webhook.enabled) return { kind: 'done' };
  const started = clock.now();
  const refusal = await urlRefusal(webhook.url);
  const answer: Answer = refusal
    ? { status: null, error: refusal }
    : await post(webhook.url, { ...signedHeaders(webhook.secret, message.messageId, Math.floor(started.getTime() / 1000), message.body) }, message.body);
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const retryable = !ok && !refusal && (answer.status === null || isRetryableStatus(answer.status));
  const delay = retryable ? retryDelaySeconds(attempt) : undefined;
  const outcome: DeliveryOutcome = ok ? 'delivered' : !retryable ? 'failed' : delay === undefined ? 'dead' : 'retrying';
  const next = delay === undefined ? null : new Date(started.getTime() + delay * 1000).toISOString();
  try {
    await recordAttempt({
      id: newDeliveryId(started),
      webhookId: webhook.id,
      messageId: message.messageId,
      eventType: message.eventType,
      group: message.group,
      attempt,
      outcome,
      responseStatus: answer.status,
      error: answer.error ?? (ok || answer.status === null ? null : `answered ${answer.status}`),
      durationMs: clock.now().getTime() - started.getTime(),
      at: started.toISOString(),
      nextAttemptAt: next,
      body: message.body,
    });
  } catch (error) {
    // The log is for people; a failed write of it must not resend a delivered event.
    logger.error('webhook attempt not logged', { webhook_id: webhook.id, ...errorFields(error) });
  }
  countMetric(ok ? BUSINESS_METRICS.webhookDeliveries : BUSINESS_METRICS.webhookFailures);
  if (outcome === 'retrying') return { kind: 'retry', delaySeconds: delay! };
  if (outcome === 'dead') return { kind: 'dead' };
  return { kind: 'done' };
}

export { MAX_ATTEMPTS };
