import { useId } from 'react';
import { useAnalysis, useProfile, type ProfileStatus } from '../profile-api';
import { formatShortDate } from '../format-dates';
import { includedIn, wellnessFeatures } from './home-feature-cards';

interface Tile {
  label: string;
  value: string;
  hint: string;
}

/** While a figure loads it reads '…' (announced as loading); a failed read shows a dash. */
const pendingValue = '…';
const unknownValue = '—';

function Tiles({ tiles }: { tiles: Tile[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        At a glance
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.label} className="rounded-2xl border border-border bg-surface p-4">
            <p className="text-sm text-muted">{t.label}</p>
            <p className="mt-1 text-2xl font-bold">
              {t.value === pendingValue ? (
                <>
                  <span aria-hidden="true">{pendingValue}</span>
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                t.value
              )}
            </p>
            <p className="mt-1 text-xs text-muted">{t.hint}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function completeness(status: { data?: ProfileStatus; isPending: boolean }): string {
  if (status.data) return `${status.data.completenessScore}%`;
  return status.isPending ? pendingValue : unknownValue;
}

/**
 * The three summary tiles (P2-HOME-06; their content is our design): the wellness tier sees
 * profile completeness, the safety checks it can run and its tools; the paid tier sees profile
 * completeness, medications tracked and the latest analysis.
 */
export function HomeSummaryTiles({ paid, status }: { paid: boolean; status: { data?: ProfileStatus; isPending: boolean } }) {
  if (!paid) {
    return (
      <Tiles
        tiles={[
          { label: 'Profile completeness', value: completeness(status), hint: 'Complete your profile for better suggestions' },
          { label: 'Serious interaction checks', value: 'Free', hint: 'Every major and contraindicated interaction, on every plan' },
          { label: 'Wellness tools', value: String(wellnessFeatures.filter((f) => includedIn(f, false)).length), hint: 'Habits, mood, community and more' },
        ]}
      />
    );
  }
  return <PaidTiles status={status} />;
}

function PaidTiles({ status }: { status: { data?: ProfileStatus; isPending: boolean } }) {
  const profile = useProfile();
  const analysis = useAnalysis();
  const meds = profile.data?.medications?.current?.filter((m) => m?.active !== false).length ?? 0;
  const latest = formatShortDate(analysis.data?.created_at);
  return (
    <Tiles
      tiles={[
        { label: 'Profile completeness', value: completeness(status), hint: 'Complete your profile for more accurate analysis' },
        {
          label: 'Medications tracked',
          value: profile.isPending ? pendingValue : profile.isError ? unknownValue : String(meds),
          hint: 'From your health profile',
        },
        {
          label: 'Latest analysis',
          value: analysis.isPending ? pendingValue : analysis.isError ? unknownValue : (latest ?? 'None yet'),
          hint: latest ? 'Your most recent results' : 'Upload a test result to get started',
        },
      ]}
    />
  );
}
