import { AlertTriangle, Ban, CheckCircle2, UserCheck } from 'lucide-react';
import type { PersonalIngredientAnalysis } from './safety-api';

const verdictMeta = {
  avoid: { icon: Ban, box: 'border-danger/60 bg-danger-soft', iconClass: 'text-danger' },
  caution: { icon: AlertTriangle, box: 'border-warning/60 bg-warning-soft', iconClass: 'text-warning' },
  fine: { icon: CheckCircle2, box: 'border-success/40 bg-success-soft', iconClass: 'text-success' },
} as const;

/** "Checked against your profile: peanuts allergy, vegan, warfarin", from what the analysis used. */
export function checkedAgainstText(a: Pick<PersonalIngredientAnalysis, 'checkedAgainst'>): string | null {
  const c = a.checkedAgainst;
  const parts = [...c.allergies.map((x) => `${x} allergy`), ...c.diets, ...c.conditions, ...c.medications];
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The answer first: Avoid / Caution / Fine for you, why, and what it was checked against. */
export function IngredientVerdict({ analysis: a }: { analysis: PersonalIngredientAnalysis }) {
  const meta = verdictMeta[a.verdict.level];
  const Icon = meta.icon;
  const against = checkedAgainstText(a);
  const fromProfile = a.applied ? a.applied.profile.allergies.length + a.applied.profile.diets.length + a.applied.profile.conditions.length + a.applied.cabinet.length > 0 : false;
  return (
    <div role="status" aria-label={`Verdict: ${a.verdict.label}`} className={`rounded-2xl border-2 p-5 ${meta.box}`}>
      <p className="flex items-center gap-3 text-2xl font-bold text-ink">
        <Icon aria-hidden="true" className={`size-7 shrink-0 ${meta.iconClass}`} />
        {a.verdict.label}
      </p>
      {a.verdict.level === 'fine' && a.verdict.personalised && <p className="mt-2 font-semibold text-ink">Nothing of concern found for what you told us.</p>}
      <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
        {a.verdict.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {against && (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink">
          <UserCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            <span className="font-semibold">{fromProfile ? 'Checked against your profile:' : 'Checked against:'}</span> {against}
          </span>
        </p>
      )}
      {a.verdict.level === 'fine' && (
        <p className="mt-2 text-sm text-muted">No finding is not a guarantee of safety: labels change and our database cannot cover everything, so ask a pharmacist or doctor when in doubt.</p>
      )}
    </div>
  );
}
