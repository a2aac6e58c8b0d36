import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TieredContentWrapper } from './tiered-content-wrapper';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import { GatedNotices } from './gated-notice';
import { InteractionList } from './interaction-list';
import { ItemPicker } from './item-picker';
import { ResolutionSummary } from './resolution-summary';
import { useCabinet, useSafetyCheck } from './safety-api';
import { disclaimerLevelFor } from './severity';
import { DayPlan, OtherTiming, TimingList } from './timing-list';

interface InteractionCheckerProps {
  /** Signed in: the medicine cabinet is included (a switch turns it off). */
  signedIn: boolean;
  initialItems?: string[];
  /** Start with the cabinet included; on by default for a signed-in person. */
  includeCabinetByDefault?: boolean;
  examples?: string[][];
}

/** How many items a check will cover: the typed ones plus the active cabinet entries not typed again. */
export function itemsToCheck(typed: readonly string[], cabinetNames: readonly string[]): number {
  const seen = new Set(typed.map((i) => i.trim().toLowerCase()));
  return typed.length + cabinetNames.filter((n) => !seen.has(n.trim().toLowerCase())).length;
}

/** Type a list, check it, read every finding with its severity, advice and sources. */
export function InteractionChecker({ signedIn, initialItems = [], includeCabinetByDefault = true, examples = [] }: InteractionCheckerProps) {
  const [items, setItems] = useState<string[]>(initialItems);
  const [includeCabinet, setIncludeCabinet] = useState(includeCabinetByDefault && signedIn);
  const withCabinet = signedIn && includeCabinet;
  const cabinet = useCabinet(withCabinet);
  const cabinetNames = withCabinet ? (cabinet.data?.items.filter((i) => i.active).map((i) => i.name) ?? []) : [];
  const total = itemsToCheck(items, cabinetNames);
  const check = useSafetyCheck();
  const result = check.data;
  const canSubmit = items.length > 0 || withCabinet;

  function run(list: string[]) {
    check.mutate({ items: list, includeCabinet: withCabinet });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (canSubmit) run(items);
  }

  function pickSuggestion(input: string, suggestion: string) {
    const next = items.map((i) => (i === input ? suggestion : i));
    setItems(next);
    run(next);
  }

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-label="Interaction check">
        <ItemPicker label="Medicines, supplements and foods" items={items} onChange={setItems} />
        {examples.length > 0 && items.length === 0 && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            Try an example:
            {examples.map((ex) => (
              <button key={ex.join('+')} type="button" onClick={() => setItems(ex)} className="rounded-full border border-border px-3 py-1 font-medium text-brand hover:bg-surface-2">
                {ex.join(' + ')}
              </button>
            ))}
          </p>
        )}
        {signedIn && (
          <div className="flex items-center gap-3">
            <Switch id="include-cabinet" checked={includeCabinet} onCheckedChange={setIncludeCabinet} />
            <label htmlFor="include-cabinet" className="text-sm text-ink">
              Include everything in my medicine cabinet
              {withCabinet && cabinet.data && <span className="text-muted"> ({cabinetNames.length} {cabinetNames.length === 1 ? 'item' : 'items'})</span>}
            </label>
          </div>
        )}
        <Button type="submit" size="lg" disabled={!canSubmit || check.isPending} className="w-full sm:w-auto">
          {check.isPending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <ShieldCheck aria-hidden="true" className="size-5" />}
          {check.isPending ? 'Checking...' : 'Check interactions'}
        </Button>
        {items.length > 0 && total < 2 && (!withCabinet || cabinet.data) && <p className="text-sm text-muted">Add at least one more item to check a pair.</p>}
      </form>

      {check.isError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4 text-ink">
          {check.error.message}
        </p>
      )}

      {result && (
        <section aria-labelledby="results-heading" aria-live="polite" className="space-y-6">
          <h2 id="results-heading" className="text-2xl font-semibold">
            {result.interactions.length === 0 ? 'Results' : `${result.interactions.length} ${result.interactions.length === 1 ? 'interaction' : 'interactions'} found`}
          </h2>
          <ResolutionSummary check={result} onPick={pickSuggestion} />
          <TieredContentWrapper level={disclaimerLevelFor(result)}>
            <InteractionList interactions={result.interactions} emptyText={result.resolved.length < 2 ? 'Add two or more recognised items to check them against each other.' : undefined} />
          </TieredContentWrapper>
          <GatedNotices gated={result.gated} />
          {result.timing.length > 0 && (
            <div className="space-y-4">
              <h2 className="text-2xl font-semibold">When to take them</h2>
              <DayPlan schedule={result.schedule} />
              <TimingList timing={result.timing} />
              <OtherTiming timing={result.otherTiming} />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
