import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authDelays, planToasts } from '@thrivewell/core/copy/auth-messages';
import { product } from '@thrivewell/core/copy/product';
import { refreshSession, useSession } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import { FormMessage } from '../../ui/text-field';
import { TabList, TabPanel } from '../../ui/tabs';
import type { AuthBilling } from './auth-billing';
import { LoginForm } from './login-form';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset';
import { parsePlanParams, PlanSignupScreen } from './plan-signup-screen';
import { RegisterWizard } from './register-wizard';
import type { SignupResult } from './signup-form';
import type { PlanCompletion } from './use-login';

type Tab = 'login' | 'register';
const tabs = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
] as const;

interface Notice {
  tone: 'success' | 'error' | 'info';
  title: string;
  text: string;
}

function checkEmailNotice({ email, plan }: SignupResult): Notice {
  const then = plan === 'wellness_plus' ? 'then sign in here to complete your Wellness Pro subscription.' : 'then sign in here.';
  return { tone: 'success', title: 'Check your e-mail', text: `We sent a verification link to ${email}. Open it to confirm your address, ${then}` };
}

/**
 * The one auth screen of /login, /register and /auth (spec part 1 §2, §4; P1-AUTH-01..19):
 * Login and Register tabs, the plan-parameter screen for ?plan=, password reset, and the
 * 'Complete Your Subscription' screen after a sign-in that needs it.
 */
export function AuthScreen({ billing }: { billing?: AuthBilling }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const planParams = parsePlanParams(params);
  const [tab, setTab] = useState<Tab>(pathname === '/register' || params.get('tab') === 'register' || planParams ? 'register' : 'login');
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [completion, setCompletion] = useState<PlanCompletion | null>(null);
  const [processing, setProcessing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const returnTo = params.get('returnTo');
  const recoveryToken = params.get('type') === 'recovery' ? params.get('token') : null;
  const recoveryFailed = params.get('type') === 'recovery' && params.get('error') !== null;

  function selectTab(next: Tab) {
    setTab(next);
    setNotice(null);
  }

  function showLogin(next: Notice | null) {
    setNotice(next);
    setTab('login');
    setView('tabs');
    setFormKey((k) => k + 1); // the registration form starts empty next time
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  async function onCreated(result: SignupResult) {
    if (result.hasSession && result.plan === 'wellness_plus' && billing && result.cycle) {
      // Verification is off on this server: pay right away (P1-AUTH-15, P1-PLAN-23/24).
      setProcessing(true);
      await refreshSession();
      if (await billing.startCheckout('wellness_plus', result.cycle)) return;
      setProcessing(false);
      toast(planToasts.accountCreatedPaymentPending);
      later(() => void navigate('/pricing'), authDelays.redirectToPricingMs);
      return;
    }
    if (result.hasSession) {
      await refreshSession();
      void navigate('/dashboard');
      return;
    }
    if (result.plan === 'wellness_plus' && result.cycle) billing?.saveIntent('wellness_plus', result.cycle);
    const next = checkEmailNotice(result);
    if (!planParams) {
      showLogin(next);
      return;
    }
    // The plan-parameter screen says so in place first, then switches (P1-AUTH-17).
    setNotice(next);
    later(() => {
      setParams(returnTo ? { returnTo } : {}, { replace: true });
      showLogin(next);
    }, authDelays.freePlanSwitchToLoginMs);
  }

  if (completion && billing) {
    const done = (outcome: 'redirecting' | 'skipped') => {
      if (outcome === 'skipped') void navigate(returnTo === 'pricing' ? '/pricing' : '/dashboard');
    };
    return (
      <div className="px-4 py-10 sm:py-14">
        <billing.CompleteSubscription plan={completion.plan} cycle={completion.cycle} onDone={done} headingLevel="h1" />
      </div>
    );
  }

  let body;
  if (processing) {
    body = (
      <FormMessage tone="info">
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-border border-t-brand motion-reduce:animate-none" />
          Setting up your subscription...
        </span>
      </FormMessage>
    );
  } else if (recoveryToken || recoveryFailed) {
    body = recoveryToken ? (
      <ResetPasswordForm
        token={recoveryToken}
        onDone={() => {
          setParams({}, { replace: true });
          showLogin({ tone: 'success', title: 'Password updated', text: 'Sign in with your new password.' });
        }}
      />
    ) : (
      <div className="space-y-4">
        <FormMessage tone="error">This password reset link is invalid or has expired. Please request a new one.</FormMessage>
        <ForgotPasswordForm onBack={() => setParams({}, { replace: true })} />
      </div>
    );
  } else if (view === 'forgot') {
    body = <ForgotPasswordForm onBack={() => setView('tabs')} />;
  } else {
    body = (
      <>
        <TabList label="Sign in or register" idPrefix="auth" items={tabs} value={tab} onChange={selectTab} />
        <TabPanel idPrefix="auth" id={tab}>
          {notice && (
            <div ref={noticeRef} tabIndex={-1} className="mb-5 outline-none">
              <FormMessage tone={notice.tone}>
                <strong className="block">{notice.title}</strong>
                {notice.text}
              </FormMessage>
            </div>
          )}
          {tab === 'login' ? (
            <LoginForm
              billing={billing}
              returnTo={returnTo}
              onPlanCompletion={setCompletion}
              onSignUp={() => selectTab('register')}
              onForgotPassword={() => setView('forgot')}
            />
          ) : planParams ? (
            <PlanSignupScreen key={`${planParams.plan}-${formKey}`} plan={planParams.plan} cycle={planParams.cycle} onCreated={(r) => void onCreated(r)} />
          ) : (
            <RegisterWizard key={formKey} onCreated={(r) => void onCreated(r)} />
          )}
        </TabPanel>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Welcome to {product.name}</h1>
        <p className="mt-2 text-muted">Sign in to your wellness dashboard, or create your account in two short steps.</p>
      </div>
      {user && !processing && (
        <div className="mt-6">
          <FormMessage tone="info">
            You are signed in as <strong>{user.email}</strong>.{' '}
            <Link to="/dashboard" className="font-semibold text-brand underline underline-offset-2">
              Go to Dashboard
            </Link>
          </FormMessage>
        </div>
      )}
      <div className="mt-8 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8">{body}</div>
    </div>
  );
}
