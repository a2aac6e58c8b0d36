/**
 * Drug–drug interaction rules for digoxin.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const digoxinRules: InteractionRule[] = [
  // ------------------------------------------------------------ digoxin
  rule('digoxin+amiodarone', 'digoxin', 'amiodarone', 'major', 'established', {
    summary: 'Amiodarone can nearly double digoxin levels, causing nausea, vision changes, a very slow pulse or dangerous rhythms.',
    mechanism: 'Amiodarone blocks the P-gp pump that removes digoxin and adds its own slowing of the heart.',
    management: 'Your prescriber usually lowers the digoxin dose by a third to a half and checks levels.',
  }, [dailyMed('Lanoxin'), dailyMed('Amiodarone')]),

  rule('digoxin+verapamil', 'digoxin', 'verapamil', 'major', 'established', {
    summary: 'Verapamil raises digoxin levels and both slow the heart, so the pulse can become dangerously slow.',
    mechanism: 'Verapamil blocks the P-gp pump that removes digoxin and slows conduction in the heart.',
    management: 'Your prescriber may lower the digoxin dose and check levels and pulse.',
  }, [dailyMed('Lanoxin'), dailyMed('Verapamil')]),

  rule('digoxin+clarithromycin', 'digoxin', 'clarithromycin', 'major', 'established', {
    summary: 'Clarithromycin can raise digoxin to toxic levels, causing nausea, vision changes or a dangerous heart rhythm.',
    mechanism: 'Clarithromycin blocks the P-gp pump that removes digoxin.',
    management: 'Ask whether another antibiotic would do; if not, digoxin levels are usually checked during the course.',
  }, [dailyMed('Lanoxin'), dailyMed('Biaxin')]),

  rule('digoxin+dronedarone', 'digoxin', 'dronedarone', 'major', 'established', {
    summary: 'Dronedarone about doubles digoxin levels and adds to its slowing of the heart; it has been linked to more deaths in heart-failure patients taking digoxin.',
    mechanism: 'Dronedarone blocks the P-gp pump that removes digoxin.',
    management: 'The dronedarone label advises halving the digoxin dose or reconsidering digoxin. Your prescriber will check levels and pulse.',
  }, [dailyMed('Multaq'), dailyMed('Lanoxin')]),

  rule('digoxin+pgp-inhibitor', 'digoxin', 'class:pgp-inhibitor', 'major', 'established', {
    summary: 'P-glycoprotein blockers such as amiodarone, verapamil, quinidine, clarithromycin or itraconazole can raise digoxin levels a lot, with a risk of toxicity.',
    mechanism: 'Digoxin is pushed out of the body by the P-gp pump.',
    management: 'The digoxin label advises measuring the level before starting the other medicine and lowering the digoxin dose by 30 to 50 percent. Report nausea, vision changes or a slow or irregular pulse.',
  }, [dailyMed('Lanoxin'), S.fdaCyp]),

  rule('digoxin+potassium-lowering', 'digoxin', 'class:potassium-lowering', 'moderate', 'established', {
    summary: 'Water pills that lower potassium and magnesium make digoxin toxicity and rhythm problems more likely.',
    mechanism: 'Low potassium increases digoxin’s binding in heart muscle.',
    management: 'Your prescriber usually checks potassium regularly; report cramps, weakness, nausea or an irregular pulse.',
  }, [dailyMed('Lanoxin'), dailyMed('Lasix')]),

  rule('digoxin+diltiazem', 'digoxin', 'diltiazem', 'moderate', 'probable', {
    summary: 'Diltiazem can raise digoxin levels a little and both slow the heart.',
    mechanism: 'Diltiazem slows conduction in the heart and can reduce digoxin clearance.',
    management: 'Your prescriber may check your pulse and digoxin level after changes.',
  }, [dailyMed('Lanoxin'), dailyMed('Diltiazem')]),

];
