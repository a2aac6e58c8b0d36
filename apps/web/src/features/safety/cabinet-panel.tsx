import { AlertTriangle, Loader2 } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { MedicationTypeValue } from '@thrivewell/core/contracts/safety-contract';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { Button } from '../../ui/button';
import { WhenVisible } from '../../ui/when-visible';
import { CabinetList } from './cabinet-list';
import { GatedNotices } from './gated-notice';
import { disclaimerLevelFor } from './severity';
import { InteractionCard } from './interaction-list';
import { useCabinet, type CabinetItem, type Interaction } from './safety-api';
import { DayPlan, OtherTiming, TimingList } from './timing-list';

const pairKey = (i: Interaction) => `${i.aId}+${i.bId}`;

// The add form (and the form library and schemas it needs) loads when it nears the viewport: on
// a phone it sits below the list and the check, out of the first screen.
const CabinetForm = lazy(() => import('./cabinet-form').then((m) => ({ default: m.CabinetForm })));

/** The form's frame at about its final size while its script loads. */
function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-[38rem] space-y-4 rounded-2xl border border-border bg-surface p-5">
      <p className="text-lg font-semibold">Add a medicine or supplement</p>
    </div>
  );
}

/**
 * The medicine cabinet with its live check: every add, change or removal answers with the
 * re-checked cabinet, and findings that were not there before are marked New and announced.
 */
export function CabinetPanel({ filter, defaultType, emptyText, showTiming = true }: { filter?: (item: CabinetItem) => boolean; defaultType?: MedicationTypeValue; emptyText: string; showTiming?: boolean }) {
  const cabinet = useCabinet();
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const interactions = cabinet.data?.check.interactions;

  useEffect(() => {
    if (!interactions) return;
    const keys = new Set(interactions.map(pairKey));
    if (seen.current) setFresh(new Set([...keys].filter((k) => !seen.current!.has(k))));
    seen.current = keys;
  }, [interactions]);

  // The first answer renders as a deferred value (a transition, in slices) instead of one long
  // task the moment it arrives; later re-checks are not affected.
  const loaded = useDeferredValue(!cabinet.isPending);

  if (cabinet.isPending || !loaded) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your cabinet...
      </p>
    );
  }
  if (cabinet.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4">
        <p>{cabinet.error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void cabinet.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const view = cabinet.data;
  const items = filter ? view.items.filter(filter) : view.items;
  const newOnes = view.check.interactions.filter((i) => fresh.has(pairKey(i)));
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        {view.warning && (
          <p role="alert" className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning-soft p-4 font-medium text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            {view.warning}
          </p>
        )}
        <section aria-labelledby="cabinet-heading" className="space-y-3">
          <h2 id="cabinet-heading" className="text-xl font-semibold">
            In your cabinet ({items.length})
          </h2>
          <CabinetList items={items} emptyText={emptyText} />
        </section>
        <section aria-labelledby="cabinet-check-heading" className="space-y-3">
          <h2 id="cabinet-check-heading" className="text-xl font-semibold">
            Interaction check
          </h2>
          <p aria-live="polite" className="sr-only">
            {newOnes.length > 0 ? `New warning: ${newOnes.map((i) => `${i.severity} interaction between ${i.a} and ${i.b}`).join('; ')}` : ''}
          </p>
          <TieredContentWrapper level={disclaimerLevelFor(view.check)}>
            {view.check.interactions.length === 0 ? (
              <p className="text-muted">{view.check.resolved.length < 2 ? 'Add two or more items and we check them against each other automatically.' : 'No known significant interactions between the items you are taking now.'}</p>
            ) : (
              <ul className="space-y-3">
                {view.check.interactions.map((i) => (
                  <li key={pairKey(i)} className="relative">
                    {fresh.has(pairKey(i)) && <span className="absolute -top-2 right-3 z-10 rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">New</span>}
                    <InteractionCard interaction={i} />
                  </li>
                ))}
              </ul>
            )}
          </TieredContentWrapper>
          <GatedNotices gated={view.check.gated} />
        </section>
        {showTiming && (view.check.timing.length > 0 || (view.check.schedule.flagged?.length ?? 0) > 0) && (
          <section aria-labelledby="cabinet-timing-heading" className="space-y-3">
            <h2 id="cabinet-timing-heading" className="text-xl font-semibold">
              When to take them
            </h2>
            <DayPlan schedule={view.check.schedule} />
            <TimingList timing={view.check.timing} />
            <OtherTiming timing={view.check.otherTiming} />
          </section>
        )}
      </div>
      <div>
        <WhenVisible placeholder={<FormPlaceholder />}>
          <Suspense fallback={<FormPlaceholder />}>
            <CabinetForm defaultType={defaultType} />
          </Suspense>
        </WhenVisible>
      </div>
    </div>
  );
}
