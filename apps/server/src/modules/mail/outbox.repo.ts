import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';
import type { OutboxStore } from '../../providers/mail/outbox-mail';

/** The outbox_emails table: only this file reads or writes it. */
export type OutboxRow = typeof outboxEmails.$inferSelect;

export async function newestOutboxMail(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).limit(limit);
}

/** Where the outbox mail provider keeps what it "sends". */
export function outboxStore(db: Database): OutboxStore {
  return {
    async store(mail) {
      await db.insert(outboxEmails).values(mail);
    },
  };
}
