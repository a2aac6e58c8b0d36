import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { bmi } from '@thrivewell/core/rules/bmi';
import { lifestyleSummary, type LifestyleStatus } from '@thrivewell/core/rules/lifestyle-score';
import { dietTypeLabels, genderLabels } from '@thrivewell/core/copy/profile-choices';
import type { DietType, Gender } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { Badge, type BadgeTone } from '../../../ui/badge';

const lifestyleStatusLabel: Record<LifestyleStatus, string> = { good: 'Good', moderate: 'Moderate', 'needs-attention': 'Needs attention' };
const lifestyleTone: Record<LifestyleStatus, BadgeTone> = { good: 'success', moderate: 'warning', 'needs-attention': 'danger' };

const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

/** Current and chronic conditions, once each (ignoring case), in the order entered. */
export function listedConditions(profile: UnifiedProfile | null | undefined): string[] {
  const seen = new Set<string>();
  return [...texts(profile?.medical_history?.currentConditions), ...texts(profile?.medical_history?.chronicConditions)].filter((c) => {
    const key = c.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The names of the listed medications. */
export function listedMedications(profile: UnifiedProfile | null | undefined): string[] {
  return (profile?.medications?.current ?? []).map((m) => (typeof m?.name === 'string' ? m.name.trim() : '')).filter((n) => n !== '');
}

const notAdded = <span className="font-normal text-muted">Not added yet</span>;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Names({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="neutral">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The Health Overview tab's summary (P2-ENH-05): what the profile says, section by section. */
export function HealthSummary({ profile }: { profile: UnifiedProfile | null }) {
  const titleId = useId();
  const personal = profile?.personal_info;
  const bmiValue = personal ? bmi(personal) : null;
  const gender = personal?.gender ? (genderLabels[personal.gender as Gender] ?? personal.gender) : null;
  const conditions = listedConditions(profile);
  const medications = listedMedications(profile);
  const lifestyle = lifestyleSummary(profile?.lifestyle_data);
  const dietType = profile?.dietary_info?.type;
  const goals = texts(profile?.health_goals?.primary);

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-lg font-semibold">
        Health summary
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Age and BMI">
          {typeof personal?.age === 'number' ? `${personal.age} years` : 'Age not added'}
          {gender && <span className="font-normal text-muted"> · {gender}</span>}
          <span className="block font-normal text-muted">{bmiValue === null ? 'BMI needs weight and height' : `BMI ${bmiValue}`}</span>
        </Item>
        <Item label="Conditions">
          {conditions.length > 0 ? <Names items={conditions} /> : profile?.medical_history?.noConditions ? 'No conditions reported' : notAdded}
        </Item>
        <Item label="Medications">
          {medications.length > 0 ? (
            <>
              {medications.length === 1 ? '1 medication' : `${medications.length} medications`}
              <Names items={medications} />
              {medications.length > 1 && (
                <Link to="/interactions" className="mt-2 inline-block text-sm font-semibold text-brand underline-offset-4 hover:underline">
                  Check them for interactions
                </Link>
              )}
            </>
          ) : profile?.medications?.noMedications ? (
            'Not taking any medications'
          ) : (
            notAdded
          )}
        </Item>
        <Item label="Lifestyle score">
          {lifestyle ? (
            <span className="flex flex-wrap items-center gap-2">
              {lifestyle.score}/100 <Badge tone={lifestyleTone[lifestyle.status]}>{lifestyleStatusLabel[lifestyle.status]}</Badge>
            </span>
          ) : (
            notAdded
          )}
        </Item>
        <Item label="Diet">{dietType ? (dietTypeLabels[dietType as DietType] ?? dietType) : notAdded}</Item>
        <Item label="Health goals">{goals.length > 0 ? <Names items={goals} /> : notAdded}</Item>
      </dl>
    </section>
  );
}
