import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { signupErrorMessage, tooManyAttemptsMessage } from '@thrivewell/core/copy/auth-messages';
import type { BillingCycle } from '@thrivewell/core/copy/plans-display';
import { passwordsMatch, validateEmail, validatePassword, validateText } from '@thrivewell/core/rules/validation';
import { ApiError } from '../../lib/api-client';
import { recordAttempt } from '../../lib/attempt-limits';
import { Button } from '../../ui/button';
import { FormMessage, PasswordField, TextField } from '../../ui/text-field';
import { signUpWithEmail, type SignupPlan } from './auth-api';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirm';
type Errors = Partial<Record<Field, string>>;

export interface SignupResult {
  email: string;
  plan: SignupPlan;
  cycle?: BillingCycle;
  /** The server signed the new account in at once (only when verification is not required). */
  hasSession: boolean;
}

interface SignupFormProps {
  plan: SignupPlan;
  /** Sent only from the plan-parameter screen (P1-AUTH-19). */
  cycle?: BillingCycle;
  submitLabel: 'Create Free Account' | 'Create Account & Subscribe';
  onCreated: (result: SignupResult) => void;
  /** Puts the cursor in the first field when the step opens after a choice. */
  focusFirst?: boolean;
}

const order: Field[] = ['firstName', 'lastName', 'email', 'password', 'confirm'];

/** The §5 rules; the password shows only its first error (P1-VAL-02..11). */
function validate(v: Record<Field, string>): { errors: Errors; email?: string } {
  const errors: Errors = {};
  const first = validateText(v.firstName, { field: 'First name', required: true, max: 100 });
  const last = validateText(v.lastName, { field: 'Last name', required: true, max: 100 });
  const email = validateEmail(v.email);
  const password = validatePassword(v.password);
  const match = passwordsMatch(v.password, v.confirm);
  if (!first.valid) errors.firstName = first.error;
  if (!last.valid) errors.lastName = last.error;
  if (!email.valid) errors.email = email.error;
  if (!password.valid) errors.password = password.firstError;
  if (!match.valid) errors.confirm = match.error;
  return { errors, email: email.value };
}

/** Registration details step (P1-AUTH-10, -13, -14, -18, -19). */
export function SignupForm({ plan, cycle, submitLabel, onCreated, focusFirst = false }: SignupFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const { errors: found, email } = validate(values);
    setErrors(found);
    const firstInvalid = order.find((f) => found[f]);
    if (firstInvalid || !email) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const attempt = recordAttempt('signup');
    if (!attempt.allowed) {
      setFormError(tooManyAttemptsMessage(attempt.remainingMs));
      return;
    }
    setBusy(true);
    try {
      const res = await signUpWithEmail({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        selectedPlan: plan,
        billingCycle: cycle,
      });
      onCreated({ email, plan, cycle, hasSession: typeof res?.token === 'string' && res.token.length > 0 });
    } catch (err) {
      const input = err instanceof ApiError ? { code: err.code, message: err.message, status: err.status } : undefined;
      setFormError(signupErrorMessage(input));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-label="Create your account" className="space-y-5">
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          autoFocus={focusFirst}
          {...bind('firstName')}
        />
        <TextField id="signup-last-name" label="Last name" name="lastName" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <TextField id="signup-email" label="Email" type="email" name="email" autoComplete="email" required {...bind('email')} />
      <PasswordField
        id="signup-password"
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters, with an uppercase and a lowercase letter, a number and a special character."
        {...bind('password')}
      />
      <PasswordField id="signup-confirm" label="Confirm password" name="confirm" autoComplete="new-password" required {...bind('confirm')} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating account...' : submitLabel}
      </Button>
    </form>
  );
}
