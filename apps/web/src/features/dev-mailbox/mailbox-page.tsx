import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/text-field';
import { fetchMailbox, isSafeLink, type MailboxMessage } from './mailbox-api';

function Message({ m }: { m: MailboxMessage }) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <p className="text-sm text-muted">
        To <strong className="text-ink">{m.to}</strong>
        {m.createdAt && <> · <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time></>}
      </p>
      <h2 className="mt-1 text-lg font-semibold">{m.subject}</h2>
      <p className="mt-2 text-sm break-words whitespace-pre-line">{m.text}</p>
      {m.links.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Links in this e-mail">
          {m.links.map((link) =>
            isSafeLink(link) ? (
              <li key={link}>
                <a href={link} className="font-medium break-all text-brand underline underline-offset-2">
                  {link}
                </a>
              </li>
            ) : (
              <li key={link} className="break-all text-muted">
                {link}
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * The dev mailbox (issue 3): what the outbox mail provider has "sent", newest first, with the
 * links clickable, so an account can be verified with no mail server. It says so plainly
 * when the server sends real e-mail instead.
 */
export function MailboxPage() {
  const query = useQuery({ queryKey: ['dev-mailbox'], queryFn: fetchMailbox, staleTime: 0 });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <Inbox aria-hidden="true" className="size-7 text-brand" /> Dev Mailbox
        </h1>
        {query.data !== null && (
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" /> Refresh
          </Button>
        )}
      </div>
      <div className="mt-8" aria-live="polite">
        {query.isPending ? (
          <p className="text-muted">Loading messages...</p>
        ) : query.isError ? (
          <FormMessage tone="error">The mailbox could not be loaded. Please try again.</FormMessage>
        ) : query.data === null ? (
          <FormMessage tone="info">
            <strong className="block">Not found: the dev mailbox is off</strong>
            This server sends real e-mail (SMTP is configured), so there is no local inbox. Check the recipient&apos;s mailbox instead.
          </FormMessage>
        ) : query.data.length === 0 ? (
          <p className="text-muted">No e-mails yet. Sign up or ask for a password reset, then refresh.</p>
        ) : (
          <>
            <p className="text-sm text-muted">E-mails the app would have sent, newest first. Only this server&apos;s outbox: nothing left the machine.</p>
            <ul className="mt-4 space-y-4">
              {query.data.map((m, i) => (
                <Message key={`${m.to}-${m.subject}-${m.createdAt ?? i}`} m={m} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
