/**
 * Natural remedies for cholesterol and triglycerides, blood pressure, blood sugar and weight.
 */
import { S, dailyMed, doi, nccih, ods, pubmed } from '../../sources';
import type { NaturalRemedy } from '../../types';

export const heartAndBloodSugarRemedies: NaturalRemedy[] = [
  {
    id: 'fish-oil-for-triglycerides',
    name: 'Fish oil for high triglycerides',
    claim: 'Fish oil lowers high blood triglycerides.',
    evidence: 'strong',
    evidenceSummary:
      'Omega-3 fatty acids (EPA and DHA) at several grams a day reliably lower triglycerides, and prescription omega-3 products are approved for very high levels. Fish oil supplements have not been shown to prevent heart attacks or strokes in most people.',
    cautions: [
      'Prescription omega-3 medicines and supplements are not the same; follow your prescriber for high triglycerides.',
      'High doses can cause a fishy aftertaste, indigestion and loose stools.',
      'Some studies linked fish oil supplements to a higher chance of atrial fibrillation in people with heart risk factors.',
      'If you are allergic to fish or shellfish, ask your doctor first.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'High doses may slightly add to the effect of blood thinners. Tell your prescriber if you take fish oil.' },
      { with: 'class:antiplatelet', note: 'High doses may slightly add to bleeding risk with antiplatelet medicines. Tell your prescriber if you take fish oil.' },
    ],
    substanceId: 'fish-oil',
    sources: [ods('Omega3FattyAcids', 'Omega-3 Fatty Acids'), nccih('omega3-supplements-what-you-need-to-know', 'Omega-3 Supplements: What You Need To Know')],
  },
  {
    id: 'red-yeast-rice-for-cholesterol',
    name: 'Red yeast rice for cholesterol',
    claim: 'Red yeast rice lowers LDL ("bad") cholesterol.',
    evidence: 'moderate',
    evidenceSummary:
      'Red yeast rice products that contain monacolin K lower LDL cholesterol in trials, because monacolin K is the same chemical as the prescription statin lovastatin. Many products contain little or none, and some contain citrinin, a contaminant that can harm the kidneys.',
    cautions: [
      'It carries the same risks as a statin, including muscle pain and damage and liver problems.',
      'Do not use it in pregnancy or while breastfeeding.',
      'How much monacolin K a product contains is unpredictable, so its effect is too.',
    ],
    interactions: [
      { with: 'class:statin', note: 'Adds a second statin on top of your prescribed one, raising the risk of muscle damage. Talk to your prescriber before combining them.' },
      { with: 'class:strong-cyp3a4-inhibitor', note: 'Strong CYP3A4 blockers, such as some antibiotics and antifungals, raise lovastatin levels and the risk of muscle damage.' },
      { with: 'cyclosporine', note: 'Cyclosporine raises lovastatin levels and the risk of muscle damage. Avoid unless your prescriber agrees.' },
      { with: 'gemfibrozil', note: 'Gemfibrozil with lovastatin raises the risk of serious muscle damage. Avoid unless your prescriber agrees.' },
      { with: 'grapefruit', note: 'Large amounts of grapefruit juice raise lovastatin levels.' },
    ],
    substanceId: 'red-yeast-rice',
    sources: [nccih('red-yeast-rice', 'Red Yeast Rice'), dailyMed('Lovastatin'), S.fdaGrapefruit],
  },
  {
    id: 'garlic-for-blood-pressure',
    name: 'Garlic for blood pressure',
    claim: 'Garlic supplements lower blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'Reviews of trials suggest garlic supplements may lower blood pressure a little in people with high blood pressure, but the trials are small and products differ. Garlic does not replace blood pressure medicine.',
    cautions: [
      'Can cause bad breath, body odour, heartburn and stomach upset.',
      'Garlic supplements may increase bleeding; tell your surgeon or dentist before a procedure.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Garlic supplements may add to the effect of blood thinners. Ask your pharmacist first.' },
      { with: 'class:protease-inhibitor', note: 'Garlic supplements lowered levels of the HIV medicine saquinavir. Ask your HIV pharmacist before using them with any HIV medicine.' },
    ],
    substanceId: 'garlic',
    sources: [
      nccih('garlic', 'Garlic'),
      doi('10.3945/jn.114.202192', 'Ried K. Garlic lowers blood pressure in hypertensive individuals, regulates serum cholesterol, and stimulates immunity: an updated meta-analysis and review. J Nutr. 2016;146(2):389S-396S'),
    ],
  },
  {
    id: 'cinnamon-for-blood-sugar',
    name: 'Cinnamon for blood sugar',
    claim: 'Cinnamon lowers blood sugar in diabetes.',
    evidence: 'insufficient',
    evidenceSummary: 'Studies of cinnamon for blood sugar have mixed results, and there is no clear evidence that it helps control diabetes.',
    cautions: [
      'Cassia cinnamon, the most common kind, contains coumarin, which can harm the liver at high intakes; Ceylon cinnamon contains very little.',
      'Do not use cinnamon in place of diabetes treatment.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Large amounts might add to the effect of diabetes medicines; check your blood sugar.' },
      { with: 'class:hepatotoxic', note: 'High intakes of cassia cinnamon add coumarin, which can strain the liver.' },
    ],
    substanceId: 'cinnamon',
    sources: [
      nccih('cinnamon', 'Cinnamon'),
      doi('10.2903/j.efsa.2008.793', 'EFSA. Coumarin in flavourings and other food ingredients with flavouring properties. EFSA Journal. 2008;793'),
    ],
  },
  {
    id: 'berberine-for-blood-sugar',
    name: 'Berberine for blood sugar',
    claim: 'Berberine lowers blood sugar in type 2 diabetes.',
    evidence: 'limited',
    evidenceSummary:
      'A review of trials, mostly small and from China, found berberine lowered blood sugar and HbA1c in type 2 diabetes by amounts similar to some diabetes tablets. The trials were of low quality.',
    cautions: [
      'Constipation, diarrhoea and stomach cramps are common.',
      'Do not use in pregnancy or while breastfeeding, and never give it to newborns: it can worsen jaundice and cause brain damage in babies.',
      'Do not use it in place of diabetes treatment.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Adds to the effect of diabetes medicines and can cause low blood sugar; check your levels.' },
      {
        with: 'class:cyp3a4-sensitive-substrate',
        note: 'Berberine and goldenseal block drug-clearing enzymes (CYP3A4 and CYP2D6) and can raise levels of some medicines, including cyclosporine. Ask your pharmacist.',
      },
    ],
    substanceId: 'berberine',
    sources: [
      doi('10.1155/2012/591654', 'Dong H, et al. Berberine in the treatment of type 2 diabetes mellitus: a systemic review and meta-analysis. Evid Based Complement Alternat Med. 2012;2012:591654'),
      nccih('goldenseal', 'Goldenseal'),
      S.nccihHerbDrug,
    ],
  },
  {
    id: 'apple-cider-vinegar',
    name: 'Apple cider vinegar for blood sugar and weight',
    claim: 'Apple cider vinegar lowers blood sugar and helps weight loss.',
    evidence: 'insufficient',
    evidenceSummary:
      'Small, short studies suggest vinegar taken with a meal can blunt the rise in blood sugar after that meal. There is no good evidence that it leads to weight loss or better long-term diabetes control.',
    cautions: [
      'Always dilute it; neat vinegar can burn the throat and wear away tooth enamel.',
      'Vinegar tablets have lodged in the throat and caused burns.',
      'Drinking very large amounts daily for years was linked in one case to low potassium and bone loss.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'May add slightly to the blood-sugar-lowering effect of diabetes medicines after meals; check your levels.' },
    ],
    sources: [pubmed('16926800', 'Johnston CS, Gaas CA. Vinegar: medicinal uses and antiglycemic effect. MedGenMed. 2006;8(2):61')],
  },
  {
    id: 'hibiscus-tea-for-blood-pressure',
    name: 'Hibiscus tea for blood pressure',
    claim: 'Hibiscus tea lowers blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials, such as one in which adults drank three cups a day for six weeks, found hibiscus tea lowered systolic blood pressure by a few points. Larger, longer studies are needed.',
    cautions: ['It does not replace blood pressure medicine.', 'Not well studied in pregnancy.'],
    interactions: [
      { with: 'class:antihypertensive', note: 'May add slightly to the effect of blood pressure medicines; check your readings.' },
    ],
    sources: [
      doi(
        '10.3945/jn.109.115097',
        'McKay DL, et al. Hibiscus sabdariffa L. tea (tisane) lowers blood pressure in prehypertensive and mildly hypertensive adults. J Nutr. 2010;140(2):298-303',
      ),
    ],
  },
  {
    id: 'beetroot-juice-for-blood-pressure',
    name: 'Beetroot juice for blood pressure',
    claim: 'Beetroot juice lowers blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'A review of trials found that beetroot juice and other sources of dietary nitrate lowered systolic blood pressure by a few points in short-term studies.',
    cautions: ['Pink or red urine and stools afterwards are harmless.', 'It does not replace blood pressure medicine.'],
    interactions: [
      { with: 'class:antihypertensive', note: 'May add slightly to the effect of blood pressure medicines; check your readings.' },
    ],
    sources: [
      doi(
        '10.3945/jn.112.170233',
        'Siervo M, et al. Inorganic nitrate and beetroot juice supplementation reduces blood pressure in adults: a systematic review and meta-analysis. J Nutr. 2013;143(6):818-826',
      ),
    ],
  },
];
