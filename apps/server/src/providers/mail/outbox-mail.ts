import type { FastifyBaseLogger } from 'fastify';
import { extractLinks, type MailMessage, type MailProvider } from './mail-provider';

/** Where outbox mail is kept (the mail module's outbox_emails table, handed in by buildApp). */
export interface OutboxStore {
  store(mail: { userId: string | null; toAddress: string; subject: string; text: string; html: string | null; links: string[] }): Promise<void>;
}

/**
 * Development mail: stored in `outbox_emails` (read back at /dev/mailbox, on this machine only),
 * so a newcomer can verify an account with no mail server. The log line says where to read it
 * and never carries the links: they hold sign-in and reset tokens (W2-A). Config refuses this
 * provider in production.
 */
export class OutboxMailProvider implements MailProvider {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const links = extractLinks(message.text);
    await this.outbox.store({
      userId: message.userId ?? null,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      links,
    });
    this.log.info({ subject: message.subject }, 'outbox mail stored: read it at /dev/mailbox on this machine');
  }

  async close(): Promise<void> {}
}
