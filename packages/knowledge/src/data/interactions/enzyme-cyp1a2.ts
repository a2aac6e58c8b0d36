/**
 * CYP1A2 (FDA table): ciprofloxacin and fluvoxamine are strong inhibitors; oral contraceptives,
 * cimetidine and mexiletine weaker. Alosetron, tasimelteon, pirfenidone, tizanidine, ramelteon and
 * duloxetine are sensitive substrates; clozapine and theophylline moderately sensitive (their own
 * rules are in drug-drug/cyp1a2-cyp2c19.ts).
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

export const cyp1a2Rules: InteractionRule[] = [
  rule('strong-cyp1a2-inhibitor+cyp1a2-sensitive-substrate', 'class:strong-cyp1a2-inhibitor', 'class:cyp1a2-sensitive-substrate', 'major', 'established', {
    summary: 'A strong CYP1A2 blocker such as fluvoxamine or ciprofloxacin can raise the level of this medicine fivefold or more.',
    mechanism: 'The second medicine is cleared mainly by CYP1A2, which the first blocks.',
    management: 'The label of the second medicine advises avoiding the pair or using a much lower dose. Talk to your prescriber.',
  }, [S.fdaCyp, dailyMed('Hetlioz'), dailyMed('Esbriet')]),

  rule('cyp1a2-inhibitor+cyp1a2-sensitive-substrate', 'class:cyp1a2-inhibitor', 'class:cyp1a2-sensitive-substrate', 'moderate', 'probable', {
    summary: 'A CYP1A2 blocker such as cimetidine or an estrogen-containing pill can raise the level of this medicine.',
    mechanism: 'The second medicine is cleared mainly by CYP1A2, which the first blocks.',
    management: 'Tell your prescriber or pharmacist you take both; a lower dose of the second medicine may be needed.',
  }, [S.fdaCyp]),

  rule('alosetron+fluvoxamine', 'alosetron', 'fluvoxamine', 'contraindicated', 'established', {
    summary: 'Fluvoxamine raises alosetron levels about sixfold, with a higher risk of severe constipation and ischaemic colitis.',
    mechanism: 'Fluvoxamine blocks CYP1A2, which clears alosetron.',
    management: 'The alosetron label rules this pair out. Talk to your prescriber.',
  }, [dailyMed('Lotronex'), S.fdaCyp]),

  rule('alosetron+cyp1a2-inhibitor', 'alosetron', 'class:cyp1a2-inhibitor', 'major', 'probable', {
    summary: 'CYP1A2 blockers such as ciprofloxacin and other quinolones or cimetidine raise alosetron levels and the risk of serious bowel side effects.',
    mechanism: 'CYP1A2 is the main route that clears alosetron.',
    management: 'The alosetron label advises avoiding them unless clearly needed. Talk to your prescriber.',
  }, [dailyMed('Lotronex'), S.fdaCyp]),

  rule('tasimelteon+strong-cyp3a4-inducer', 'tasimelteon', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Rifampin and other strong inducers cut tasimelteon levels by about 90 percent, so it stops working.',
    mechanism: 'CYP3A4 is the second route that clears tasimelteon; the inducer speeds it up.',
    management: 'The tasimelteon label advises avoiding strong inducers. Talk to your prescriber.',
  }, [dailyMed('Hetlioz'), S.fdaCyp]),
];
