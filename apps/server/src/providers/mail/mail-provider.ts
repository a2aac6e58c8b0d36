/**
 * Outgoing mail (ARCHITECTURE.md providers): the embedded default is the outbox (a table, a
 * log line with the links, and the dev mailbox); SMTP_URL switches to nodemailer.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The recipient's account when known; the outbox stores it so export and deletion see it. */
  userId?: string | null;
}

export interface MailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Every http(s) link in a text, in order, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return found.map((l) => l.replace(/[.,;:!?)\]]+$/, ''));
}
