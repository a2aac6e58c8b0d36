import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../ui/button';

const suggestions = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/sample-report', label: 'Sample Report' },
  { to: '/contact', label: 'Contact' },
];

/** The catch-all page for paths outside the route table (the server answers them with 404). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        We could not find a page at{' '}
        <code className="rounded bg-surface-2 px-1.5 py-0.5 text-base break-all text-ink">{pathname}</code>. The link may
        be out of date, or the address may have a typo. Nothing is wrong with your account or your data.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Go to the home page
        </Link>
        <Link to="/features" className={buttonClass('secondary', 'lg')}>
          Explore features
        </Link>
      </div>
      <nav aria-label="Other pages" className="mt-10">
        <h2 className="text-sm font-semibold text-muted">Or try one of these</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {suggestions.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="font-medium text-brand underline-offset-2 hover:underline">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
