import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

/** Real mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailProvider implements MailProvider {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
