import { useId, useRef, useState } from 'react';
import { journeyButton, journeyConfigs, journeyLevels, journeyPickerTitle, type JourneyLevel } from '@thrivewell/core/rules/health-journey';
import { journeyUpdated, profileMessages } from '@thrivewell/core/copy/profile-messages';
import { useJourney, useSaveJourney } from '../profile-api';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../ui/button';
import { JourneyDetails } from './journey-details';

export interface JourneyPickerProps {
  /** Titles the picker 'Choose Your Health Journey' (onboarding) or 'Update Your Health Journey'. */
  duringOnboarding: boolean;
  /** Called after the level was saved. */
  onSaved?: (level: JourneyLevel) => void;
}

/** Selected before anything is saved: the middle level, a balanced start (our choice; the spec does not say). */
export const defaultJourneyLevel: JourneyLevel = 'improve';

interface JourneySliderProps extends JourneyPickerProps {
  current: JourneyLevel | null;
}

function JourneySlider({ current, duringOnboarding, onSaved }: JourneySliderProps) {
  const sliderId = useId();
  const [selected, setSelected] = useState<JourneyLevel>(current ?? defaultJourneyLevel);
  const save = useSaveJourney();
  const saving = useRef(false);
  const config = journeyConfigs[selected];
  const button = journeyButton({ selected, current, duringOnboarding, saving: save.isPending });

  async function onSave() {
    if (saving.current || button.disabled) return; // P2-JRN-07: one save at a time
    saving.current = true;
    const level = selected;
    try {
      await save.mutateAsync(level);
      toast({ ...journeyUpdated(journeyConfigs[level].title), variant: 'success' });
      onSaved?.(level);
    } catch {
      toast({ title: profileMessages.journeyUpdateFailed, variant: 'destructive' });
    } finally {
      saving.current = false;
    }
  }

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={sliderId} className="block text-sm font-medium text-ink">
          Journey level
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={journeyLevels.length - 1}
          step={1}
          value={journeyLevels.indexOf(selected)}
          aria-valuetext={config.title}
          onChange={(e) => setSelected(journeyLevels[Number(e.target.value)] ?? selected)}
          className="mt-2 block h-11 w-full cursor-pointer accent-brand"
        />
        <ol aria-hidden="true" className="mt-2 grid grid-cols-3 text-xs text-muted">
          {journeyLevels.map((level, i) => (
            <li key={level} className={`${i === 0 ? 'text-left' : i === 2 ? 'text-right' : 'text-center'} ${level === selected ? 'font-semibold text-brand' : ''}`}>
              {journeyConfigs[level].title}
            </li>
          ))}
        </ol>
      </div>
      <JourneyDetails config={config} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void onSave()} disabled={button.disabled}>
          {save.isPending ? 'Saving...' : button.label}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted">
          {current ? `Your current journey: ${journeyConfigs[current].title}` : 'No journey chosen yet.'}
        </p>
      </div>
    </div>
  );
}

/**
 * The health journey picker (spec part 2 §2, §4; P2-JRN-01..14): a three-position slider over
 * maintain / improve / transform, the chosen level's details, and a save button whose label
 * follows the saved level.
 */
export function JourneyPicker({ duringOnboarding, onSaved }: JourneyPickerProps) {
  const titleId = useId();
  const journey = useJourney();
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {journeyPickerTitle(duringOnboarding)}
        </h2>
        <p className="mt-1 text-sm text-muted">Pick how much time and attention you want to give your wellness right now. You can switch levels at any time.</p>
      </div>
      {journey.isPending ? (
        <div role="status" aria-live="polite" className="space-y-3">
          <span className="sr-only">Loading your journey...</span>
          <div aria-hidden="true" className="h-6 animate-pulse rounded bg-surface-2" />
          <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-surface-2" />
        </div>
      ) : (
        <>
          {journey.isError && (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm text-ink">
              <span>We could not load your current journey. You can still choose one.</span>
              <Button variant="secondary" onClick={() => void journey.refetch()} disabled={journey.isFetching}>
                {journey.isFetching ? 'Retrying...' : 'Retry'}
              </Button>
            </div>
          )}
          <JourneySlider key={journey.data?.level ?? 'none'} current={journey.data?.level ?? null} duringOnboarding={duringOnboarding} onSaved={onSaved} />
        </>
      )}
    </section>
  );
}
