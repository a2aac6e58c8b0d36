import type { ReactNode } from 'react';

interface SectionProps {
  /** Used for the heading id (aria-labelledby) and as an in-page anchor. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** 'surface' sets the section on the card colour to separate it from its neighbours. */
  tone?: 'plain' | 'surface';
  /** Narrow sections suit long reading (policies); wide ones suit grids. */
  width?: 'wide' | 'narrow';
  children?: ReactNode;
}

/** A page section with its h2; nested headings inside should be h3. */
export function Section({ id, title, intro, tone = 'plain', width = 'wide', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'surface' ? 'border-y border-border bg-surface' : undefined}
    >
      <div className={`mx-auto px-4 py-12 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-muted">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
