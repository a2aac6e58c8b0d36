import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { FormMessage, PasswordField, TextField } from '../../ui/text-field';
import type { AuthBilling } from './auth-billing';
import { useLogin, type PlanCompletion } from './use-login';

interface LoginFormProps {
  billing?: AuthBilling;
  returnTo: string | null;
  onPlanCompletion: (completion: PlanCompletion) => void;
  onSignUp: () => void;
  onForgotPassword: () => void;
}

/** Login (spec part 1 §2, P1-AUTH-05..07, P1-VAL-01): email, password with show/hide, submit. */
export function LoginForm({ billing, returnTo, onPlanCompletion, onSignUp, onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { login, busy, error, fieldErrors } = useLogin({ billing, returnTo, onPlanCompletion });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void login(email, password);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" className="space-y-5">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        id="login-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      <div className="flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
          Forgot your password?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Signing in...' : 'Sign In to Dashboard'}
      </Button>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{' '}
        <button type="button" onClick={onSignUp} className="font-semibold text-brand underline underline-offset-2">
          Sign up
        </button>
      </p>
    </form>
  );
}
