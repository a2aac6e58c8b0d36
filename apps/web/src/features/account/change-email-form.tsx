import { useState, type FormEvent } from 'react';
import { tooManyAttemptsMessage, unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { validateEmail } from '@thrivewell/core/rules/validation';
import { ApiError } from '../../lib/api-client';
import { recordAttempt } from '../../lib/attempt-limits';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/text-field';
import { changeEmail } from './account-api';

/**
 * Change e-mail: the address changes only after the link sent to it is opened, so a typo can
 * never lock anyone out. The answer is the same whether or not the address is taken.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    setSentTo(null);
    const checked = validateEmail(email);
    const same = checked.value === currentEmail.toLowerCase();
    setError(checked.error ?? (same ? 'This is already your e-mail address' : undefined));
    if (!checked.value || same) return;
    const attempt = recordAttempt('changeEmail');
    if (!attempt.allowed) {
      setFormError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    try {
      await changeEmail(checked.value);
      setSentTo(checked.value);
      setEmail('');
    } catch (err) {
      setFormError(err instanceof ApiError && err.status === 429 ? err.message : unexpectedErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="change-email-title" className="space-y-5">
      <h2 id="change-email-title" className="text-lg font-semibold">
        Change e-mail
      </h2>
      <p className="text-sm text-muted">
        Current address: <strong className="text-ink">{currentEmail}</strong>
      </p>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      {sentTo && (
        <FormMessage tone="success">
          Check your inbox: we sent a confirmation link to <strong>{sentTo}</strong>. Your address changes once you open it.
        </FormMessage>
      )}
      <TextField id="new-email" label="New e-mail address" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Sending...' : 'Change e-mail'}
      </Button>
    </form>
  );
}
