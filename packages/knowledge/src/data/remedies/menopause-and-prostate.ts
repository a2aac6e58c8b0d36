/**
 * Natural remedies for menopausal hot flushes and an enlarged prostate.
 */
import { dailyMed, doi, nccih, ods } from '../../sources';
import type { NaturalRemedy } from '../../types';

export const menopauseAndProstateRemedies: NaturalRemedy[] = [
  {
    id: 'black-cohosh-for-hot-flushes',
    name: 'Black cohosh for hot flushes',
    claim: 'Black cohosh eases menopausal hot flushes.',
    evidence: 'insufficient',
    evidenceSummary: 'A Cochrane review found not enough evidence that black cohosh relieves hot flushes; study results are inconsistent.',
    cautions: [
      'Rare cases of liver injury have been reported; get medical help for dark urine, yellowing skin or eyes, or belly pain.',
      'Ask your doctor first if you have had breast cancer.',
      'Not for use in pregnancy.',
    ],
    interactions: [
      { with: 'class:hepatotoxic', note: 'Black cohosh has been linked to liver injury; other medicines that strain the liver add to the risk.' },
    ],
    sources: [
      nccih('black-cohosh', 'Black Cohosh'),
      ods('BlackCohosh', 'Black Cohosh'),
      doi('10.1002/14651858.CD007244.pub2', 'Leach MJ, Moore V. Black cohosh (Cimicifuga spp.) for menopausal symptoms. Cochrane Database Syst Rev. 2012;(9):CD007244'),
    ],
  },
  {
    id: 'soy-isoflavones-for-hot-flushes',
    name: 'Soy isoflavones for hot flushes',
    claim: 'Soy isoflavone supplements ease menopausal hot flushes.',
    evidence: 'limited',
    evidenceSummary: 'Soy isoflavone supplements may slightly reduce how often and how strongly hot flushes happen, but results vary between studies.',
    cautions: [
      'If you have had breast cancer or another hormone-sensitive cancer, ask your cancer team before taking isoflavone supplements.',
      'Soy foods are considered safe; long-term high-dose supplements are less studied.',
      'Can cause mild stomach upset.',
    ],
    interactions: [
      { with: 'levothyroxine', note: 'Soy can reduce levothyroxine absorption. Take them several hours apart and keep your soy intake steady.' },
      { with: 'tamoxifen', note: 'Isoflavones act like weak estrogens and might work against tamoxifen. Talk to your cancer team first.' },
    ],
    sources: [nccih('soy', 'Soy'), dailyMed('Levothyroxine')],
  },
  {
    id: 'saw-palmetto-for-bph',
    name: 'Saw palmetto for an enlarged prostate',
    claim: 'Saw palmetto eases urinary symptoms from an enlarged prostate.',
    evidence: 'insufficient',
    evidenceSummary:
      'Well-designed trials and a Cochrane review found that saw palmetto worked no better than placebo for urinary symptoms, even at higher doses.',
    cautions: ['New urinary symptoms should be checked by a doctor, as they have several possible causes.', 'Can cause mild stomach upset or headache.'],
    interactions: [],
    sources: [
      nccih('saw-palmetto', 'Saw Palmetto'),
      doi('10.1002/14651858.CD001423.pub3', 'Tacklind J, et al. Serenoa repens for benign prostatic hyperplasia. Cochrane Database Syst Rev. 2012;(12):CD001423'),
    ],
  },
];
