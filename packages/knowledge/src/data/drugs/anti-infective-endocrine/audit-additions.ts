/**
 * Drugs added after the interaction audit: sofosbuvir and ledipasvir-sofosbuvir (hepatitis C), the
 * carbapenems meropenem, ertapenem and imipenem-cilastatin, and riociguat. They stay last so the
 * knowledge base keeps its order. Facts follow each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { HCV_BOXED } from './hepatitis-c-wording';

export const auditAdditionDrugs: Substance[] = [
  // ------------------------------------------------------------------ added after the interaction audit
  drug('sofosbuvir', 'Sofosbuvir', [], {
    brands: ['Sovaldi'],
    sideEffects: ['tiredness', 'headache', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['a very slow heartbeat when taken with amiodarone', 'hepatitis B flare in people who had it'],
    warnings: [HCV_BOXED, 'Serious slowing of the heart has happened when it was taken with amiodarone, so that pair is not recommended.'],
  }),
  drug('ledipasvir-sofosbuvir', 'Ledipasvir and sofosbuvir', [], {
    components: ['sofosbuvir'],
    brands: ['Harvoni'],
    sideEffects: ['tiredness', 'headache', 'weakness'],
    seriousSideEffects: ['a very slow heartbeat when taken with amiodarone', 'hepatitis B flare in people who had it'],
    warnings: [HCV_BOXED, 'Acid reducers lower ledipasvir absorption; follow the label’s spacing advice.'],
  }),
  drug('meropenem', 'Meropenem', ['antibiotic'], {
    brands: ['Merrem'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'rash', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('ertapenem', 'Ertapenem', ['antibiotic'], {
    brands: ['Invanz'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('imipenem-cilastatin', 'Imipenem and cilastatin', ['antibiotic', 'seizure-threshold-lowering'], {
    brands: ['Primaxin'],
    sideEffects: ['nausea', 'diarrhoea', 'rash', 'pain at the injection site'],
    seriousSideEffects: ['seizures', 'severe allergic reaction', 'C. difficile diarrhoea'],
    warnings: ['It lowers valproate levels sharply, which can bring back seizures, so the two are not used together.'],
  }),
  drug('riociguat', 'Riociguat', ['antihypertensive'], {
    brands: ['Adempas'],
    sideEffects: ['headache', 'dizziness', 'indigestion', 'swelling of the legs', 'low blood pressure'],
    seriousSideEffects: ['severe birth defects', 'fainting from low blood pressure', 'bleeding, including coughing up blood'],
    warnings: [
      'Boxed warning: it causes birth defects; pregnancy must be excluded and prevented.',
      'It must not be taken with nitrates or PDE5 inhibitors such as sildenafil or tadalafil, because blood pressure can fall dangerously.',
    ],
  }),
];
