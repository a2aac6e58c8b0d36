import { useState, type FormEvent } from 'react';
import { tooManyAttemptsMessage, unexpectedErrorMessage } from '@thrivewell/core/copy/auth-messages';
import { passwordsMatch, validateEmail, validatePassword } from '@thrivewell/core/rules/validation';
import { ApiError } from '../../lib/api-client';
import { recordAttempt } from '../../lib/attempt-limits';
import { Button } from '../../ui/button';
import { FormMessage, PasswordField, TextField } from '../../ui/text-field';
import { requestPasswordReset, resetPassword } from './auth-api';

/** 'Forgot your password?': asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = validateEmail(email);
    setError(checked.error);
    setFormError(null);
    if (!checked.value) return;
    const attempt = recordAttempt('passwordReset');
    if (!attempt.allowed) {
      setFormError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(checked.value);
      setSentTo(checked.value);
    } catch (err) {
      setFormError(err instanceof ApiError && err.status === 429 ? err.message : unexpectedErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">Reset your password</h2>
      {sentTo ? (
        <FormMessage tone="success">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link works once.
        </FormMessage>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Reset your password" className="space-y-5">
          <p className="text-sm text-muted">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <TextField id="reset-email" label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} autoFocus />
          <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <button type="button" onClick={onBack} className="text-sm font-medium text-brand hover:underline">
        Back to sign in
      </button>
    </div>
  );
}

/** The page a reset link opens (?type=recovery&token=…): choose the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = { password: validatePassword(password).firstError, confirm: passwordsMatch(password, confirm).error };
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (err) {
      const expired = err instanceof ApiError && /TOKEN/.test(err.code);
      // The server checks the new password with the same §5 rules and says which one failed.
      const rule = err instanceof ApiError && err.status === 400 && /^Password /.test(err.message) ? err.message : null;
      setFormError(expired ? 'This password reset link is invalid or has expired. Please request a new one.' : (rule ?? unexpectedErrorMessage));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Choose a new password" className="space-y-5">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="8 to 128 characters, with an uppercase and a lowercase letter, a number and a special character."
      />
      <PasswordField id="new-password-confirm" label="Confirm new password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
