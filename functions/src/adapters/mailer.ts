/** The mailer port: SES in AWS, an outbox folder locally (one .eml per message). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
