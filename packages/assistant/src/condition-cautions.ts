/**
 * Conditions that change whether a common medicine suits someone (label warnings, in our own
 * words): NSAIDs with high blood pressure, kidney disease, heart failure, stomach ulcers or
 * bleeding and asthma; decongestants with high blood pressure or heart disease; paracetamol with
 * liver disease; sedating antihistamines with glaucoma or an enlarged prostate.
 */
import type { SourceLike } from './answer';

export interface ConditionCaution {
  /** Class ids (without 'class:') or substance ids the caution is about. */
  refs: string[];
  /** Matches the person's condition text. */
  condition: RegExp;
  /** How the answer names the condition. */
  label: string;
  note: string;
  sources: SourceLike[];
}

const nsaidSources: SourceLike[] = [
  { title: 'MedlinePlus: Ibuprofen', url: 'https://medlineplus.gov/druginfo/meds/a682159.html' },
  { title: 'FDA: NSAID Medication Guide', url: 'https://www.fda.gov/media/70040/download' },
];

export const conditionCautions: readonly ConditionCaution[] = [
  { refs: ['nsaid'], condition: /hypertension|high blood pressure/i, label: 'high blood pressure', note: 'NSAIDs can raise blood pressure and blunt blood pressure medicines.', sources: nsaidSources },
  { refs: ['nsaid'], condition: /kidney|renal|ckd/i, label: 'kidney disease', note: 'NSAIDs can reduce kidney function; people with kidney disease are usually told to avoid them.', sources: nsaidSources },
  { refs: ['nsaid'], condition: /heart failure|heart disease|coronary|heart attack|stroke/i, label: 'heart disease', note: 'NSAIDs raise the risk of heart attack and stroke and can worsen heart failure.', sources: nsaidSources },
  { refs: ['nsaid'], condition: /ulcer|gastro\w* bleed|gi bleed|stomach bleed/i, label: 'stomach ulcers or bleeding', note: 'NSAIDs can cause stomach ulcers and bleeding.', sources: nsaidSources },
  { refs: ['nsaid'], condition: /asthma/i, label: 'asthma', note: 'Some people with asthma react to aspirin and other NSAIDs with wheezing.', sources: nsaidSources },
  { refs: ['decongestant'], condition: /hypertension|high blood pressure|heart disease|coronary/i, label: 'high blood pressure or heart disease', note: 'Oral decongestants such as pseudoephedrine raise blood pressure and heart rate; ask a pharmacist for an alternative.', sources: [{ title: 'MedlinePlus: Pseudoephedrine', url: 'https://medlineplus.gov/druginfo/meds/a682619.html' }] },
  { refs: ['acetaminophen'], condition: /liver|hepat|cirrho/i, label: 'liver disease', note: 'With liver disease the safe daily dose of paracetamol (acetaminophen) is lower; ask your doctor for your limit.', sources: [{ title: 'MedlinePlus: Acetaminophen', url: 'https://medlineplus.gov/druginfo/meds/a681004.html' }] },
  { refs: ['antihistamine-sedating'], condition: /glaucoma|prostate|bph/i, label: 'glaucoma or an enlarged prostate', note: 'Sedating antihistamines such as diphenhydramine can worsen glaucoma and make it hard to pass urine.', sources: [{ title: 'MedlinePlus: Diphenhydramine', url: 'https://medlineplus.gov/druginfo/meds/a682539.html' }] },
];
