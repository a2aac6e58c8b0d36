import { Clock, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { disclaimerLevelFor } from './severity';
import { ItemPicker } from './item-picker';
import { ResolutionSummary } from './resolution-summary';
import { useSafetyCheck } from './safety-api';
import { DayPlan, OtherTiming, TimingList } from './timing-list';

/**
 * Timing guidance for a list (with food, empty stomach, time of day, spacing) and a day plan:
 * the cabinet is included by default with each entry's frequency (twice daily = two slots).
 */
export function TimingPlanner() {
  const [items, setItems] = useState<string[]>([]);
  const [includeCabinet, setIncludeCabinet] = useState(true);
  const check = useSafetyCheck();
  const result = check.data;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (items.length > 0 || includeCabinet) check.mutate({ items, includeCabinet });
  }

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} aria-label="Timing guide" className="space-y-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <ItemPicker label="Medicines and supplements" items={items} onChange={setItems} placeholder="e.g. levothyroxine, iron, calcium" />
        <div className="flex items-center gap-3">
          <Switch id="timing-cabinet" checked={includeCabinet} onCheckedChange={setIncludeCabinet} />
          <label htmlFor="timing-cabinet" className="text-sm text-ink">
            Include everything in my medicine cabinet
          </label>
        </div>
        <Button type="submit" size="lg" disabled={check.isPending || (items.length === 0 && !includeCabinet)}>
          {check.isPending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Clock aria-hidden="true" className="size-5" />}
          {check.isPending ? 'Planning...' : 'Show when to take them'}
        </Button>
      </form>
      {check.isError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4">
          {check.error.message}
        </p>
      )}
      {result && (
        <section aria-labelledby="timing-heading" aria-live="polite" className="space-y-6">
          <h2 id="timing-heading" className="text-2xl font-semibold">
            Your day plan
          </h2>
          <ResolutionSummary check={result} onPick={(input, s) => setItems(items.map((i) => (i === input ? s : i)))} />
          {result.resolved.length === 0 ? (
            <p className="text-muted">Add medicines or supplements (or some to your cabinet) to get a plan.</p>
          ) : (
            <TieredContentWrapper level={disclaimerLevelFor(result) === 'critical' ? 'critical' : 'advanced'}>
              <div className="space-y-6">
                <DayPlan schedule={result.schedule} />
                <TimingList timing={result.timing} />
                <OtherTiming timing={result.otherTiming} />
              </div>
            </TieredContentWrapper>
          )}
        </section>
      )}
    </div>
  );
}
