import { HelpCircle } from 'lucide-react';
import type { SafetyCheckResponse } from './safety-api';

const kindLabel = { drug: 'medicine', supplement: 'supplement', food: 'food or drink' } as const;

/**
 * What each typed name was understood as, and the names we could not match with "Did you
 * mean" buttons: nothing is guessed silently.
 */
export function ResolutionSummary({ check, onPick }: { check: Pick<SafetyCheckResponse, 'resolved' | 'unresolved'>; onPick?: (input: string, suggestion: string) => void }) {
  return (
    <div className="space-y-3">
      {check.resolved.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-ink">Checked</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {check.resolved.map((r) => (
              <li key={r.id} className="rounded-full bg-surface-2 px-3 py-1 text-sm text-ink">
                {r.name}
                {r.input.trim().toLowerCase() !== r.name.toLowerCase() && <span className="text-muted"> (you entered “{r.input}”)</span>}
                <span className="text-muted"> · {kindLabel[r.kind]}</span>
                {'origin' in r && r.origin === 'cabinet' && <span className="text-muted"> · from your cabinet</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {check.unresolved.length > 0 && (
        <div role="status" className="rounded-xl border border-warning/40 bg-warning-soft p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
            <HelpCircle aria-hidden="true" className="size-4 text-warning" />
            {check.unresolved.length === 1 ? 'We could not match one name, so it was not checked' : `We could not match ${check.unresolved.length} names, so they were not checked`}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {check.unresolved.map((u) => (
              <li key={u.input} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">“{u.input}”</span>
                {u.suggestions.length > 0 ? (
                  <>
                    <span className="text-muted">Did you mean</span>
                    {u.suggestions.map((s) => (
                      <button key={s} type="button" onClick={() => onPick?.(u.input, s)} disabled={!onPick} className="rounded-full border border-border bg-surface px-3 py-1 font-medium text-brand hover:bg-surface-2">
                        {s}
                      </button>
                    ))}
                  </>
                ) : (
                  <span className="text-muted">is not in our database yet. Check the spelling, or ask a pharmacist.</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
