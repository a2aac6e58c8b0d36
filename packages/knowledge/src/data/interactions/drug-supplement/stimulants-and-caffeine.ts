/**
 * Drug–supplement rules for stimulant herbs (yohimbe, bitter orange, ephedra) and caffeine pills:
 * MAO inhibitors, blood pressure, ADHD stimulants and the medicines that slow caffeine's clearance.
 */
import { S, dailyMed, mesh, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';

const HIGH_BP_SIGNS = 'Get urgent care for a sudden severe headache, chest pain, a pounding heartbeat or confusion.';

// ---------------------------------------------------------------- stimulant herbs
const stimulants: InteractionRule[] = [
  rule('maoi+yohimbe', 'class:maoi', 'yohimbe', 'major', 'suspected',
    'Yohimbe with an MAO inhibitor can cause a dangerous rise in blood pressure.',
    'Yohimbine increases noradrenaline release, which MAO inhibitors cannot break down.',
    'Do not take yohimbe with an MAO inhibitor. ' + HIGH_BP_SIGNS,
    [nccih('yohimbe', 'Yohimbe')]),
  rule('antihypertensive+yohimbe', 'class:antihypertensive', 'yohimbe', 'moderate', 'suspected',
    'Yohimbe can raise blood pressure and heart rate and work against blood-pressure medicines.',
    'Yohimbine stimulates the sympathetic nervous system.',
    'Avoid yohimbe if you have high blood pressure, unless your prescriber agrees.',
    [nccih('yohimbe', 'Yohimbe')]),
  rule('cns-stimulant+yohimbe', 'class:cns-stimulant', 'yohimbe', 'moderate', 'theoretical',
    'Yohimbe adds to the heart-rate and blood-pressure effects of ADHD stimulants.',
    'Both stimulate the sympathetic nervous system.',
    'Avoid the combination unless your prescriber agrees.',
    [nccih('yohimbe', 'Yohimbe')]),
  rule('maoi+bitter-orange', 'class:maoi', 'bitter-orange', 'major', 'theoretical',
    'Bitter orange (synephrine) with an MAO inhibitor could cause a dangerous rise in blood pressure.',
    'Synephrine is a stimulant similar to decongestants; MAO inhibitors magnify such stimulants.',
    'Avoid bitter orange with an MAO inhibitor. ' + HIGH_BP_SIGNS,
    [nccih('bitter-orange', 'Bitter Orange')]),
  rule('sympathomimetic+bitter-orange', 'class:sympathomimetic', 'bitter-orange', 'moderate', 'suspected',
    'Bitter orange with stimulants or decongestants can add to raised heart rate and blood pressure.',
    'Synephrine stimulates the same adrenergic receptors.',
    'Avoid combining them unless your prescriber agrees; take extra care if you have heart disease or high blood pressure.',
    [nccih('bitter-orange', 'Bitter Orange')]),
  rule('maoi+ephedra', 'class:maoi', 'ephedra', 'contraindicated', 'probable',
    'Ephedra (ma huang) contains ephedrine; MAO inhibitor labels rule out ephedrine and similar stimulants because they can cause a hypertensive crisis.',
    'Ephedrine releases noradrenaline, which MAO inhibitors cannot break down.',
    'Do not combine them. Ephedra supplements have been banned in the US since 2004. ' + HIGH_BP_SIGNS,
    [nccih('ephedra', 'Ephedra'), dailyMed('Nardil')]),
  rule('sympathomimetic+ephedra', 'class:sympathomimetic', 'ephedra', 'major', 'probable',
    'Ephedra with stimulants or decongestants can cause dangerous rises in heart rate and blood pressure, heart attack or stroke.',
    'Ephedrine is itself a strong sympathomimetic; effects add up.',
    'Do not combine them. Ephedra supplements have been banned in the US since 2004.',
    [nccih('ephedra', 'Ephedra')]),
  rule('antihypertensive+ephedra', 'class:antihypertensive', 'ephedra', 'moderate', 'probable',
    'Ephedra raises blood pressure and works against blood-pressure medicines.',
    'Ephedrine narrows blood vessels and speeds the heart.',
    'Avoid ephedra, especially with high blood pressure.',
    [nccih('ephedra', 'Ephedra')]),
];

// ---------------------------------------------------------------- caffeine (supplement)
const caffeine: InteractionRule[] = [
  rule('theophylline+caffeine', 'theophylline', 'caffeine', 'moderate', 'probable',
    'Caffeine pills or powders add to theophylline’s side effects (nervousness, nausea, fast heartbeat) and may raise theophylline levels.',
    'Caffeine and theophylline are related compounds cleared by the same enzyme (CYP1A2).',
    'Avoid caffeine supplements with theophylline unless your prescriber agrees.',
    [dailyMed('Theophylline'), S.fdaCyp]),
  rule('fluvoxamine+caffeine', 'fluvoxamine', 'caffeine', 'moderate', 'established',
    'Fluvoxamine slows caffeine clearance a great deal, so caffeine supplements can cause jitteriness, sleeplessness and a fast heartbeat.',
    'Fluvoxamine strongly blocks CYP1A2, the main enzyme that clears caffeine.',
    'Cut down on caffeine while taking fluvoxamine; ask your pharmacist how much is reasonable.',
    [dailyMed('Fluvoxamine'), S.fdaCyp]),
  rule('ciprofloxacin+caffeine', 'ciprofloxacin', 'caffeine', 'minor', 'established',
    'Ciprofloxacin slows caffeine clearance, which can make caffeine effects stronger and longer.',
    'Ciprofloxacin blocks CYP1A2.',
    'Consider less caffeine during the course of ciprofloxacin if you feel jittery.',
    [dailyMed('Cipro')]),
  rule('cns-stimulant+caffeine', 'class:cns-stimulant', 'caffeine', 'minor', 'suspected',
    'Caffeine supplements add to the heart-rate, blood-pressure and sleep effects of ADHD stimulants.',
    'Both stimulate the nervous system.',
    'Limit caffeine if you notice jitteriness, palpitations or poor sleep, and tell your prescriber.',
    [S.fdaDrugInteractionsConsumer, mesh('Caffeine')]),
];

export const stimulantAndCaffeineRules: InteractionRule[] = [...stimulants, ...caffeine];
