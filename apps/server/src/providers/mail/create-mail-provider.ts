import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailProvider } from './mail-provider';
import { OutboxMailProvider } from './outbox-mail';
import { SmtpMailProvider } from './smtp-mail';

/** SMTP when configured; otherwise the outbox (config.ts already refuses that in production). */
export function createMailProvider(config: AppConfig, db: Database, log: FastifyBaseLogger): MailProvider {
  if (config.mail.smtpUrl) return new SmtpMailProvider(config.mail.smtpUrl, config.mail.from);
  return new OutboxMailProvider(db, log);
}
