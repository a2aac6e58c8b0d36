import { Link, useNavigate } from 'react-router';
import { product } from '@thrivewell/core/copy/product';
import { writeStored } from '../lib/local-store';
import { signOutEverywhere, useSession } from '../lib/session';
import { storageKeys } from '../lib/storage-keys';
import { SignOutButton } from '../ui/sign-out-button';
import type { Icon } from '../ui/icons';
import { Activity, FileText, FlaskConical, ShieldCheck } from './landing-icons';

interface FeatureCard {
  icon: Icon;
  title: string;
  text: string;
  action: string;
  to: string;
}

const featureCards: FeatureCard[] = [
  {
    icon: ShieldCheck,
    title: 'Interaction safety checks',
    text: 'See whether your foods, supplements and medicines are safe together, and when to take each one — with the source behind every finding.',
    action: 'Start Checking Now',
    to: '/interaction-analyzer',
  },
  {
    icon: FlaskConical,
    title: 'Biomarker insights',
    text: 'Read blood and urine dipstick results against reference ranges in plain language, and know which questions to take to your clinician.',
    action: 'Explore Biomarkers',
    to: '/wellness/biomarkers',
  },
  {
    icon: Activity,
    title: 'Symptom, mood and habit tracking',
    text: 'Log how you feel in seconds. Thrivewell links symptoms with meals, sleep, mood and habits so patterns become visible.',
    action: 'Track Symptoms',
    to: '/symptoms/tracker',
  },
  {
    icon: FileText,
    title: 'Wellness reports',
    text: 'Turn your profile and logs into a clear report you can read, export as PDF and share with the professionals who support you.',
    action: 'Get Your Report',
    to: '/analytics',
  },
];

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-on-brand shadow-sm hover:bg-brand-strong';
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-border bg-surface px-5 py-3 text-base font-semibold text-ink hover:bg-surface-2';

function HeroActions() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (user) {
    const name = user.email.split('@')[0] || 'User';
    return (
      <div className="flex flex-col items-center gap-4">
        <p className="text-lg">Welcome back, {name}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              writeStored(storageKeys.cameFromHome, 'true', 'session');
              void navigate('/dashboard');
            }}
          >
            Go to Dashboard
          </button>
          <SignOutButton className={secondaryButton} onSignOut={signOutEverywhere} />
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <Link to="/register" className={primaryButton}>
        Start Your Personalized Wellness Journey
      </Link>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/dashboard?demo=true" className={secondaryButton}>
          Explore Smart Wellness Dashboard
        </Link>
        <Link to="/sample-report" className={secondaryButton}>
          View Complete Wellness Analysis
        </Link>
      </div>
      <p className="text-sm text-muted">
        Already a member?{' '}
        <Link to="/login" className="font-semibold text-brand underline underline-offset-2">
          Sign In
        </Link>{' '}
        ·{' '}
        <Link to="/register" className="font-semibold text-brand underline underline-offset-2">
          Create Account
        </Link>
      </p>
    </div>
  );
}

/** Landing page (spec part 1 §2, P1-LAND-01..21); prerendered at build time. */
export default function LandingPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-bg">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:pt-20">
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand uppercase">{product.name}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">AI-Powered Wellness Intelligence</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted">
            Check whether your foods, supplements and medicines are safe together and when to take them, keep one
            health profile, track how you feel and understand your lab results — with an AI companion that shows its
            sources.
          </p>
          <div className="mt-8">
            <HeroActions />
          </div>
          <p className="mt-8 text-sm text-muted">
            <strong className="text-ink">{product.interactionChecksClaim}</strong> interaction checks run · Educational
            wellness information, never medical advice
          </p>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Everything you take and track, understood together
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featureCards.map(({ icon: CardIcon, ...card }) => (
            <li key={card.to} className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <CardIcon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{card.text}</p>
              <Link to={card.to} className="mt-5 inline-flex font-semibold text-brand underline-offset-2 hover:underline">
                {card.action} <span aria-hidden="true">&nbsp;→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="trust-heading" className="border-t border-border bg-surface">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-3">
          <div>
            <h2 id="trust-heading" className="text-xl font-semibold">Grounded, not guessed</h2>
            <p className="mt-2 text-sm text-muted">
              Safety findings come from a curated knowledge base in which every fact carries its source. The AI
              assistant answers from that base and cites it.
            </p>
          </div>
          <div>
            <h2 className="text-xl font-semibold">Private by design</h2>
            <p className="mt-2 text-sm text-muted">
              Your health data is yours: download all of it or delete your account at any time. We never sell it.
            </p>
          </div>
          <div>
            <h2 className="text-xl font-semibold">A companion, not a clinician</h2>
            <p className="mt-2 text-sm text-muted">
              {product.name} helps you prepare better questions for your doctor or pharmacist. It never replaces them.
            </p>
          </div>
        </div>
      </section>
      <nav aria-label="Learn more" className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 py-8 text-sm">
        <Link to="/features" className="text-muted hover:text-ink hover:underline">Features</Link>
        <Link to="/how-it-works" className="text-muted hover:text-ink hover:underline">How It Works</Link>
        <Link to="/pricing" className="text-muted hover:text-ink hover:underline">Pricing</Link>
        <Link to="/about" className="text-muted hover:text-ink hover:underline">About</Link>
        <Link to="/contact" className="text-muted hover:text-ink hover:underline">Contact</Link>
      </nav>
    </>
  );
}
