import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from './mailer.ts';

export class SesMailer implements Mailer {
  constructor(
    private readonly client: Pick<SESv2Client, 'send'>,
    private readonly from: string,
  ) {}

  /** The stack passes a bare address (SES permissions are pinned to it); people see the product's name. */
  static create(region: string, from: string): SesMailer {
    return new SesMailer(new SESv2Client({ region }), from.includes('<') ? from : `B.R.I.E.F.S <${from}>`);
  }

  async send(message: MailMessage): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
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
