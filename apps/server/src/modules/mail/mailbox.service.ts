import type { Database } from '../../db/client';
import { newestOutboxMail } from './outbox.repo';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The dev mailbox: the newest 100 outbox mails, newest first. */
export async function listMailbox(db: Database): Promise<MailboxEntry[]> {
  const rows = await newestOutboxMail(db, 100);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    links: r.links,
    createdAt: r.createdAt.toISOString(),
  }));
}
