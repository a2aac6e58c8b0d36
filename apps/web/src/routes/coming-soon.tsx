import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { routeSummaries } from './route-summaries';
import { useRouteDef } from '../app/route-def';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';

const meanwhile = [
  { to: '/features', label: 'Explore all features' },
  { to: '/sample-report', label: 'View the sample report' },
  { to: '/pricing', label: 'Compare plans' },
  { to: '/', label: 'Back to home' },
];


/**
 * The honest screen for a route whose page later work builds: its name, a 'Coming soon'
 * badge, what it will do (the route table's summary) and where to go meanwhile.
 */
export default function ComingSoonPage() {
  const def = useRouteDef();
  const name = def?.name ?? 'This page';
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <Hourglass aria-hidden="true" className="size-6" />
      </span>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
        <Badge tone="warning">Coming soon</Badge>
      </div>
      {def && routeSummaries[def.path] && <p className="mt-4 text-lg text-muted">{routeSummaries[def.path]}</p>}
      <p className="mt-4 text-muted">
        We are still building this page and would rather say so than show you something half-finished.
      </p>
      <h2 className="mt-10 text-lg font-semibold">What you can do meanwhile</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {meanwhile.map((l, i) => (
          <li key={l.to}>
            <Link to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
