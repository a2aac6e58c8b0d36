/**
 * Drug–drug interaction rules for seizure medicines.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const seizureMedicineRules: InteractionRule[] = [
  // ------------------------------------------------------------ seizure medicines
  rule('valproic-acid+lamotrigine', 'valproic-acid', 'lamotrigine', 'major', 'established', {
    summary: 'Valproate roughly doubles lamotrigine levels, which raises the risk of serious, sometimes life-threatening skin rashes.',
    mechanism: 'Valproate blocks the breakdown (glucuronidation) of lamotrigine.',
    management: 'The pair is used, but lamotrigine must be started at a lower dose and raised slowly. Follow your prescriber’s schedule exactly and seek care for any rash, fever or mouth sores.',
  }, [dailyMed('Lamictal'), dailyMed('Depakote')]),

  rule('strong-cyp3a4-inducer+lamotrigine', 'class:strong-cyp3a4-inducer', 'lamotrigine', 'moderate', 'established', {
    summary: 'Carbamazepine, phenytoin, phenobarbital, primidone and rifampin roughly halve lamotrigine levels, so seizures or mood symptoms may return.',
    mechanism: 'They speed up the breakdown of lamotrigine.',
    management: 'Your prescriber adjusts the lamotrigine dose when one of these starts or stops.',
  }, [dailyMed('Lamictal')], ['st-johns-wort']),

  rule('estrogen+lamotrigine', 'class:estrogen', 'lamotrigine', 'moderate', 'established', {
    summary: 'Estrogen-containing birth control lowers lamotrigine levels by about half; levels rise again during the pill-free week or when the pill stops.',
    mechanism: 'Estrogen speeds up the breakdown of lamotrigine.',
    management: 'Tell your prescriber when you start or stop estrogen-containing products; the lamotrigine dose may need changing.',
  }, [dailyMed('Lamictal')]),

  rule('carbamazepine+valproic-acid', 'carbamazepine', 'valproic-acid', 'moderate', 'established', {
    summary: 'Carbamazepine lowers valproate levels, and valproate can raise carbamazepine’s active by-product, causing side effects.',
    mechanism: 'Each changes the breakdown of the other.',
    management: 'Your prescriber usually checks blood levels after a change.',
  }, [dailyMed('Tegretol'), dailyMed('Depakote')]),

  rule('phenytoin+cyp2c9-inhibitor', 'phenytoin', 'class:cyp2c9-inhibitor', 'moderate', 'established', {
    summary: 'CYP2C9 blockers such as fluconazole or amiodarone can raise phenytoin to toxic levels: unsteadiness, slurred speech, drowsiness and jerky eye movements.',
    mechanism: 'CYP2C9 is the main enzyme that clears phenytoin, and small changes have large effects.',
    management: 'Tell your prescriber before starting; phenytoin levels are usually checked and the dose changed.',
  }, [dailyMed('Dilantin'), S.fdaCyp]),

];
