/** Apomorphine (Apokyn): its label rules out 5-HT3 antagonists and warns about blood-pressure drops. */
import { dailyMed, mesh } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

export const apomorphineRules: InteractionRule[] = [
  rule('apomorphine+5ht3-antagonist', 'apomorphine', 'class:5ht3-antagonist', 'contraindicated', 'established', {
    summary: 'Apomorphine with ondansetron, granisetron, palonosetron, dolasetron or alosetron has caused profound low blood pressure and loss of consciousness.',
    mechanism: 'The combination causes a severe drop in blood pressure; the exact mechanism is not known.',
    management: 'The apomorphine label rules this pair out. Ask your prescriber about a different anti-nausea medicine (trimethobenzamide is the one used with apomorphine).',
  }, [dailyMed('Apokyn'), mesh('Serotonin 5-HT3 Receptor Antagonists')]),

  rule('apomorphine+nitrate', 'apomorphine', 'class:nitrate', 'major', 'established', {
    summary: 'Nitrates such as sublingual nitroglycerin add to apomorphine’s drop in blood pressure and can cause fainting.',
    mechanism: 'Both widen blood vessels.',
    management: 'The apomorphine label advises lying down before and after a nitroglycerin dose. Talk to your prescriber.',
  }, [dailyMed('Apokyn')]),
];
