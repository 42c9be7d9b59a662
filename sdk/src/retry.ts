/** 429 and 503 are worth waiting for: retried a bounded number of times, after `Retry-After`. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retrying off). */
  retries?: number;
  /** The longest wait the client accepts, in ms (default 10 000): a longer `Retry-After` is thrown at once. */
  maxDelayMs?: number;
  /** The wait when the answer names none, in ms (default 1 000). */
  defaultDelayMs?: number;
}

const RETRIED = new Set([429, 503]);

/** `Retry-After` in ms: seconds, or an HTTP date. */
export function retryDelay(response: Response, fallbackMs: number): number {
  const header = response.headers.get('Retry-After');
  if (header === null || header.trim() === '') return fallbackMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallbackMs : Math.max(0, date - Date.now());
}

export function retrying(fetcher: (request: Request) => Promise<Response>, options: RetryOptions = {}) {
  const retries = options.retries ?? 2;
  const maxDelay = options.maxDelayMs ?? 10_000;
  const fallback = options.defaultDelayMs ?? 1_000;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      // A body can be read once: each attempt sends a copy.
      const response = await fetcher(attempt < retries ? request.clone() : request);
      if (!RETRIED.has(response.status) || attempt >= retries) return response;
      const delay = retryDelay(response, fallback);
      if (delay > maxDelay) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };
}
