/**
 * Natural remedies for the stomach, gut and liver: nausea, irritable bowel syndrome, diarrhoea from
 * antibiotics, constipation, liver health, and activated charcoal for poisoning.
 */
import { dailyMed, doi, medlinePlus, nccih, ods, pubmed, src } from '../../sources';
import type { NaturalRemedy } from '../../types';
import { REMEDY_SRC } from './shared-sources-wording';

export const digestionAndLiverRemedies: NaturalRemedy[] = [
  {
    id: 'ginger-for-nausea',
    name: 'Ginger for nausea',
    claim: 'Ginger taken by mouth eases nausea, including morning sickness.',
    evidence: 'moderate',
    evidenceSummary:
      'Studies suggest ginger can ease nausea and vomiting in pregnancy. Results for nausea from chemotherapy or after surgery are mixed.',
    cautions: [
      'Can cause heartburn, stomach upset, burping or diarrhoea, mainly at higher doses.',
      'In pregnancy, ask your midwife or doctor before taking ginger supplements; amounts used in food are fine.',
      'Vomiting that stops you keeping fluids down needs medical care.',
    ],
    interactions: [
      {
        with: 'class:anticoagulant',
        note: 'It is uncertain whether ginger affects bleeding; high-dose supplements might add to the effect of blood thinners. Ask your pharmacist.',
      },
    ],
    substanceId: 'ginger',
    sources: [nccih('ginger', 'Ginger')],
  },
  {
    id: 'peppermint-oil-for-ibs',
    name: 'Peppermint oil capsules for irritable bowel syndrome',
    claim: 'Enteric-coated peppermint oil capsules ease IBS cramps, bloating and belly pain.',
    evidence: 'moderate',
    evidenceSummary:
      'Several trials found enteric-coated peppermint oil capsules improved overall IBS symptoms and belly pain in the short term, and a US gastroenterology guideline suggests them. Long-term use is less studied.',
    cautions: [
      'Can cause heartburn; ask your doctor first if you have reflux disease or a hiatal hernia.',
      'Swallow capsules whole. Do not swallow peppermint essential oil from a bottle; capsules are a measured, coated product.',
      'See a doctor if bowel symptoms are new, or come with weight loss, bleeding or night-time symptoms.',
    ],
    interactions: [
      {
        with: 'class:acid-reducer',
        note: 'Antacids and acid reducers can make the capsule coating dissolve too early, causing heartburn. Ask your pharmacist how to space them.',
      },
    ],
    sources: [
      REMEDY_SRC.peppermint,
      doi('10.14309/ajg.0000000000001036', 'Lacy BE, et al. ACG Clinical Guideline: Management of Irritable Bowel Syndrome. Am J Gastroenterol. 2021;116(1):17-44'),
    ],
  },
  {
    id: 'probiotics-for-antibiotic-diarrhoea',
    name: 'Probiotics for antibiotic-associated diarrhoea',
    claim: 'Probiotics taken alongside antibiotics prevent antibiotic-associated diarrhoea.',
    evidence: 'moderate',
    evidenceSummary:
      'A Cochrane review in children found moderate-certainty evidence that some probiotics, at a high enough dose, reduce antibiotic-associated diarrhoea. Benefit depends on the strain and dose, and most products have not been tested.',
    cautions: [
      'People with a weakened immune system, a serious illness or a central line, and premature babies, can get serious infections from probiotics; ask a doctor first.',
      'Mild gas and bloating are common.',
    ],
    interactions: [
      { with: 'class:antibiotic', note: 'Antibiotics can kill bacterial probiotics; take the probiotic a couple of hours away from each antibiotic dose.' },
      { with: 'class:immunosuppressant', note: 'Immune-suppressing medicines raise the small risk of infection from probiotic organisms. Ask your prescriber first.' },
    ],
    sources: [
      nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know'),
      ods('Probiotics', 'Probiotics'),
      doi('10.1002/14651858.CD004827.pub5', 'Guo Q, et al. Probiotics for the prevention of pediatric antibiotic-associated diarrhea. Cochrane Database Syst Rev. 2019;(4):CD004827'),
    ],
  },
  {
    id: 'psyllium-for-constipation',
    name: 'Psyllium for constipation',
    claim: 'Psyllium husk relieves constipation by softening and bulking up stool.',
    evidence: 'strong',
    evidenceSummary:
      'Psyllium is an approved over-the-counter bulk-forming laxative, and trials show it increases how often stools come and how soft they are in chronic constipation. It usually works within one to three days.',
    cautions: [
      'Take each dose with a full glass of water; with too little fluid it can swell and cause choking or a blockage.',
      'Do not use it if you have trouble swallowing or a narrowing or blockage of the bowel.',
      'Start with a small dose; gas and bloating are common at first.',
      'Ask a doctor about a change in bowel habits that lasts more than two weeks, or any bleeding.',
    ],
    interactions: [
      { with: 'levothyroxine', note: 'Fibre can reduce levothyroxine absorption. Take psyllium at least 2 hours apart from it and keep your routine steady.' },
      { with: 'class:antidiabetic', note: 'Psyllium can lower blood sugar after meals a little; check your levels when you start.' },
    ],
    substanceId: 'fiber-psyllium',
    sources: [dailyMed('Psyllium'), dailyMed('Levothyroxine'), medlinePlus('constipation', 'Constipation')],
  },
  {
    id: 'milk-thistle-for-liver',
    name: 'Milk thistle for liver health',
    claim: 'Milk thistle protects or repairs the liver.',
    evidence: 'insufficient',
    evidenceSummary: 'Studies have not shown that milk thistle helps people with liver diseases such as hepatitis or alcohol-related liver disease.',
    cautions: [
      'Liver disease needs medical care.',
      'People allergic to ragweed, daisies or marigolds may react.',
      'Can cause stomach upset or diarrhoea.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Milk thistle may lower blood sugar in people with type 2 diabetes; watch for lows.' },
    ],
    sources: [
      nccih('milk-thistle', 'Milk Thistle'),
      doi('10.1002/14651858.CD003620.pub3', 'Rambaldi A, Jacobs BP, Gluud C. Milk thistle for alcoholic and/or hepatitis B or C virus liver diseases. Cochrane Database Syst Rev. 2007;(4):CD003620'),
    ],
  },
  {
    id: 'activated-charcoal-for-poisoning',
    name: 'Activated charcoal for poisoning',
    claim: 'Activated charcoal at home treats a poisoning or overdose.',
    evidence: 'insufficient',
    evidenceSummary:
      'In hospital, doctors sometimes give activated charcoal soon after certain poisonings, but experts advise against routine use, and it is not a home treatment. It does not bind many poisons, such as alcohol, iron, lithium, acids or alkalis.',
    cautions: [
      'If someone may have been poisoned, call Poison Control (1-800-222-1222 in the US) or emergency services straight away rather than treating at home.',
      'Charcoal can get into the lungs if the person is drowsy or vomiting.',
      'Charcoal also binds medicines: taken as a "detox" product, it can stop your own medicines from being absorbed.',
    ],
    interactions: [
      {
        with: 'class:narrow-therapeutic-index',
        note: 'Charcoal can bind medicines in the gut and stop them working; this matters most for medicines with a narrow safety margin. Ask your pharmacist before using charcoal products.',
      },
    ],
    sources: [
      pubmed('15822758', 'Chyka PA, et al. Position paper: single-dose activated charcoal. Clin Toxicol (Phila). 2005;43(2):61-87'),
      src('Poison Control (National Capital Poison Center)', 'https://www.poison.org/'),
    ],
  },
];
