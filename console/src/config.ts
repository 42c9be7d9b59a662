/**
 * What the console is told where it is served: `config.json` beside `index.html`. `npm start` answers
 * it from the key it seeded or was given (CMS_API_KEY); a deployment writes it from the stack's
 * `consoleApiKey` setting. The client key only identifies the console to the login route (and the
 * client routes): it is no secret, as any web app's client key is not; no machine key is ever in it.
 */
export interface ConsoleConfig {
  /** The API's root; the console's own origin when absent (npm start serves both). */
  apiBaseUrl?: string;
  /** A client key (`Api-Key`) for the login route. */
  apiKey: string;
}

export async function loadConfig(): Promise<ConsoleConfig> {
  const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const config = (await response.json()) as Partial<ConsoleConfig>;
  if (typeof config.apiKey !== 'string' || config.apiKey === '') throw new Error('config.json names no apiKey');
  return { apiKey: config.apiKey, apiBaseUrl: config.apiBaseUrl || location.origin };
}
