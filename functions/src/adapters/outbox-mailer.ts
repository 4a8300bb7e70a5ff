import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from '../lib/log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Writes each message as a MIME .eml file under the outbox folder. File names start with a
 * sortable timestamp so the newest is last in a listing.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, toEml(this.from, message), { mode: 0o600 });
    log.info('mail written to outbox', { file, subject: message.subject });
  }
}

export function toEml(from: string, message: MailMessage): string {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
