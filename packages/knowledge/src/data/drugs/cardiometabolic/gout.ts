/**
 * Gout medicines. Side effects and warnings are our own summaries of each FDA label on DailyMed
 * (always cited by drug()).
 */
import { S, medlinePlus, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const gout = medlinePlus('gout', 'Gout');

export const goutDrugs: Substance[] = [
  // ------------------------------------------------------------------ gout
  drug('allopurinol', 'Allopurinol', ['xanthine-oxidase-inhibitor'], {
    brands: ['Zyloprim', 'Aloprim', 'Zyloric'],
    synonyms: ['allopurinal', 'alopurinol', 'allopurinol tablets'],
    sideEffects: ['Rash', 'Gout flares in the first months', 'Nausea', 'Diarrhea'],
    seriousSideEffects: ['Severe skin reactions (blistering rash, DRESS)', 'Liver problems', 'Kidney problems'],
    warnings: [
      'Contact your prescriber at the first sign of a rash; severe skin reactions are more likely with the HLA-B*58:01 gene and with kidney disease.',
      'It greatly raises levels of azathioprine and mercaptopurine, whose doses must be cut sharply.',
      'Drink plenty of fluids while taking it.',
    ],
    sources: [gout, mesh('Gout Suppressants')],
  }),
  drug('febuxostat', 'Febuxostat', ['xanthine-oxidase-inhibitor'], {
    brands: ['Uloric', 'Adenuric'],
    synonyms: ['febuxostate', 'febuxistat'],
    sideEffects: ['Gout flares in the first months', 'Abnormal liver tests', 'Nausea', 'Joint pain', 'Rash'],
    seriousSideEffects: ['Heart-related death, heart attack or stroke', 'Liver injury', 'Severe skin reactions'],
    warnings: [
      'Boxed warning: it raised the risk of heart-related death compared with allopurinol, so it is kept for people who cannot take allopurinol.',
      'It must not be combined with azathioprine or mercaptopurine.',
    ],
    sources: [gout, mesh('Gout Suppressants')],
  }),
  drug('colchicine', 'Colchicine', ['cyp3a4-sensitive-substrate', 'pgp-substrate'], {
    brands: ['Colcrys', 'Mitigare', 'Gloperba', 'Lodoco'],
    synonyms: ['colchicin', 'colchicine tablets', 'colcichine'],
    sideEffects: ['Diarrhea', 'Nausea', 'Stomach cramps', 'Vomiting'],
    seriousSideEffects: [
      'Muscle weakness or pain (myopathy)',
      'Low blood counts (infections, bruising)',
      'Numbness or tingling',
      'Toxicity when levels are raised by other drugs',
    ],
    warnings: [
      'Strong CYP3A4 or P-glycoprotein blockers, such as clarithromycin, can raise its level to toxic amounts; in kidney or liver disease these combinations are not allowed.',
      'Overdose can be fatal; keep it out of reach of children.',
      'Grapefruit juice can raise its level.',
    ],
    sources: [gout, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('probenecid', 'Probenecid', [], {
    brands: ['Probalan'],
    synonyms: ['probenicid', 'probenecid tablets'],
    sideEffects: ['Headache', 'Loss of appetite', 'Nausea', 'Gout flares when starting'],
    seriousSideEffects: ['Uric acid kidney stones', 'Serious allergic reaction', 'Blood disorders (rare)'],
    warnings: [
      'Drink plenty of fluids to lower the chance of uric acid kidney stones.',
      'It raises levels of several drugs, including methotrexate and penicillins, and aspirin works against it.',
    ],
    sources: [gout, mesh('Uricosuric Agents')],
  }),
];
