import { useState, type ChangeEvent, type FormEvent } from 'react';
import { tooManyAttemptsMessage, unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { passwordsMatch, validatePassword } from '@thrivewell/core/rules/validation';
import { ApiError } from '../../lib/api-client';
import { recordAttempt, resetAttempts } from '../../lib/attempt-limits';
import { toast } from '../../lib/toast-store';
import { Button } from '../../ui/button';
import { FormMessage, PasswordField } from '../../ui/text-field';
import { changePassword } from './account-api';

type Errors = { current?: string; next?: string; confirm?: string };

function messageFor(err: unknown): string {
  if (!(err instanceof ApiError)) return unexpectedErrorMessage;
  if (err.code === 'INVALID_PASSWORD') return 'Your current password is incorrect.';
  if (err.status === 429) return err.message;
  // The server checks the new password with the same §5 rules and names the one that failed.
  if (err.status === 400 && /^Password /.test(err.message)) return err.message;
  return unexpectedErrorMessage;
}

/** Change password: current, new (first §5 error only), confirmation. */
export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key],
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(false);
    setFormError(null);
    const found: Errors = {
      current: values.current ? undefined : 'Current password is required',
      next: validatePassword(values.next).firstError,
      confirm: passwordsMatch(values.next, values.confirm).error,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    const attempt = recordAttempt('changePassword');
    if (!attempt.allowed) {
      setFormError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      resetAttempts('changePassword');
      setValues({ current: '', next: '', confirm: '' });
      setDone(true);
      toast({ title: 'Password updated', description: 'Your other devices have been signed out.', variant: 'success' });
    } catch (err) {
      setFormError(messageFor(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="change-password-title" className="space-y-5">
      <h2 id="change-password-title" className="text-lg font-semibold">
        Change password
      </h2>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      {done && <FormMessage tone="success">Your password has been changed. Other devices were signed out.</FormMessage>}
      <PasswordField id="current-password" label="Current password" autoComplete="current-password" required {...field('current')} />
      <PasswordField
        id="account-new-password"
        label="New password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters, with an uppercase and a lowercase letter, a number and a special character."
        {...field('next')}
      />
      <PasswordField id="account-confirm-password" label="Confirm new password" autoComplete="new-password" required {...field('confirm')} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
