import type { ReactNode } from 'react';
import type { Source } from '@thrivewell/labs/guide-sources';
import { SourceLinks } from '../../ui/source-links';

/** One section of a written guide: a heading, short paragraphs or points, and its sources. */
export interface GuideSection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  sources: readonly Source[];
  /** Extra content after the text (a link to a tool). */
  extra?: ReactNode;
}

/** A written guide's sections, each a landmark-labelled section with an h2 and its own sources. */
export function GuideSections({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`} className="space-y-3">
          <h2 id={`section-${s.id}`} className="text-2xl font-bold text-ink">
            {s.title}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p} className="text-ink">
              {p}
            </p>
          ))}
          {s.points && (
            <ul className="list-disc space-y-1 pl-5 text-ink">
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {s.extra}
          <div className="text-sm">
            <p className="font-semibold text-muted">Sources</p>
            <SourceLinks sources={s.sources} />
          </div>
        </section>
      ))}
    </div>
  );
}

/** "On this page" links to each section. */
export function GuideContents({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <nav aria-label="On this page" className="rounded-2xl border border-border bg-surface p-5">
      <p className="font-semibold text-ink">On this page</p>
      <ul className="mt-2 space-y-1 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#section-${s.id}`} className="text-brand underline underline-offset-2 hover:text-brand-strong">
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
