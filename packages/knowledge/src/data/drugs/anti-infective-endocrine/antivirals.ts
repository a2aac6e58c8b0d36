/**
 * Herpes, influenza and COVID-19 antivirals, HIV boosters and HIV protease inhibitors. Facts follow
 * each drug's FDA label (DailyMed).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';

export const antiviralDrugs: Substance[] = [
  // ------------------------------------------------------------------ herpes and influenza antivirals
  drug('valacyclovir', 'Valacyclovir', ['antiviral'], {
    brands: ['Valtrex'],
    synonyms: ['valaciclovir', 'valacylovir'],
    sideEffects: ['headache', 'nausea', 'stomach pain', 'dizziness'],
    seriousSideEffects: ['kidney injury', 'confusion, agitation or hallucinations', 'a rare blood-clotting disorder (TTP/HUS) in people with weak immunity'],
    warnings: [
      'The dose is lowered when kidney function is reduced, and drinking enough fluids helps protect the kidneys.',
      'Older adults and people with kidney disease are more likely to have confusion or hallucinations.',
    ],
  }),
  drug('acyclovir', 'Acyclovir', ['antiviral'], {
    brands: ['Zovirax', 'Sitavig'],
    synonyms: ['aciclovir', 'acyclovr'],
    sideEffects: ['nausea', 'vomiting', 'diarrhoea', 'headache', 'feeling unwell'],
    seriousSideEffects: ['kidney injury', 'confusion, hallucinations or seizures', 'a rare blood-clotting disorder (TTP/HUS) in people with weak immunity'],
    warnings: [
      'The dose is lowered when kidney function is reduced, and drinking enough fluids helps protect the kidneys.',
      'Older adults and people with kidney disease are more likely to have confusion or hallucinations.',
    ],
  }),
  drug('famciclovir', 'Famciclovir', ['antiviral'], {
    brands: ['Famvir'],
    synonyms: ['famcyclovir'],
    sideEffects: ['headache', 'nausea', 'diarrhoea'],
    seriousSideEffects: ['confusion or hallucinations, mainly with kidney problems', 'severe allergic reactions'],
    warnings: ['The dose is lowered when kidney function is reduced.'],
  }),
  drug('oseltamivir', 'Oseltamivir', ['antiviral'], {
    brands: ['Tamiflu'],
    synonyms: ['oseltamavir'],
    sideEffects: ['nausea', 'vomiting', 'headache', 'stomach pain'],
    seriousSideEffects: ['sudden confusion or abnormal behaviour, mostly in children', 'severe skin reactions', 'severe allergic reactions'],
    warnings: [
      'Sudden confusion, unusual behaviour and self-injury have been reported, mostly in children, so people taking it should be watched for these.',
      'The live nasal flu vaccine may not work if given within 2 weeks before or 48 hours after oseltamivir.',
    ],
  }),
  drug('baloxavir', 'Baloxavir', ['antiviral', 'cation-chelating'], {
    brands: ['Xofluza'],
    synonyms: ['baloxavir marboxil'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'bronchitis'],
    seriousSideEffects: ['severe allergic reactions', 'abnormal behaviour (reported)'],
    warnings: [
      'Dairy, calcium-fortified drinks, antacids, laxatives and supplements with calcium, iron, magnesium, zinc or selenium bind it and make it fail, so they are not taken together with it.',
      'The live nasal flu vaccine may not work if given around the time of treatment.',
    ],
  }),
  // ------------------------------------------------------------------ COVID-19, HIV boosters and protease inhibitors
  drug('nirmatrelvir-ritonavir', 'Nirmatrelvir and ritonavir', ['antiviral', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    components: ['ritonavir'],
    brands: ['Paxlovid'],
    synonyms: ['nirmatrelvir', 'paxlovd'],
    sideEffects: ['altered or metallic taste', 'diarrhoea', 'raised blood pressure', 'muscle aches'],
    seriousSideEffects: ['serious reactions from drug interactions', 'liver injury', 'severe allergic reactions', 'HIV drug resistance if HIV is untreated'],
    warnings: [
      'Boxed warning: the ritonavir in it causes significant, sometimes life-threatening drug interactions, so a prescriber or pharmacist needs a full medicine list before it is started.',
      'Many medicines need to be avoided, paused or adjusted during the 5-day course, and ritonavir’s effect fades over a few days after the last dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('ritonavir', 'Ritonavir', ['antiviral', 'protease-inhibitor', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    brands: ['Norvir'],
    synonyms: ['ritonavire', 'RTV'],
    sideEffects: ['nausea', 'diarrhoea', 'vomiting', 'altered taste', 'tingling around the mouth'],
    seriousSideEffects: ['pancreatitis', 'liver injury', 'heart conduction problems (PR prolongation)', 'high blood sugar'],
    warnings: [
      'Boxed warning: it raises levels of many medicines, which can cause serious or life-threatening reactions.',
      'Several medicines must not be combined with it, including simvastatin, lovastatin, pimozide, oral midazolam, triazolam, several heart-rhythm drugs and St John’s wort.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('cobicistat', 'Cobicistat', ['strong-cyp3a4-inhibitor', 'pgp-inhibitor'], {
    brands: ['Tybost'],
    synonyms: ['cobi'],
    sideEffects: ['nausea', 'yellowing of the eyes or skin (with atazanavir)', 'rash', 'diarrhoea'],
    seriousSideEffects: ['serious reactions from drug interactions', 'kidney problems when combined with tenofovir disoproxil'],
    warnings: [
      'It is a booster with no antiviral effect of its own; it raises levels of atazanavir or darunavir and of many other medicines.',
      'It raises blood creatinine slightly by blocking its secretion, without necessarily harming the kidneys.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('atazanavir', 'Atazanavir', ['antiviral', 'protease-inhibitor', 'strong-cyp3a4-inhibitor', 'oatp1b-inhibitor'], {
    brands: ['Reyataz', 'Evotaz'],
    synonyms: ['atazanavire', 'ATV'],
    sideEffects: ['yellowing of the skin or eyes (raised bilirubin)', 'nausea', 'rash', 'headache'],
    seriousSideEffects: ['heart conduction problems (PR prolongation)', 'kidney stones and gallstones', 'liver injury', 'severe skin reactions'],
    warnings: [
      'It needs stomach acid to be absorbed; proton pump inhibitors, H2 blockers and antacids can lower its levels and must be timed or avoided as the label directs.',
      'It blocks CYP3A4 and UGT1A1 and must not be combined with medicines such as simvastatin, lovastatin, triazolam, oral midazolam, pimozide, irinotecan, rifampin or St John’s wort; it is usually taken with a ritonavir or cobicistat booster.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('darunavir', 'Darunavir', ['antiviral', 'protease-inhibitor', 'strong-cyp3a4-inhibitor'], {
    brands: ['Prezista', 'Prezcobix', 'Symtuza'],
    synonyms: ['darunovir', 'DRV'],
    sideEffects: ['diarrhoea', 'nausea', 'headache', 'rash', 'stomach pain'],
    seriousSideEffects: ['severe skin reactions', 'liver injury', 'severe allergic reactions'],
    warnings: [
      'It is always taken with a booster (ritonavir or cobicistat), and together they strongly block CYP3A4, so many medicines are not allowed with it.',
      'It contains a sulfonamide group; tell your prescriber about any sulfa allergy.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('lopinavir-ritonavir', 'Lopinavir and ritonavir', ['antiviral', 'protease-inhibitor', 'strong-cyp3a4-inhibitor', 'pgp-inhibitor', 'oatp1b-inhibitor'], {
    components: ['ritonavir'],
    brands: ['Kaletra'],
    synonyms: ['LPV/r'],
    sideEffects: ['diarrhoea', 'nausea', 'vomiting', 'raised cholesterol and triglycerides'],
    seriousSideEffects: ['pancreatitis', 'liver injury', 'irregular heart rhythm (QT or PR prolongation)', 'high blood sugar'],
    warnings: [
      'It strongly blocks CYP3A4 and interacts with many medicines; check every other medicine with a pharmacist.',
      'The oral solution contains alcohol and propylene glycol and is unsafe for premature babies.',
    ],
    sources: [S.fdaCyp],
  }),
];
