/**
 * The local gateway's outbox, where the functions' emails go instead of SES (shared/platform/mail/local-outbox.ts
 * writes them): `CMS_DATA_DIR/mail` when data is kept, else a temporary folder removed on close.
 * `GET /_local/mail` lists it, newest first, as JSON.
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOutbox } from '#platform/mail/local-outbox';

export const MAIL_PATH = '/_local/mail';

export class MailOutbox {
  private constructor(
    readonly dir: string,
    private readonly owned: boolean,
  ) {}

  static async open(dir?: string): Promise<MailOutbox> {
    const dataDir = process.env.CMS_DATA_DIR;
    const chosen = dir ?? (dataDir ? path.join(dataDir, 'mail') : undefined);
    if (chosen) {
      await mkdir(chosen, { recursive: true });
      return new MailOutbox(path.resolve(chosen), false);
    }
    return new MailOutbox(mkdtempSync(path.join(tmpdir(), 'cms-mail-')), true);
  }

  /** The answer of `GET /_local/mail`. */
  async listing(): Promise<string> {
    return JSON.stringify(await readOutbox(this.dir));
  }

  async dispose(): Promise<void> {
    if (this.owned) await rm(this.dir, { recursive: true, force: true });
  }
}
