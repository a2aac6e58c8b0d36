/**
 * Drug–drug interaction rules for HIV medicines and acid reducers.
 */
import { dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const hivAcidReducerRules: InteractionRule[] = [
  // ------------------------------------------------------------ HIV medicines and acid reducers
  rule('atazanavir+h2-blocker', 'atazanavir', 'class:h2-blocker', 'moderate', 'established', {
    summary: 'H2 blockers such as famotidine lower atazanavir absorption, which can weaken HIV treatment.',
    mechanism: 'Atazanavir needs stomach acid to be absorbed.',
    management: 'They can be used together only with set doses and timing. Ask your HIV pharmacist for a schedule.',
  }, [dailyMed('Reyataz')]),

  rule('rilpivirine+ppi', 'rilpivirine', 'class:ppi', 'contraindicated', 'established', {
    summary: 'Proton pump inhibitors lower rilpivirine levels so much that HIV treatment can fail and resistance can develop.',
    mechanism: 'Rilpivirine needs stomach acid to be absorbed.',
    management: 'These are not used together. Ask your HIV prescriber or pharmacist about another acid reducer and timing.',
  }, [dailyMed('Edurant')]),

  rule('rilpivirine+h2-blocker', 'rilpivirine', 'class:h2-blocker', 'moderate', 'established', {
    summary: 'H2 blockers such as famotidine lower rilpivirine absorption.',
    mechanism: 'Rilpivirine needs stomach acid to be absorbed.',
    management: 'Take the H2 blocker at least 12 hours before or at least 4 hours after rilpivirine; ask your pharmacist for a schedule.',
  }, [dailyMed('Edurant')]),

];
