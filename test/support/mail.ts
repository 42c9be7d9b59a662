/** The local outbox (`GET /_local/mail`) as the tests read it: the messages, and the token of a link. */
import type { LocalApi } from './http';
import type { StoredMail } from '#platform/mail/local-outbox';

/** Every message sent so far, newest first (optionally only those to `to`). */
export async function outbox(api: LocalApi, to?: string): Promise<StoredMail[]> {
  const response = await api.request<StoredMail[]>('GET', '/_local/mail', { skipContract: true });
  if (response.status !== 200) throw new Error(`GET /_local/mail: ${response.status}`);
  return to === undefined ? response.body : response.body.filter((message) => message.to === to);
}

/** The `token=` value of the link in a message's text. */
export function tokenOf(message: StoredMail): string {
  const match = /[?&]token=([^\s&"]+)/.exec(message.text);
  if (!match) throw new Error(`no token in the email "${message.subject}"`);
  return decodeURIComponent(match[1]!);
}

/** The token of the newest email to `to`. */
export async function latestToken(api: LocalApi, to: string): Promise<string> {
  const [newest] = await outbox(api, to);
  if (!newest) throw new Error(`no email to ${to}`);
  return tokenOf(newest);
}
