/** The essential-oil and natural-remedy libraries, with names resolved for display. */
import { essentialOils } from './data/essential-oils';
import { naturalRemedies } from './data/remedies';
import { refName } from './knowledge-base';
import type { EssentialOil, NaturalRemedy, OilInteraction } from './types';

export type DisplayInteraction = OilInteraction & { withName: string };
export type EssentialOilView = Omit<EssentialOil, 'interactions'> & { interactions: DisplayInteraction[] };
export type NaturalRemedyView = Omit<NaturalRemedy, 'interactions'> & { interactions: DisplayInteraction[] };

const withNames = (list: readonly OilInteraction[]): DisplayInteraction[] => list.map((i) => ({ ...i, withName: refName(i.with) }));

export const essentialOilLibrary: readonly EssentialOilView[] = essentialOils
  .map((o) => ({ ...o, interactions: withNames(o.interactions) }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const naturalRemedyLibrary: readonly NaturalRemedyView[] = naturalRemedies
  .map((r) => ({ ...r, interactions: withNames(r.interactions) }))
  .sort((a, b) => a.name.localeCompare(b.name));
