import { useId, type ReactNode } from 'react';
import { trackedConditionCount } from '@thrivewell/core/rules/onboarding-rules';
import { personalizationConfidence, personalizationScore, type PersonalizationConfidence } from '@thrivewell/core/rules/personalization-score';
import type { CompletenessWords } from '@thrivewell/core/rules/completeness-score';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { listedMedications } from './health-summary';
import { ProgressBar } from '../../../ui/progress-bar';

const confidenceLabel: Record<PersonalizationConfidence, string> = { high: 'High', medium: 'Medium', low: 'Low', minimal: 'Minimal' };

function Tile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 space-y-2">
        <span className="block text-2xl font-bold text-ink">{value}</span>
        {children}
      </dd>
    </div>
  );
}

function Bar({ label, value }: { label: string; value: number }) {
  return <ProgressBar label={label} value={value} />;
}

/**
 * The Data Insights tab (P2-ENH-07..09): profile completeness percent, medication count and
 * tracked-condition count, plus how much of the profile the AI can use for personalisation.
 */
export function DataInsights({ profile, completeness }: { profile: UnifiedProfile | null; completeness: CompletenessWords }) {
  const titleId = useId();
  const medications = listedMedications(profile).length;
  const conditions = trackedConditionCount(profile?.medical_history);
  const personalization = personalizationScore(profile);
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-semibold">
        Data insights
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Tile label="Profile completeness" value={`${completeness.percent}%`}>
          <Bar label="Profile completeness" value={completeness.percent} />
          <span className="block text-sm text-muted">{completeness.complete ? `${completeness.label} · ${completeness.sections}` : completeness.sections}</span>
        </Tile>
        <Tile label="Medications" value={String(medications)} />
        <Tile label="Tracked conditions" value={String(conditions)} />
        <Tile label="AI personalisation" value={`${personalization}%`}>
          <Bar label="AI personalisation" value={personalization} />
          <span className="block text-sm text-muted">{confidenceLabel[personalizationConfidence(personalization)]} confidence</span>
        </Tile>
      </dl>
    </section>
  );
}
