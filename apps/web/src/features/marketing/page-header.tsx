import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A short label above the title, e.g. 'Legal' or 'Plans'. */
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or badges under the intro. */
  children?: ReactNode;
}

/** The top of every public page: the one h1, a short intro and optional actions. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-brand-soft to-bg">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:pt-16 sm:pb-12">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg text-pretty text-muted">{intro}</div>}
        {children && <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
