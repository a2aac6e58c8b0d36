/**
 * Drug–drug interaction rules for lithium.
 */
import { dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';
import { lowDoseAspirin } from './shared-wording';

export const lithiumRules: InteractionRule[] = [
  // ------------------------------------------------------------ lithium
  ...([['thiazide-diuretic', 'Thiazide diuretics such as hydrochlorothiazide', 'Hydrochlorothiazide'], ['ace-inhibitor', 'ACE inhibitors such as lisinopril', 'Lisinopril'], ['arb', 'Angiotensin receptor blockers such as losartan', 'Losartan'], ['nsaid', 'NSAIDs such as ibuprofen or naproxen', 'Ibuprofen']] as const).map(([c, label, drugName]) =>
    rule(`lithium+${c}`, 'lithium', `class:${c}`, 'major', 'established', {
      summary: `${label} can raise lithium to toxic levels, with shaking, confusion, vomiting, unsteadiness and, in severe cases, seizures or kidney damage.`,
      mechanism: 'They make the kidneys hold on to lithium.',
      management: 'Talk to your prescriber before starting; lithium levels are usually checked within a week and the dose may be lowered. Know the signs of lithium toxicity.',
    }, [dailyMed('Lithium'), dailyMed(drugName)], c === 'nsaid' ? lowDoseAspirin : undefined),
  ),

  rule('lithium+loop-diuretic', 'lithium', 'class:loop-diuretic', 'moderate', 'probable', {
    summary: 'Loop diuretics such as furosemide can raise lithium levels, though less than thiazides.',
    mechanism: 'Salt and fluid loss makes the kidneys hold on to lithium.',
    management: 'Your prescriber may check lithium levels after a change; drink enough fluids and know the signs of lithium toxicity.',
  }, [dailyMed('Lithium'), dailyMed('Lasix')]),

];
