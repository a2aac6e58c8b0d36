/**
 * A safety check as the API sends it (core's safetyCheckResponseSchema): every cited source once
 * in `sources`, each finding pointing into that list by position. The engine and the chat keep
 * their per-finding `sources`; only the HTTP answer shares them (a 40-item answer cited the same
 * monographs some 200 times).
 */
import type { SafetyCheckResponse } from '@thrivewell/core/contracts/safety-check-response';
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import type { SafetyCheck } from './safety-check';
import type { Source } from './source';

export function shareSources(check: SafetyCheck & { gated: GatedFeature[] }): SafetyCheckResponse {
  const sources: Source[] = [];
  const positionOf = new Map<string, number>();
  const indexesOf = (list: readonly Source[]): number[] => {
    const out: number[] = [];
    for (const source of list) {
      let at = positionOf.get(source.url);
      if (at === undefined) {
        at = sources.push(source) - 1;
        positionOf.set(source.url, at);
      }
      if (!out.includes(at)) out.push(at);
    }
    return out;
  };
  // The finding's own fields in their order, `sources` swapped for `sourceIndexes` at the end (a
  // copy by hand: object rest, `{ sources, ...finding }`, was most of this function's time).
  const withIndexes = <T extends { sources: readonly Source[] }>(finding: T): Omit<T, 'sources'> & { sourceIndexes: number[] } => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(finding)) if (key !== 'sources') out[key] = finding[key as keyof T];
    out.sourceIndexes = indexesOf(finding.sources);
    return out as Omit<T, 'sources'> & { sourceIndexes: number[] };
  };
  return {
    resolved: check.resolved,
    unresolved: check.unresolved,
    interactions: check.interactions.map(withIndexes),
    timing: check.timing.map(withIndexes),
    otherTiming: check.otherTiming.map(withIndexes),
    timingTips: check.timingTips,
    schedule: check.schedule,
    gated: check.gated,
    sources,
  };
}
