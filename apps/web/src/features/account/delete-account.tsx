import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { tooManyAttemptsMessage, unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { ApiError } from '../../lib/api-client';
import { recordAttempt } from '../../lib/attempt-limits';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../ui/dialog';
import { FormMessage, TextField } from '../../ui/text-field';
import { deleteAccount } from './account-api';

interface DeleteAccountProps {
  email: string;
  /** Runs after the server has deleted everything (sign-out of this page, navigation). */
  onDeleted: () => void;
}

// Danger actions have their own look: the shared button variants have no destructive style.
const dangerBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/** Delete my account and every row of it, confirmed by typing the account's e-mail address. */
export function DeleteAccount({ email, onDeleted }: DeleteAccountProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = sameEmail(typed, email);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!matches) return;
    const attempt = recordAttempt('deleteAccount');
    if (!attempt.allowed) {
      setError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed.trim().toLowerCase());
      onDeleted();
    } catch (err) {
      setError(err instanceof ApiError && (err.status === 400 || err.code === 'SUBSCRIPTION_CANCEL_FAILED') ? err.message : unexpectedErrorMessage);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="delete-title" className="space-y-4">
      <h2 id="delete-title" className="text-lg font-semibold text-danger">
        Delete my account
      </h2>
      <p className="text-sm text-muted">
        This removes your account and everything stored with it, at once and for good. Download your data first if you want to keep it.
      </p>
      <Dialog onOpenChange={() => { setTyped(''); setError(null); }}>
        <DialogTrigger asChild>
          <button type="button" className={`${dangerBase} border border-danger/60 bg-surface text-danger hover:bg-danger-soft`}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete my account
          </button>
        </DialogTrigger>
        <DialogContent>
          <form noValidate onSubmit={(e) => void submit(e)}>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything stored for <strong className="text-ink">{email}</strong> is deleted and cannot be recovered. Type your
                e-mail address to confirm.
              </DialogDescription>
            </DialogHeader>
            <div className="mt-5 space-y-4">
              {error && <FormMessage tone="error">{error}</FormMessage>}
              <TextField id="delete-confirm-email" label="Your e-mail address" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <button type="submit" disabled={!matches || busy} aria-busy={busy} className={`${dangerBase} bg-danger text-on-brand`}>
                {busy ? 'Deleting...' : 'Delete account permanently'}
              </button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
