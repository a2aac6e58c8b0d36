/**
 * Other named drug–drug pairs.
 */
import { dailyMed, mesh } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const otherPairRules: InteractionRule[] = [
  // ------------------------------------------------------------ other named pairs
  rule('allopurinol+thiopurine', 'allopurinol', 'class:thiopurine', 'major', 'established', {
    summary: 'Allopurinol makes azathioprine or mercaptopurine build up, which can cause severe bone-marrow suppression (dangerously low blood counts).',
    mechanism: 'Allopurinol blocks xanthine oxidase, a main route for clearing thiopurines.',
    management: 'If both are needed, the prescriber usually cuts the thiopurine dose to a third or a quarter and checks blood counts often. Do not change doses yourself.',
  }, [dailyMed('Allopurinol'), dailyMed('Azathioprine'), dailyMed('Mercaptopurine')]),

  rule('naltrexone+opioid', 'naltrexone', 'class:opioid', 'contraindicated', 'established', {
    summary: 'Naltrexone blocks opioids: it can cause sudden, severe withdrawal in someone taking an opioid and stops opioid pain relief. Trying to overcome the block with more opioid can cause a fatal overdose.',
    mechanism: 'Naltrexone occupies opioid receptors.',
    management: 'These are not used together. If you take naltrexone, agree a plan for pain relief with your prescriber; naltrexone is only started after an opioid-free period that the prescriber sets.',
  }, [dailyMed('Naltrexone'), dailyMed('Contrave')]),

  rule('triptan+ergot-alkaloid', 'class:triptan', 'class:ergot-alkaloid', 'contraindicated', 'established', {
    summary: 'A triptan and an ergot medicine such as ergotamine or dihydroergotamine taken within 24 hours of each other can narrow blood vessels too much.',
    mechanism: 'Both narrow blood vessels; their effects add up.',
    management: 'Leave at least 24 hours between a triptan and an ergot medicine. Ask your prescriber for a plan for bad migraine days.',
  }, [dailyMed('Imitrex'), dailyMed('Dihydroergotamine')]),

  rule('triptan+triptan', 'class:triptan', 'class:triptan', 'contraindicated', 'established', {
    summary: 'Two different triptans taken within 24 hours of each other can narrow blood vessels too much.',
    mechanism: 'Both narrow blood vessels; their effects add up.',
    management: 'Do not take a second, different triptan within 24 hours of the first. Ask your prescriber for a plan for migraines that come back.',
  }, [dailyMed('Imitrex'), dailyMed('Maxalt')]),

  rule('antipsychotic+dopaminergic', 'class:antipsychotic', 'class:dopaminergic', 'moderate', 'established', {
    summary: 'Antipsychotics block dopamine, so they can weaken Parkinson’s medicines and make stiffness and slowness worse; Parkinson’s medicines can in turn worsen psychosis.',
    mechanism: 'They act in opposite directions on dopamine receptors.',
    management: 'Tell your prescriber about both; some antipsychotics (for example quetiapine or clozapine) affect Parkinson’s symptoms less.',
  }, [dailyMed('Carbidopa and Levodopa'), mesh('Dopamine Antagonists')]),

  rule('metoclopramide+dopaminergic', 'metoclopramide', 'class:dopaminergic', 'moderate', 'established', {
    summary: 'Metoclopramide blocks dopamine and can weaken Parkinson’s medicines and worsen stiffness and tremor.',
    mechanism: 'Metoclopramide and dopaminergic medicines act in opposite directions on dopamine receptors.',
    management: 'Ask your prescriber about another anti-nausea medicine if you have Parkinson’s disease.',
  }, [dailyMed('Reglan')]),
];
