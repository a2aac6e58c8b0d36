import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

export interface CtaLink {
  to: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

/** The closing call to action of a page: a heading, one line and one or two links onward. */
export function CtaBand({ id = 'next-steps', title, text, links }: { id?: string; title: string; text: ReactNode; links: CtaLink[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-2xl border border-border bg-brand-soft px-6 py-10 text-center sm:px-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <div className="mx-auto mt-3 max-w-2xl text-pretty text-ink">{text}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={buttonClass(l.variant ?? 'primary', 'lg')}>
              {l.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
