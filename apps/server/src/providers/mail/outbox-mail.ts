import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { extractLinks, type MailMessage, type MailProvider } from './mail-provider';

/**
 * Development mail: stored in `outbox_emails` (read back at GET /api/dev/mailbox) and logged
 * with its links, so a newcomer can verify an account with no mail server. Config refuses
 * this provider in production.
 */
export class OutboxMailProvider implements MailProvider {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const links = extractLinks(message.text);
    await this.db.insert(outboxEmails).values({
      userId: message.userId ?? null,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      links,
    });
    this.log.info({ to: message.to, subject: message.subject, links }, 'outbox mail stored (see /dev/mailbox)');
  }

  async close(): Promise<void> {}
}
