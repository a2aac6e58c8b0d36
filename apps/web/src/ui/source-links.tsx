/** A citation: a title and an https link. */
export interface SourceRef {
  title: string;
  url: string;
}

/** Source citations, opened in a new tab so the report stays where it was. */
export function SourceLinks({ sources }: { sources: readonly SourceRef[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {sources.map((s) => (
        <li key={s.url}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-brand underline underline-offset-2 hover:text-brand-strong">
            {s.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
