/**
 * Drug–drug interaction rules for antibiotics.
 */
import { dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const antibioticRules: InteractionRule[] = [
  // ------------------------------------------------------------ antibiotics
  rule('fluoroquinolone+corticosteroid', 'class:fluoroquinolone', 'class:corticosteroid', 'moderate', 'established', {
    summary: 'A fluoroquinolone with an oral steroid such as prednisone raises the risk of tendon inflammation and rupture, especially after age 60.',
    mechanism: 'Both weaken tendon tissue; the fluoroquinolone label has a boxed warning about this.',
    management: 'Rest and tell your prescriber straight away about any tendon pain, swelling or a snap or pop, often at the back of the ankle.',
  }, [dailyMed('Cipro'), dailyMed('Levofloxacin')]),

  rule('clarithromycin+calcium-channel-blocker', 'clarithromycin', 'class:calcium-channel-blocker', 'moderate', 'probable', {
    summary: 'Clarithromycin raises the levels of calcium channel blockers such as amlodipine or nifedipine, which can cause low blood pressure and kidney injury, especially in older adults.',
    mechanism: 'Clarithromycin blocks CYP3A4, which clears these blood-pressure medicines.',
    management: 'Ask whether another antibiotic (for example azithromycin) would suit you; report dizziness or fainting.',
  }, [dailyMed('Biaxin')]),

  rule('isotretinoin+tetracycline', 'isotretinoin', 'class:tetracycline', 'major', 'established', {
    summary: 'Tetracycline antibiotics such as doxycycline or minocycline with isotretinoin raise the risk of raised pressure around the brain (pseudotumor cerebri): severe headache and vision problems.',
    mechanism: 'Both can raise pressure in the fluid around the brain.',
    management: 'The isotretinoin label advises against this pair. Tell your dermatologist about any antibiotic.',
  }, [dailyMed('Isotretinoin')]),

];
