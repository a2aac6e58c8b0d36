import type { Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

/** Real mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailProvider implements MailProvider {
  readonly kind = 'smtp' as const;
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  /** nodemailer is loaded on the first message, so start-up does not pay for it. */
  private getTransport(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.getTransport();
    await transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  async close(): Promise<void> {
    if (this.transport) (await this.transport).close();
  }
}
