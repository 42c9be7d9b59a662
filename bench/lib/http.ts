/** The bench's HTTP client of the local gateway (sequential requests; autocannon does the load). */

export interface BenchRequest {
  method: string;
  /** Path with its query string. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface BenchResponse {
  status: number;
  body: any;
  bytes: number;
}

export async function send(baseUrl: string, request: BenchRequest): Promise<BenchResponse> {
  // Plain answers: API Gateway compresses outside the functions, so the local gateway's gzip (which
  // it does for a client that asks, as fetch does unasked) would time a cost the deployed path does
  // not have in the function and would add decoding to the reader's side.
  const headers: Record<string, string> = { 'Accept-Encoding': 'identity', ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const url = `${baseUrl}${request.path}`;
  let response: Response;
  try {
    response = await fetch(url, { method: request.method, headers, body });
  } catch (error) {
    // A kept-alive socket the server closed (its 5 s idle timeout) just as this request reused it:
    // nothing was answered, so once more on a fresh connection. Any other failure stands.
    if (!(error instanceof TypeError) || !/socket|ECONNRESET|closed/i.test(String((error as { cause?: unknown }).cause))) throw error;
    response = await fetch(url, { method: request.method, headers, body });
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, bytes: Buffer.byteLength(text) };
}

/** Sends and insists on a 2xx answer (a scenario measuring an error would measure nothing useful). */
export async function sendOk(baseUrl: string, request: BenchRequest): Promise<BenchResponse> {
  const response = await send(baseUrl, request);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${request.method} ${request.path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 400)}`);
  }
  return response;
}

export const query = (params: Record<string, string | number | boolean>): string => {
  const text = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return text ? `?${text}` : '';
};
