/**
 * The usage plan API Gateway applies per API key before the integration runs: a token bucket
 * (`rateLimit` tokens a second, at most `burstLimit`) and a quota per UTC day. Timed by the service
 * clock so tests move time instead of sleeping. It is the backstop: the exact counters inside the
 * handlers answer first in normal traffic.
 */
import type { GatewayResponseType } from '#platform/routes/gateway-responses';
import { clock } from '#platform/clock';

export interface UsagePlanSettings {
  throttle: { rateLimit: number; burstLimit: number };
  quota: { limit: number; period: 'DAY' };
}

interface KeyUsage {
  tokens: number;
  refilledAtMs: number;
  day: number;
  used: number;
}

export class UsagePlanEmulation {
  private readonly usage = new Map<string, KeyUsage>();

  constructor(private readonly plan: UsagePlanSettings) {}

  /** Admits one request of `apiKey`, or names the gateway response that refuses it. */
  admit(apiKey: string): { admitted: true } | { admitted: false; gatewayResponse: GatewayResponseType } {
    const nowMs = clock.nowMs();
    const day = Math.floor(nowMs / 86_400_000);
    const { rateLimit, burstLimit } = this.plan.throttle;
    let usage = this.usage.get(apiKey);
    if (!usage) {
      usage = { tokens: burstLimit, refilledAtMs: nowMs, day, used: 0 };
      this.usage.set(apiKey, usage);
    }
    // A clock moved backwards (tests restoring time) refills nothing and takes nothing away.
    const elapsedSeconds = Math.max(0, nowMs - usage.refilledAtMs) / 1000;
    usage.tokens = Math.min(burstLimit, usage.tokens + elapsedSeconds * rateLimit);
    usage.refilledAtMs = nowMs;
    if (usage.day !== day) {
      usage.day = day;
      usage.used = 0;
    }
    if (usage.tokens < 1) return { admitted: false, gatewayResponse: 'THROTTLED' };
    if (usage.used >= this.plan.quota.limit) return { admitted: false, gatewayResponse: 'QUOTA_EXCEEDED' };
    usage.tokens -= 1;
    usage.used += 1;
    return { admitted: true };
  }

  clear(): void {
    this.usage.clear();
  }
}
