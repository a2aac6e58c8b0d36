/** Guides for PSA, testosterone and cortisol. Sources: MedlinePlus, Testing.com (ADLM). */
import { M, S, medline } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

export const hormoneGuides: MarkerGuide[] = [
  {
    loinc: '2857-1', otherLoinc: ['35741-8'], name: 'Prostate-specific antigen (PSA)', aka: ['PSA', 'Total PSA'], panel: 'hormones',
    measures: 'A protein made by the prostate gland. It is used to check the prostate in men.',
    high: ['An enlarged prostate, common with age', 'Prostate infection or inflammation', 'Recent ejaculation, a long bike ride or a prostate exam', 'Prostate cancer (only further tests can tell)'],
    low: ['Usually not a concern', 'Some medicines for an enlarged prostate (finasteride, dutasteride) lower PSA'],
    ask: ['Should the test be repeated, and what are the pros and cons of further tests?', 'How has my PSA changed over time?'],
    sources: [medline('prostate-specific-antigen-psa-test', 'Prostate-Specific Antigen (PSA) Test')],
  },
  {
    loinc: '2986-8', otherLoinc: ['14913-8'], name: 'Testosterone (total)', aka: ['Testosterone', 'Total T'], panel: 'hormones',
    measures: 'The main male sex hormone, also present in smaller amounts in women. It is highest in the morning.',
    high: ['Testosterone treatment or anabolic steroids', 'In women, polycystic ovary syndrome (PCOS)'],
    low: ['A sample taken later in the day (levels drop)', 'Illness, poor sleep or extra body weight', 'Problems of the testes or pituitary gland', 'Some medicines, such as opioids'],
    ask: ['Was my sample taken in the morning, and should it be repeated?', 'If I use testosterone, how often should my hematocrit be checked?'],
    sources: [M.testosterone, S.testingTestosterone, S.endocrineTestosterone],
  },
  {
    loinc: '2143-6', otherLoinc: ['9813-7'], name: 'Cortisol', aka: ['Serum cortisol', 'Morning cortisol'], panel: 'hormones',
    measures: 'A stress hormone from the adrenal glands. It is highest in the early morning and lowest at night.',
    high: ['Stress, illness or little sleep', 'Steroid medicines or the contraceptive pill (which raises the protein that carries cortisol)', 'Less often, Cushing syndrome'],
    low: ['Stopping steroid medicines', 'A sample taken later in the day', "Less often, Addison's disease or a pituitary problem"],
    ask: ['Was my sample taken at the right time of day?', 'Could my steroid or hormone medicines affect this?'],
    sources: [M.cortisol, S.testingCortisol],
  },
];
