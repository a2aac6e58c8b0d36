/**
 * Natural remedies for colds, flu, coughs, blocked sinuses and repeat urinary tract infections.
 */
import { doi, medlinePlus, nccih, ods, src } from '../../sources';
import type { NaturalRemedy } from '../../types';

export const coldsAndInfectionsRemedies: NaturalRemedy[] = [
  {
    id: 'echinacea-for-colds',
    name: 'Echinacea for colds',
    claim: 'Echinacea prevents colds or makes them shorter.',
    evidence: 'limited',
    evidenceSummary:
      'A Cochrane review found that some echinacea products may slightly lower the chance of catching a cold, but the effect is small and uncertain, and there is no clear evidence that they shorten a cold. Products differ widely.',
    cautions: [
      'People allergic to ragweed, daisies or marigolds may react.',
      'Can cause stomach upset; in one trial, children taking it had more rashes.',
    ],
    interactions: [
      { with: 'class:immunosuppressant', note: 'In theory echinacea could work against medicines that damp the immune system. Ask your prescriber first.' },
    ],
    sources: [
      nccih('echinacea', 'Echinacea'),
      doi('10.1002/14651858.CD000530.pub3', 'Karsch-Völk M, et al. Echinacea for preventing and treating the common cold. Cochrane Database Syst Rev. 2014;(2):CD000530'),
    ],
  },
  {
    id: 'zinc-lozenges-for-colds',
    name: 'Zinc lozenges for colds',
    claim: 'Zinc lozenges started early shorten a cold.',
    evidence: 'limited',
    evidenceSummary:
      'Some trials found zinc lozenges started within a day of symptoms shortened colds, but results are inconsistent and reviews disagree about how large any benefit is. Doses and lozenge types differ between studies.',
    cautions: [
      'Can cause a bad taste and nausea.',
      'Do not use zinc nasal sprays or gels: they have caused lasting loss of smell.',
      'Long-term high doses (above 40 mg a day for adults) can cause copper deficiency.',
    ],
    interactions: [
      { with: 'class:fluoroquinolone', note: 'Zinc binds quinolone antibiotics in the gut. Take the antibiotic at least 2 hours before or 4 to 6 hours after zinc.' },
      { with: 'class:tetracycline', note: 'Zinc binds tetracycline antibiotics in the gut. Take the antibiotic at least 2 hours before or 4 to 6 hours after zinc.' },
    ],
    substanceId: 'zinc',
    sources: [ods('Zinc', 'Zinc')],
  },
  {
    id: 'elderberry-for-flu',
    name: 'Elderberry for flu',
    claim: 'Elderberry syrup eases flu symptoms and shortens the flu.',
    evidence: 'limited',
    evidenceSummary:
      'A few small studies suggest elderberry extract may ease flu symptoms, but the evidence is limited and does not show that it prevents flu. It is not a replacement for a flu vaccine or antiviral medicines.',
    cautions: [
      'Raw or unripe berries, and the leaves, bark and stems, can cause nausea, vomiting and severe diarrhoea; use only cooked or commercially prepared products.',
      'Safety in pregnancy and for children is not well studied.',
    ],
    interactions: [],
    sources: [nccih('european-elder', 'European Elder')],
  },
  {
    id: 'honey-for-cough',
    name: 'Honey for cough',
    claim: 'A spoonful of honey calms a cough from a cold.',
    evidence: 'moderate',
    evidenceSummary:
      'A Cochrane review found that honey probably eases cough in children with colds better than no treatment, and about as well as some cough medicines. The studies were short and small.',
    cautions: [
      'Never give honey to babies under 1 year old: it can cause infant botulism, a serious illness.',
      'Honey is sugar: count it if you have diabetes, and brush teeth afterwards.',
      'Get medical advice for a cough with breathing trouble or high fever, or one that does not settle.',
    ],
    interactions: [],
    sources: [
      doi('10.1002/14651858.CD007094.pub5', 'Oduwole O, et al. Honey for acute cough in children. Cochrane Database Syst Rev. 2018;(4):CD007094'),
      medlinePlus('botulism', 'Botulism'),
    ],
  },
  {
    id: 'saline-nasal-rinse',
    name: 'Salt-water nasal rinse for sinus symptoms',
    claim: 'Rinsing the nose with salt water eases a blocked nose and sinus symptoms.',
    evidence: 'limited',
    evidenceSummary:
      'A Cochrane review found large-volume salt-water rinses may ease symptoms of long-term sinusitis, though the evidence is of low quality. Rinsing is a low-risk option when done safely.',
    cautions: [
      'Use only distilled, sterile, or boiled-then-cooled water. Plain tap water can carry organisms that have caused rare, fatal brain infections.',
      'Clean the device after each use and let it dry.',
      'Do not rinse if your nose or ears hurt, and ask a doctor about rinsing for children.',
    ],
    interactions: [],
    sources: [
      src('FDA: Is Rinsing Your Sinuses With Neti Pots Safe?', 'https://www.fda.gov/consumers/consumer-updates/rinsing-your-sinuses-neti-pots-safe'),
      doi('10.1002/14651858.CD011995.pub2', 'Chong LY, et al. Saline irrigation for chronic rhinosinusitis. Cochrane Database Syst Rev. 2016;(4):CD011995'),
    ],
  },
  {
    id: 'cranberry-for-uti-prevention',
    name: 'Cranberry to prevent urinary tract infections',
    claim: 'Cranberry products help prevent repeat urinary tract infections.',
    evidence: 'moderate',
    evidenceSummary:
      'A 2023 Cochrane review found cranberry products reduced repeat symptomatic UTIs in women with recurrent infections, in children, and after some medical procedures, but not in older people in care homes or people with bladder-emptying problems. Cranberry does not treat an infection that has already started.',
    cautions: [
      'Symptoms of a UTI need medical assessment and proper treatment.',
      'Cranberry juice drinks can be high in sugar.',
    ],
    interactions: [
      {
        with: 'warfarin',
        note: 'Evidence is conflicting; a few reports linked large amounts of cranberry with INR changes. Tell your anticoagulation clinic if you start or stop cranberry products.',
      },
    ],
    sources: [
      nccih('cranberry', 'Cranberry'),
      doi('10.1002/14651858.CD001321.pub7', 'Williams G, et al. Cranberries for preventing urinary tract infections. Cochrane Database Syst Rev. 2023;(4):CD001321'),
    ],
  },
];
