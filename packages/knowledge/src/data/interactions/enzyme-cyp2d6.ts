/**
 * CYP2D6 (FDA table): bupropion, fluoxetine, paroxetine, quinidine and terbinafine are strong
 * inhibitors; duloxetine, mirabegron, cinacalcet and abiraterone moderate. Sensitive substrates
 * (atomoxetine, desipramine, nortriptyline, tolterodine, eliglustat, …) get a lower dose;
 * thioridazine is ruled out with any CYP2D6 blocker.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

export const cyp2d6Rules: InteractionRule[] = [
  rule('strong-cyp2d6-inhibitor+cyp2d6-sensitive-substrate', 'class:strong-cyp2d6-inhibitor', 'class:cyp2d6-sensitive-substrate', 'moderate', 'established', {
    summary: 'A strong CYP2D6 blocker such as paroxetine, fluoxetine, bupropion or quinidine can raise the level of this medicine several times over.',
    mechanism: 'The second medicine is cleared mainly by CYP2D6, which the first blocks.',
    management: 'The label of the second medicine usually calls for a lower dose; ask your prescriber or pharmacist and report new side effects.',
  }, [S.fdaCyp, dailyMed('Strattera'), dailyMed('Detrol')]),

  rule('thioridazine+cyp2d6-inhibitor', 'thioridazine', 'class:cyp2d6-inhibitor', 'contraindicated', 'established', {
    summary: 'CYP2D6 blockers raise thioridazine levels and the risk of a dangerous heart rhythm (torsades de pointes) and sudden death.',
    mechanism: 'CYP2D6 clears thioridazine, which lengthens the QT interval in proportion to its level.',
    management: 'The thioridazine label rules out drugs that block CYP2D6. Talk to your prescriber.',
  }, [dailyMed('Thioridazine'), dailyMed('Cymbalta'), S.fdaCyp]),

  rule('eliglustat+strong-cyp2d6-inhibitor', 'eliglustat', 'class:strong-cyp2d6-inhibitor', 'major', 'established', {
    summary: 'Strong CYP2D6 blockers such as paroxetine or fluoxetine raise eliglustat levels, with a risk of a dangerous heart rhythm.',
    mechanism: 'CYP2D6 is the main route that clears eliglustat.',
    management: 'The eliglustat label lowers the dose to once a day with a strong CYP2D6 blocker and rules the pair out when a CYP3A blocker is also taken. Talk to your prescriber.',
  }, [dailyMed('Cerdelga'), S.fdaCyp]),

  rule('eliglustat+cyp2d6-inhibitor', 'eliglustat', 'class:cyp2d6-inhibitor', 'moderate', 'established', {
    summary: 'Moderate CYP2D6 blockers such as duloxetine or mirabegron raise eliglustat levels.',
    mechanism: 'CYP2D6 is the main route that clears eliglustat.',
    management: 'The eliglustat label calls for caution and rules the pair out when a CYP3A blocker is also taken. Talk to your prescriber.',
  }, [dailyMed('Cerdelga'), S.fdaCyp]),
];
