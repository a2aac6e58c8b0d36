/**
 * Everyday names of medicine groups ("blood thinners", "statins") with common members, so "is
 * ibuprofen safe with blood thinners?" can be checked against real examples instead of answered
 * with "not recognised". The members are generic names the knowledge base resolves (tested).
 */
import { normalizeName } from '@thrivewell/knowledge/normalize';

export interface MedicineGroup {
  /** How the answer names the group. */
  label: string;
  /** Phrases (normalised) that name the group. */
  phrases: string[];
  /** Common members, checked one by one. */
  examples: string[];
}

export const medicineGroups: readonly MedicineGroup[] = [
  { label: 'blood thinners', phrases: ['blood thinner', 'blood thinners', 'anticoagulant', 'anticoagulants'], examples: ['warfarin', 'apixaban', 'rivaroxaban'] },
  { label: 'statins', phrases: ['statin', 'statins', 'cholesterol medication', 'cholesterol medicine', 'cholesterol pills'], examples: ['atorvastatin', 'simvastatin', 'rosuvastatin'] },
  { label: 'SSRI antidepressants', phrases: ['ssri', 'ssris', 'antidepressant', 'antidepressants'], examples: ['sertraline', 'fluoxetine', 'citalopram'] },
  { label: 'NSAID pain relievers', phrases: ['nsaid', 'nsaids', 'anti inflammatory', 'anti inflammatories', 'painkiller', 'painkillers', 'pain killers', 'pain reliever', 'pain relievers'], examples: ['ibuprofen', 'naproxen', 'aspirin'] },
  { label: 'antibiotics', phrases: ['antibiotic', 'antibiotics'], examples: ['amoxicillin', 'doxycycline', 'ciprofloxacin'] },
  { label: 'beta-blockers', phrases: ['beta blocker', 'beta blockers'], examples: ['metoprolol', 'atenolol', 'propranolol'] },
  { label: 'blood pressure medicines', phrases: ['blood pressure medication', 'blood pressure medicine', 'blood pressure meds', 'blood pressure pills', 'blood pressure tablets'], examples: ['lisinopril', 'amlodipine', 'losartan'] },
  { label: 'diabetes medicines', phrases: ['diabetes medication', 'diabetes medicine', 'diabetes meds', 'diabetes pills'], examples: ['metformin', 'glipizide', 'sitagliptin'] },
];

const byPhrase = new Map(medicineGroups.flatMap((g) => g.phrases.map((p) => [p, g] as const)));

/** The groups a message names ("… with blood thinners?"), longest phrase first, each once. */
export function groupsIn(message: string): MedicineGroup[] {
  const text = ` ${normalizeName(message)} `;
  const found = new Set<MedicineGroup>();
  const phrases = [...byPhrase.keys()].sort((a, b) => b.length - a.length);
  let rest = text;
  for (const phrase of phrases) {
    if (rest.includes(` ${phrase} `)) {
      found.add(byPhrase.get(phrase)!);
      rest = rest.replace(` ${phrase} `, ' ');
    }
  }
  return [...found];
}

/** The words of group phrases, so they are not reported as unknown names. */
export const groupWords: ReadonlySet<string> = new Set(medicineGroups.flatMap((g) => g.phrases.flatMap((p) => p.split(' '))));
