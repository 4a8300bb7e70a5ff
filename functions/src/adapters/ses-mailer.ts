import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { lazily } from '../lib/lazily.ts';
import type { Mailer, MailMessage } from './mailer.ts';

// Loaded on the first email, so functions that never mail never load SES (see runtime.ts).
const sesSdk = lazily(() => import('@aws-sdk/client-sesv2'));

export class SesMailer implements Mailer {
  private client?: SESv2Client;

  private constructor(
    private readonly region: string,
    private readonly from: string,
  ) {}

  /** The stack passes a bare address (SES permissions are pinned to it); people see the product's name. */
  static create(region: string, from: string): SesMailer {
    return new SesMailer(region, from.includes('<') ? from : `B.R.I.E.F.S <${from}>`);
  }

  async send(message: MailMessage): Promise<void> {
    const sdk = await sesSdk();
    this.client ??= new sdk.SESv2Client({ region: this.region });
    await this.client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  }
}
