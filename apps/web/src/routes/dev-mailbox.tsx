import { MailboxPage } from '../features/dev-mailbox/mailbox-page';

/** /dev/mailbox: the outbox mail provider's inbox. */
export default function DevMailboxRoute() {
  return <MailboxPage />;
}
