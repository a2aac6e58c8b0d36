import { ApiError, apiFetch } from '../../lib/api-client';

/** One message of the outbox mail provider (GET /api/dev/mailbox, newest first). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** When it was stored, if the server says. */
  createdAt?: string;
}

function asMessage(raw: unknown): MailboxMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (typeof m.to !== 'string' || typeof m.subject !== 'string') return null;
  const links = Array.isArray(m.links) ? m.links.filter((l): l is string => typeof l === 'string') : [];
  const createdAt = [m.createdAt, m.created_at, m.sentAt].find((v): v is string => typeof v === 'string');
  return { to: m.to, subject: m.subject, text: typeof m.text === 'string' ? m.text : '', links, createdAt };
}

/** The messages, or null when the server has no outbox (SMTP is configured: 404). */
export async function fetchMailbox(): Promise<MailboxMessage[] | null> {
  try {
    const body = await apiFetch<unknown>('/api/dev/mailbox');
    const list = Array.isArray(body) ? body : ((body as { messages?: unknown } | undefined)?.messages ?? []);
    return (Array.isArray(list) ? list : []).map(asMessage).filter((m): m is MailboxMessage => m !== null);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Only links to this app (http/https) are clickable; anything else is shown as text. */
export function isSafeLink(link: string, origin = window.location.origin): boolean {
  try {
    const url = new URL(link, origin);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
