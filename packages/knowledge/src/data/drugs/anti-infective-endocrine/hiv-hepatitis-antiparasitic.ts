/**
 * HIV medicines (integrase inhibitors, NNRTIs, NRTIs), hepatitis C medicines, antimalarials and
 * antiparasitics. (HIV boosters and protease inhibitors are in antivirals.ts.) Facts follow each
 * drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { HCV_BOXED } from './hepatitis-c-wording';

const HBV_BOXED = 'Boxed warning: in people who also have hepatitis B, stopping it can cause a severe flare of hepatitis, so liver tests continue for several months after stopping.';
const INTEGRASE_MINERALS = 'Antacids, laxatives and supplements containing aluminium, magnesium, calcium or iron bind it in the gut; follow the label’s spacing advice or take calcium and iron together with food.';

export const hivHepatitisAntiparasiticDrugs: Substance[] = [
  // ------------------------------------------------------------------ HIV: integrase inhibitors, NNRTIs, NRTIs
  drug('bictegravir-emtricitabine-tenofovir', 'Bictegravir, emtricitabine and tenofovir alafenamide', ['antiviral', 'cation-chelating', 'nephrotoxic'], {
    components: ['tenofovir'],
    brands: ['Biktarvy'],
    synonyms: ['BIC/FTC/TAF', 'biktarvi'],
    sideEffects: ['diarrhoea', 'nausea', 'headache'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'lactic acidosis'],
    warnings: [HBV_BOXED, INTEGRASE_MINERALS, 'It must not be combined with dofetilide or rifampin.'],
  }),
  drug('elvitegravir-cobicistat-emtricitabine-tenofovir', 'Elvitegravir, cobicistat, emtricitabine and tenofovir', ['antiviral', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor', 'cation-chelating', 'nephrotoxic'], {
    components: ['cobicistat', 'tenofovir'],
    brands: ['Genvoya', 'Stribild'],
    synonyms: ['E/C/F/TAF'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'tiredness'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'lactic acidosis', 'bone thinning'],
    warnings: [HBV_BOXED, 'Its cobicistat strongly blocks CYP3A4, so many medicines are not allowed with it.', INTEGRASE_MINERALS],
    sources: [S.fdaCyp],
  }),
  drug('dolutegravir', 'Dolutegravir', ['antiviral', 'cation-chelating'], {
    brands: ['Tivicay', 'Tivicay PD'],
    synonyms: ['DTG'],
    sideEffects: ['trouble sleeping', 'headache', 'tiredness', 'nausea'],
    seriousSideEffects: ['severe allergic reactions', 'liver injury', 'depression or suicidal thoughts'],
    warnings: [
      'Antacids, laxatives and supplements with aluminium, magnesium, calcium or iron lower its levels; it is taken 2 hours before or 6 hours after them, or together with calcium or iron only with food.',
      'It raises metformin levels, so the metformin dose may need review, and it must not be combined with dofetilide.',
    ],
  }),
  drug('abacavir-dolutegravir-lamivudine', 'Abacavir, dolutegravir and lamivudine', ['antiviral', 'cation-chelating'], {
    components: ['dolutegravir'],
    brands: ['Triumeq', 'Triumeq PD'],
    synonyms: ['ABC/DTG/3TC'],
    sideEffects: ['trouble sleeping', 'headache', 'tiredness'],
    seriousSideEffects: ['serious allergic reaction to abacavir', 'severe hepatitis B flare after stopping', 'lactic acidosis', 'liver injury'],
    warnings: [
      'Boxed warning: abacavir can cause a serious, sometimes fatal allergic reaction; a genetic test (HLA-B*5701) is done first, and anyone who has reacted must never take abacavir again.',
      HBV_BOXED,
      INTEGRASE_MINERALS,
    ],
  }),
  drug('dolutegravir-lamivudine', 'Dolutegravir and lamivudine', ['antiviral', 'cation-chelating'], {
    components: ['dolutegravir'],
    brands: ['Dovato'],
    synonyms: ['DTG/3TC'],
    sideEffects: ['headache', 'diarrhoea', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'severe allergic reactions', 'liver injury'],
    warnings: [
      'Boxed warning: in people who also have hepatitis B it can lead to resistant hepatitis B and severe flares if stopped, so hepatitis B testing is done first.',
      INTEGRASE_MINERALS,
    ],
  }),
  drug('efavirenz', 'Efavirenz', ['antiviral', 'cyp3a4-inducer'], {
    brands: ['Sustiva'],
    synonyms: ['EFV', 'efavirenze'],
    sideEffects: ['dizziness', 'vivid dreams', 'trouble sleeping', 'rash', 'poor concentration'],
    seriousSideEffects: ['depression, suicidal thoughts or psychosis', 'liver injury', 'seizures', 'irregular heart rhythm (QT prolongation)'],
    warnings: [
      'It speeds up the breakdown of several medicines (a moderate CYP3A4 inducer), which can make hormonal contraceptives, some statins and other drugs less effective; a barrier method is advised alongside hormonal contraception.',
      'Taking it at bedtime on an empty stomach can ease dizziness and sleep problems.',
      'It can cause a false-positive cannabis urine test.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('rilpivirine', 'Rilpivirine', ['antiviral'], {
    brands: ['Edurant', 'Edurant PED'],
    synonyms: ['RPV'],
    sideEffects: ['depressed mood', 'trouble sleeping', 'headache', 'rash'],
    seriousSideEffects: ['severe skin and allergic reactions (DRESS)', 'depression or suicidal thoughts', 'liver injury'],
    warnings: [
      'It must be taken with a meal and needs stomach acid: proton pump inhibitors are not allowed, and H2 blockers and antacids need careful timing.',
      'Strong enzyme inducers such as rifampin, carbamazepine, phenytoin and St John’s wort must not be combined with it.',
    ],
  }),
  drug('tenofovir', 'Tenofovir', ['antiviral', 'nephrotoxic'], {
    brands: ['Viread', 'Vemlidy'],
    synonyms: ['tenofovir disoproxil', 'TDF', 'TAF'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'tiredness'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'bone thinning', 'lactic acidosis'],
    warnings: [
      HBV_BOXED,
      'Kidney function is checked before and during treatment, and high-dose or several NSAIDs together add to the kidney risk.',
    ],
  }),
  drug('emtricitabine-tenofovir', 'Emtricitabine and tenofovir', ['antiviral', 'nephrotoxic'], {
    components: ['tenofovir'],
    brands: ['Truvada', 'Descovy'],
    synonyms: ['PrEP', 'FTC/TDF', 'FTC/TAF'],
    sideEffects: ['headache', 'nausea', 'diarrhoea', 'stomach pain'],
    seriousSideEffects: ['severe hepatitis B flare after stopping', 'kidney problems', 'bone thinning', 'lactic acidosis'],
    warnings: [
      'Boxed warning: for HIV prevention (PrEP) it is started only after a negative HIV test, because using it alone during undiagnosed HIV can cause drug resistance.',
      HBV_BOXED,
    ],
  }),
  // ------------------------------------------------------------------ hepatitis C
  drug('sofosbuvir-velpatasvir', 'Sofosbuvir and velpatasvir', ['antiviral', 'pgp-inhibitor', 'oatp1b-inhibitor', 'bcrp-inhibitor'], {
    brands: ['Epclusa'],
    synonyms: ['SOF/VEL'],
    sideEffects: ['headache', 'tiredness', 'nausea', 'trouble sleeping'],
    seriousSideEffects: ['hepatitis B reactivation', 'dangerously slow heartbeat with amiodarone'],
    warnings: [
      HCV_BOXED,
      'Taken with amiodarone it can cause a dangerously slow heartbeat, so the combination is not recommended.',
      'Acid-reducing medicines lower its absorption, and strong inducers such as rifampin, carbamazepine and St John’s wort can make it fail.',
    ],
  }),
  drug('glecaprevir-pibrentasvir', 'Glecaprevir and pibrentasvir', ['antiviral', 'protease-inhibitor', 'pgp-inhibitor', 'oatp1b-inhibitor', 'bcrp-inhibitor'], {
    brands: ['Mavyret', 'Maviret'],
    synonyms: ['G/P'],
    sideEffects: ['headache', 'tiredness', 'nausea'],
    seriousSideEffects: ['hepatitis B reactivation', 'liver failure in advanced cirrhosis'],
    warnings: [
      HCV_BOXED,
      'It must not be combined with atazanavir or rifampin, and contraceptives containing ethinyl estradiol are not recommended with it because of liver enzyme rises.',
    ],
  }),
  // ------------------------------------------------------------------ antimalarials and antiparasitics
  drug('hydroxychloroquine', 'Hydroxychloroquine', ['dmard', 'qt-prolonging', 'hypoglycemia-risk'], {
    brands: ['Plaquenil', 'Sovuna', 'Quinoric'],
    synonyms: ['HCQ', 'hydroxychloroquin', 'hydroxycloroquine'],
    sideEffects: ['nausea', 'diarrhoea', 'headache', 'stomach pain', 'rash'],
    seriousSideEffects: [
      'damage to the retina with long-term use',
      'irregular heart rhythm or heart muscle disease',
      'severe low blood sugar',
      'severe skin reactions',
      'mood changes or suicidal thoughts',
    ],
    warnings: [
      'Long-term use can damage the retina, so regular eye examinations are needed.',
      'It can lengthen the QT interval and cause severe low blood sugar, including in people taking diabetes medicines.',
      'Antacids and kaolin reduce its absorption, so it is taken at least 4 hours apart from them.',
    ],
  }),
  drug('chloroquine', 'Chloroquine', ['qt-prolonging'], {
    brands: ['Aralen', 'Avloclor'],
    synonyms: ['chloroquin'],
    sideEffects: ['nausea', 'stomach cramps', 'headache', 'itching', 'blurred vision'],
    seriousSideEffects: ['damage to the retina', 'irregular heart rhythm or heart muscle disease', 'seizures', 'low blood counts'],
    warnings: [
      'It can lengthen the QT interval and, with long-term use, damage the retina.',
      'It is very dangerous in overdose, especially for children, so it must be stored out of their reach.',
      'Antacids and kaolin reduce its absorption, so it is taken at least 4 hours apart from them.',
    ],
  }),
  drug('ivermectin', 'Ivermectin', [], {
    brands: ['Stromectol'],
    synonyms: ['ivermectine', 'ivermecten'],
    sideEffects: ['dizziness', 'itching', 'nausea', 'diarrhoea'],
    seriousSideEffects: ['severe skin reactions', 'confusion, drowsiness or seizures', 'serious brain reactions in people heavily infected with Loa loa'],
    warnings: [
      'Tablets are approved for specific worm infections at weight-based doses; higher doses can cause serious effects on the nervous system.',
      'It may raise the effect of warfarin, so the INR may need checking.',
    ],
  }),
];
