/**
 * Small answers of the platform routes: health, client error reports, the audit log, the
 * development mailbox and the account's export and deletion (spec part 1 §7, W2-A).
 */
import { z } from 'zod';

/** GET /api/health. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** POST /api/errors answer (202): how many reports were stored. */
export const errorReportsResponseSchema = z.object({ stored: z.number().int() });

/** POST /api/audit answer (202), the same whether or not the event was kept (P1-AUD-09). */
export const auditResponseSchema = z.object({ status: z.literal('accepted') });

/** GET /api/dev/mailbox: what the outbox "sent", newest first (development, this machine only). */
export const mailboxResponseSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    createdAt: z.string(),
  }),
);
export type MailboxEntry = z.infer<typeof mailboxResponseSchema>[number];

/** GET /api/account/export: every row of the signed-in user, by table (secrets left out). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()).nullable(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

/** DELETE /api/account body: the account's own e-mail, typed to confirm. */
export const accountDeleteBodySchema = z.object({ email: z.string().max(320) });
export const accountDeleteResponseSchema = z.object({ deleted: z.literal(true) });
