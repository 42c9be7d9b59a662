/**
 * The local outbox of `npm start` and the tests: each message is a JSON file in LOCAL_MAIL_DIR (the
 * local gateway's folder, like its media store), listed newest first at `GET /_local/mail`, and
 * announced by a line on the console, so a newcomer sees the email that SES would have sent.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { clock } from '#platform/clock';
import type { MailMessage, MailSender } from './message';

export interface StoredMail extends MailMessage {
  /** ISO 8601 UTC. */
  created_at: string;
}

/** Sorts by time as text: the millisecond, zero-padded, then a random tail for two of one millisecond. */
const fileNameAt = (ms: number) => `${String(ms).padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;

export function localOutbox(dir: string, announce: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): MailSender {
  return {
    async send(message: MailMessage): Promise<void> {
      const ms = clock.nowMs();
      const stored: StoredMail = { ...message, created_at: new Date(ms).toISOString() };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileNameAt(ms)), JSON.stringify(stored));
      announce(JSON.stringify({ type: 'mail', to: message.to, subject: message.subject, read_at: '/_local/mail' }));
    },
  };
}

/** Every message of the outbox, newest first. */
export async function readOutbox(dir: string): Promise<StoredMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort().reverse();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail));
}
