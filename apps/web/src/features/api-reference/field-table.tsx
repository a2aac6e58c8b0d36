import type { ApiField } from './openapi-model';

/** One table of fields: name, type, required, limits and what it is. Scrolls sideways on narrow screens. */
export function FieldTable({ caption, fields, showWhere = false }: { caption: string; fields: readonly (ApiField & { in?: string })[]; showWhere?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Field</th>
            {showWhere && <th scope="col" className="px-3 py-2 font-semibold">In</th>}
            <th scope="col" className="px-3 py-2 font-semibold">Type</th>
            <th scope="col" className="px-3 py-2 font-semibold">Required</th>
            <th scope="col" className="px-3 py-2 font-semibold">Limits and notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={`${f.in ?? ''}${f.name}`} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium break-all text-ink">{f.name}</th>
              {showWhere && <td className="px-3 py-2 text-muted">{f.in}</td>}
              <td className="px-3 py-2 font-mono text-xs break-all text-muted">{f.type}</td>
              <td className="px-3 py-2">{f.required ? 'Yes' : <span className="text-muted">No</span>}</td>
              <td className="px-3 py-2 text-muted">
                {[...f.limits, ...(f.description ? [f.description] : [])].map((line) => (
                  <span key={line} className="block">{line}</span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
