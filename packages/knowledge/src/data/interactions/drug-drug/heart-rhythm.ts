/**
 * Drug–drug interaction rules about heart rate and rhythm.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const heartRhythmRules: InteractionRule[] = [
  // ------------------------------------------------------------ heart rate and rhythm
  ...(['verapamil', 'diltiazem'] as const).map((id) =>
    rule(`beta-blocker+${id}`, 'class:beta-blocker', id, 'moderate', 'established', {
      summary: `A beta blocker with ${id} can slow the heart too much or weaken its pumping, causing dizziness, fainting or breathlessness.`,
      mechanism: 'Both slow the heart’s rate and conduction.',
      management: 'This pairing is sometimes used on purpose with monitoring. Tell your prescriber about a very slow pulse, fainting or swollen ankles.',
    }, [dailyMed(id === 'verapamil' ? 'Verapamil' : 'Diltiazem'), dailyMed('Metoprolol')]),
  ),

  rule('amiodarone+beta-blocker', 'amiodarone', 'class:beta-blocker', 'moderate', 'established', {
    summary: 'Amiodarone with a beta blocker can slow the heart too much.',
    mechanism: 'Both slow the heart rate and conduction.',
    management: 'Often used together with monitoring; report dizziness, fainting or a very slow pulse.',
  }, [dailyMed('Amiodarone')]),

  ...(['verapamil', 'diltiazem'] as const).map((id) =>
    rule(`amiodarone+${id}`, 'amiodarone', id, 'moderate', 'established', {
      summary: `Amiodarone with ${id} can slow the heart too much or cause heart block.`,
      mechanism: 'Both slow the heart’s rate and conduction.',
      management: 'Your prescriber will watch your pulse and ECG; report dizziness or fainting.',
    }, [dailyMed('Amiodarone')]),
  ),

  ...([['verapamil', 'raises dofetilide levels'], ['hydrochlorothiazide', 'raises dofetilide levels and lowers potassium'], ['sulfamethoxazole-trimethoprim', 'raises dofetilide levels (trimethoprim blocks its kidney clearance)'], ['trimethoprim', 'raises dofetilide levels (it blocks its kidney clearance)'], ['ketoconazole', 'raises dofetilide levels'], ['cimetidine', 'raises dofetilide levels (it blocks its kidney clearance)'], ['dolutegravir', 'raises dofetilide levels (it blocks its kidney clearance)'], ['prochlorperazine', 'raises dofetilide levels and adds its own effect on heart rhythm']] as const).map(([id, effect]) =>
    rule(`dofetilide+${id}`, 'dofetilide', id, 'contraindicated', 'established', {
      summary: 'This medicine can raise dofetilide to levels that cause a life-threatening heart rhythm (torsades de pointes).',
      mechanism: `It ${effect}.`,
      management: 'The dofetilide label rules out this combination. Make sure every prescriber and pharmacist knows you take dofetilide.',
    }, [dailyMed('Tikosyn')]),
  ),

  rule('dronedarone+strong-cyp3a4-inhibitor', 'dronedarone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise dronedarone levels many times, with a risk of a dangerous heart rhythm.',
    mechanism: 'CYP3A4 is the main enzyme that clears dronedarone, which lengthens the QT interval.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take dronedarone.',
  }, [dailyMed('Multaq'), S.fdaCyp]),

  rule('amiodarone+sofosbuvir-velpatasvir', 'amiodarone', 'sofosbuvir-velpatasvir', 'major', 'established', {
    summary: 'Amiodarone with sofosbuvir-containing hepatitis C treatment has caused severe slowing of the heart, sometimes needing a pacemaker; one death has been reported.',
    mechanism: 'The cause is not fully understood; the effect can start within hours to two weeks.',
    management: 'The label advises against this pair. If no alternative exists, heart monitoring is needed at the start; report fainting, dizziness, chest pain or breathlessness at once.',
  }, [dailyMed('Epclusa'), dailyMed('Amiodarone')]),

  rule('ranolazine+strong-cyp3a4-inhibitor', 'ranolazine', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ranolazine levels several times, which can prolong the QT interval.',
    mechanism: 'CYP3A4 is the main enzyme that clears ranolazine.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take ranolazine.',
  }, [dailyMed('Ranexa'), S.fdaCyp]),

];
