import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { MailProvider } from './mail-provider';
import { OutboxMailProvider, type OutboxStore } from './outbox-mail';
import { SmtpMailProvider } from './smtp-mail';

/** SMTP when configured; otherwise the outbox (config.ts already refuses that in production). */
export function createMailProvider(config: AppConfig, outbox: OutboxStore, log: FastifyBaseLogger): MailProvider {
  if (config.mail.smtpUrl) return new SmtpMailProvider(config.mail.smtpUrl, config.mail.from);
  return new OutboxMailProvider(outbox, log);
}
