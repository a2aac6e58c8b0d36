import { AlertTriangle, Info, Stethoscope } from 'lucide-react';
import type { DipstickInterpretation, Urgency } from '@thrivewell/labs/dipstick';
import { SourceLinks } from '../../ui/source-links';

const urgencyStyle: Record<Urgency, { label: string; box: string; icon: typeof Info }> = {
  urgent: { label: 'Urgent', box: 'border-danger/50 bg-danger-soft', icon: AlertTriangle },
  prompt: { label: 'See a clinician soon', box: 'border-warning/50 bg-warning-soft', icon: Stethoscope },
  routine: { label: 'Worth checking', box: 'border-border bg-surface-2', icon: Stethoscope },
  info: { label: 'For your information', box: 'border-border bg-surface', icon: Info },
};

/** What the strip's readings mean: advice first (most urgent first), then each pad in words. */
export function DipstickResults({ result }: { result: DipstickInterpretation }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="dipstick-advice" className="space-y-3">
        <h3 id="dipstick-advice" className="text-xl font-semibold text-ink">
          What this may mean
        </h3>
        {result.advice.length === 0 && <p className="text-muted">No pads were read, so there is nothing to explain yet.</p>}
        <ul className="space-y-3">
          {result.advice.map((a) => {
            const style = urgencyStyle[a.urgency];
            const Icon = style.icon;
            return (
              <li key={a.id} className={`rounded-xl border p-4 ${style.box}`}>
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span>
                    <span className="sr-only">{style.label}: </span>
                    {a.title}
                  </span>
                </p>
                <p className="mt-0.5 text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
                  {style.label}
                </p>
                <p className="mt-2 text-ink">{a.text}</p>
                <div className="mt-2">
                  <SourceLinks sources={a.sources} />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="dipstick-pads" className="space-y-3">
        <h3 id="dipstick-pads" className="text-xl font-semibold text-ink">
          Pad by pad
        </h3>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Your reading of each pad and what it means</caption>
          <thead>
            <tr className="border-b border-border text-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">Pad</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Your reading</th>
              <th scope="col" className="py-2 font-semibold">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {result.pads.map((p) => (
              <tr key={p.pad} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-3 font-semibold text-ink">{p.name}</th>
                <td className="py-2 pr-3 text-ink">{p.label}</td>
                <td className="py-2 text-ink">{p.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {result.missing.length > 0 && <p className="text-sm text-muted">Not read: {result.missing.length === 1 ? '1 pad' : `${result.missing.length} pads`}.</p>}
      </section>
    </div>
  );
}
