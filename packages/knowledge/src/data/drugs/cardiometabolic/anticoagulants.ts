/**
 * Anticoagulants (blood thinners): warfarin, the DOACs and heparins. Side effects and warnings are
 * our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const thinners = S.medlineBloodThinners;
const doacSide = ['Bruising easily', 'Nosebleeds', 'Bleeding gums', 'Heavier periods'];
const doacSerious = [
  'Serious bleeding: black or bloody stools, blood in urine, vomiting blood',
  'Bleeding in the brain (sudden severe headache, weakness)',
  'Blood clot around the spine after spinal or epidural procedures',
];
const doacStopBox =
  'Boxed warning: stopping it early raises the risk of stroke and blood clots; talk to your prescriber before stopping, even for surgery or dental work.';
const spinalBox =
  'Boxed warning: spinal or epidural anaesthesia or a spinal puncture while taking it can cause a blood clot around the spinal cord and paralysis.';

export const anticoagulantDrugs: Substance[] = [
  // ------------------------------------------------------------------ anticoagulants
  drug('warfarin', 'Warfarin', ['vitamin-k-antagonist'], {
    brands: ['Coumadin', 'Jantoven', 'Marevan'],
    synonyms: ['warfarin sodium', 'warafin'],
    sideEffects: ['Bruising easily', 'Bleeding gums or nosebleeds', 'Heavier periods', 'Nausea'],
    seriousSideEffects: [
      'Major bleeding: black stools, blood in urine, vomiting blood, severe headache',
      'Painful purple toes',
      'Skin or tissue death (calciphylaxis or necrosis, rare)',
    ],
    warnings: [
      'Boxed warning: it can cause major or fatal bleeding; regular INR blood tests guide the dose.',
      'Many medicines, supplements and foods change its effect; keep your vitamin K intake steady and tell your care team before any change.',
    ],
    sources: [thinners, S.odsVitaminK, S.fdaCyp],
  }),
  drug('apixaban', 'Apixaban', ['doac'], {
    brands: ['Eliquis'],
    synonyms: ['apixiban', 'apixaban tablets'],
    sideEffects: doacSide,
    seriousSideEffects: doacSerious,
    warnings: [
      doacStopBox,
      spinalBox,
      'Drugs that block both CYP3A4 and P-glycoprotein strongly (such as ketoconazole or ritonavir) raise its level, and strong inducers (such as rifampin or St John’s wort) lower it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('rivaroxaban', 'Rivaroxaban', ['doac'], {
    brands: ['Xarelto'],
    synonyms: ['rivaroxiban', 'rivaroxaban tablets'],
    sideEffects: doacSide,
    seriousSideEffects: doacSerious,
    warnings: [
      doacStopBox,
      spinalBox,
      'The 15 mg and 20 mg tablets are taken with food; strong combined CYP3A4 and P-glycoprotein blockers and strong inducers should be avoided with it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('dabigatran', 'Dabigatran', ['doac', 'pgp-substrate'], {
    brands: ['Pradaxa'],
    synonyms: ['dabigatran etexilate', 'dabigatrin'],
    sideEffects: ['Indigestion or heartburn', 'Stomach pain', 'Bruising easily', 'Nosebleeds'],
    seriousSideEffects: [...doacSerious.slice(0, 2), 'Stomach or bowel bleeding', 'Serious allergic reaction (rare)'],
    warnings: [
      doacStopBox,
      spinalBox,
      'Capsules are swallowed whole and kept in the original container; P-glycoprotein blockers raise its level and rifampin lowers it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('edoxaban', 'Edoxaban', ['doac', 'pgp-substrate'], {
    brands: ['Savaysa', 'Lixiana'],
    synonyms: ['edoxiban', 'edoxaban tosylate'],
    sideEffects: ['Bruising or minor bleeding', 'Rash', 'Anemia'],
    seriousSideEffects: doacSerious,
    warnings: [
      'Boxed warning: in atrial fibrillation it works less well when kidney function is very high (creatinine clearance above 95 mL/min).',
      doacStopBox,
      spinalBox,
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('enoxaparin', 'Enoxaparin', ['anticoagulant'], {
    brands: ['Lovenox', 'Clexane', 'Inhixa'],
    synonyms: ['enoxaparin sodium', 'enoxaprin', 'LMWH'],
    sideEffects: ['Bruising or pain at the injection site', 'Bleeding', 'Anemia', 'Raised liver tests'],
    seriousSideEffects: [
      'Major bleeding',
      'Low platelets with clots (heparin-induced thrombocytopenia)',
      'Blood clot around the spine after spinal or epidural procedures',
    ],
    warnings: [spinalBox, 'Platelets are checked; tell your care team if you have ever had heparin-induced thrombocytopenia.'],
    sources: [thinners],
  }),
  drug('heparin', 'Heparin', ['anticoagulant'], {
    synonyms: ['heparin sodium', 'unfractionated heparin', 'UFH'],
    sideEffects: ['Bruising or irritation at the injection site', 'Bleeding from gums or wounds', 'Chills or fever'],
    seriousSideEffects: ['Major bleeding', 'Low platelets with clots (heparin-induced thrombocytopenia)', 'Serious allergic reaction'],
    warnings: [
      'Fatal mix-ups between heparin strengths have happened; the concentration on each vial is checked before use.',
      'Heparin-induced thrombocytopenia can cause serious clots; platelet counts are monitored.',
    ],
    sources: [thinners],
  }),
];
