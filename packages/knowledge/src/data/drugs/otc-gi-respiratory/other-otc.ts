/**
 * Other common OTC products: orlistat (weight loss), nicotine replacement and phenazopyridine
 * (urinary pain relief). Side effects and warnings are our own summaries of each FDA label on
 * DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';

export const otherOtcDrugs: Substance[] = [
  // ------------------------------------------------------------------ other OTC
  drug('orlistat', 'Orlistat', [], {
    brands: ['Xenical', 'Alli'],
    synonyms: ['orlistate', 'orlistat capsules', 'tetrahydrolipstatin'],
    sideEffects: ['Oily spotting', 'Gas with oily discharge', 'Urgent or more frequent bowel movements', 'Oily or fatty stools', 'Stomach pain'],
    seriousSideEffects: ['Severe liver injury (rare)', 'Kidney stones or kidney damage from oxalate', 'Gallstones'],
    warnings: [
      'It lowers absorption of vitamins A, D, E and K; take a multivitamin at least 2 hours before or after orlistat, such as at bedtime.',
      'It can reduce absorption of levothyroxine, cyclosporine and some seizure medicines; ask your pharmacist how to space them.',
      'Report itching, yellow skin or eyes, dark urine or pale stools, which can signal liver injury.',
    ],
  }),
  drug('nicotine', 'Nicotine', [], {
    brands: ['NicoDerm CQ', 'Nicorette', 'Nicotrol', 'Habitrol', 'NiQuitin', 'Nicotinell'],
    synonyms: ['nicotine patch', 'nicotine gum', 'nicotine lozenge', 'nicotine replacement', 'nicotine replacement therapy', 'NRT', 'nicotine inhaler'],
    sideEffects: ['Skin redness or itching under the patch', 'Vivid dreams or trouble sleeping (patch)', 'Mouth, throat or jaw soreness (gum, lozenge)', 'Hiccups', 'Nausea', 'Headache'],
    seriousSideEffects: ['Fast or irregular heartbeat', 'Signs of too much nicotine: vomiting, dizziness, weakness, racing heart', 'Severe allergic or skin reaction'],
    warnings: [
      'Keep new and used patches, gum and lozenges away from children and pets; even used products hold enough nicotine to harm them.',
      'Ask a doctor before use if you have had a recent heart attack, an irregular heartbeat or high blood pressure that is not controlled.',
      'If you take medicine for depression or asthma, tell your prescriber you are quitting smoking, as doses may need adjusting.',
    ],
  }),
  drug('phenazopyridine', 'Phenazopyridine', [], {
    brands: ['AZO Urinary Pain Relief', 'AZO Standard', 'Pyridium', 'Uristat', 'Baridium'],
    synonyms: ['phenazopyridine hcl', 'phenazopyradine', 'phenazopiridine', 'azo'],
    sideEffects: ['Orange or red urine (harmless)', 'Headache', 'Upset stomach', 'Dizziness'],
    seriousSideEffects: ['Bluish skin or shortness of breath (methemoglobinemia)', 'Breakdown of red blood cells, especially with G6PD deficiency', 'Yellow skin or eyes or reduced urine (liver or kidney problems)'],
    warnings: [
      'It only eases burning and urgency; it does not treat infection, so see a prescriber about a suspected urinary tract infection and do not use it for more than 2 days.',
      'It colours urine and sometimes tears orange-red and can stain contact lenses and clothing.',
      'Ask a doctor before use if you have kidney disease or G6PD deficiency.',
    ],
  }),
];
