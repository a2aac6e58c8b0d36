/**
 * Plain-language guides for every marker in the catalogue (blood panels, the urine dipstick and the
 * urine's colour and clarity), keyed by LOINC code: what a marker measures, common reasons for high and low results, what to
 * ask a clinician, and the sources. Educational wellness information, never a diagnosis.
 */
import { bloodCountGuides } from './data/guides/blood-count';
import { metabolicGuides } from './data/guides/metabolic';
import { liverGuides } from './data/guides/liver';
import { lipidsDiabetesGuides } from './data/guides/lipids-diabetes';
import { thyroidGuides } from './data/guides/thyroid';
import { vitaminsIronGuides } from './data/guides/vitamins-iron';
import { heartInflammationGuides } from './data/guides/heart-inflammation';
import { hormoneGuides } from './data/guides/hormones';
import { urineGuides } from './data/guides/urine';
import { panels, type MarkerGuide, type PanelId } from './guide-types';

export { panels };
export type { MarkerGuide, PanelId };

export const markerGuides: readonly MarkerGuide[] = [
  ...bloodCountGuides,
  ...metabolicGuides,
  ...liverGuides,
  ...lipidsDiabetesGuides,
  ...thyroidGuides,
  ...vitaminsIronGuides,
  ...heartInflammationGuides,
  ...hormoneGuides,
  ...urineGuides,
];

/** Every LOINC code a guide answers for (its own and its other codes). */
const byLoinc: ReadonlyMap<string, MarkerGuide> = new Map(
  markerGuides.flatMap((g) => [g.loinc, ...(g.otherLoinc ?? [])].map((code): [string, MarkerGuide] => [code, g])),
);

/** The guide for a LOINC code (any of the marker's codes), or undefined when there is none. */
export function guideFor(loinc: string): MarkerGuide | undefined {
  return byLoinc.get(loinc.trim());
}

/** The primary LOINC code of the marker a code belongs to (the code itself when no guide has it). */
export function primaryLoinc(loinc: string): string {
  return guideFor(loinc)?.loinc ?? loinc.trim();
}

const fold = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Guides whose name, other names, LOINC code or text mention every word of the query, in an
 * optional panel; the whole list for an empty query. Name matches come first.
 */
export function searchGuides(query: string, panel?: PanelId): MarkerGuide[] {
  const words = fold(query).split(' ').filter(Boolean);
  const inPanel = markerGuides.filter((g) => !panel || g.panel === panel);
  if (words.length === 0) return [...inPanel];
  const scored: { guide: MarkerGuide; score: number }[] = [];
  for (const guide of inPanel) {
    const names = fold([guide.name, ...guide.aka, guide.loinc, ...(guide.otherLoinc ?? [])].join(' '));
    const text = fold([guide.measures, ...guide.high, ...guide.low].join(' '));
    const inNames = words.every((w) => names.includes(w));
    if (inNames) scored.push({ guide, score: 0 });
    else if (words.every((w) => names.includes(w) || text.includes(w))) scored.push({ guide, score: 1 });
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.guide);
}
