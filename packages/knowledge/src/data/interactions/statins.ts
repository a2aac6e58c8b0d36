/**
 * Statin pairs the statin labels grade: OATP1B blockers (a cap at a quarter of the usual top dose
 * or lower, or "avoid", is major; a milder cap is moderate; unlisted pairs are left out), niacin at lipid
 * doses (1 g a day or more) and a few named pairs. Gemfibrozil, fenofibrate, cyclosporine and the
 * CYP3A4 blockers are in drug-drug.ts and drug-drug/statins-colchicine.ts.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

const muscle = 'Report unexplained muscle pain, tenderness or weakness, or dark urine, at once.';

export const statinRules: InteractionRule[] = [
  ...([
    ['rosuvastatin', 'atazanavir', 'Crestor', 'caps rosuvastatin at 10 mg a day'],
    ['rosuvastatin', 'lopinavir-ritonavir', 'Crestor', 'caps rosuvastatin at 10 mg a day'],
    ['rosuvastatin', 'glecaprevir-pibrentasvir', 'Mavyret', 'caps rosuvastatin at 10 mg a day'],
    ['rosuvastatin', 'sofosbuvir-velpatasvir', 'Epclusa', 'caps rosuvastatin at 10 mg a day'],
    ['atorvastatin', 'glecaprevir-pibrentasvir', 'Mavyret', 'does not recommend atorvastatin'],
    ['simvastatin', 'glecaprevir-pibrentasvir', 'Mavyret', 'does not recommend simvastatin'],
    ['lovastatin', 'glecaprevir-pibrentasvir', 'Mavyret', 'does not recommend lovastatin'],
  ] as const).map(([statin, other, label, what]) =>
    rule(`${statin}+${other}`, statin, other, 'major', 'established', {
      summary: `This medicine raises ${statin} levels several times over, with a higher risk of muscle injury.`,
      mechanism: 'It blocks OATP1B1/1B3 (and for some statins BCRP or CYP3A4), which carry the statin into the liver for clearance.',
      management: `The ${label} label ${what} with this medicine. Talk to your prescriber. ${muscle}`,
    }, [dailyMed(label), S.fdaCyp]),
  ),

  rule('pravastatin+glecaprevir-pibrentasvir', 'pravastatin', 'glecaprevir-pibrentasvir', 'moderate', 'established', {
    summary: 'Glecaprevir/pibrentasvir more than doubles pravastatin levels.',
    mechanism: 'It blocks OATP1B1/1B3, which carry pravastatin into the liver.',
    management: `The Mavyret label halves the pravastatin dose. ${muscle}`,
  }, [dailyMed('Mavyret'), S.fdaCyp]),

  rule('rosuvastatin+teriflunomide', 'rosuvastatin', 'teriflunomide', 'major', 'established', {
    summary: 'Teriflunomide roughly triples rosuvastatin levels, raising the risk of muscle injury.',
    mechanism: 'Teriflunomide blocks BCRP and OATP1B1/1B3, which limit rosuvastatin’s absorption and carry it into the liver.',
    management: `The teriflunomide label caps rosuvastatin at 10 mg a day. Talk to your prescriber. ${muscle}`,
  }, [dailyMed('Aubagio'), S.fdaCyp]),

  rule('pitavastatin+rifampin', 'pitavastatin', 'rifampin', 'major', 'established', {
    summary: 'Rifampin raises pitavastatin levels, raising the risk of muscle injury.',
    mechanism: 'Rifampin blocks OATP1B1, which carries pitavastatin into the liver.',
    management: `The pitavastatin label caps the dose at 2 mg a day with rifampin. ${muscle}`,
  }, [dailyMed('Livalo'), S.fdaCyp]),

  rule('statin+niacin', 'class:statin', 'niacin', 'moderate', 'established', {
    summary: 'Niacin at lipid-lowering doses (1 g a day or more) with a statin raises the risk of muscle injury (myopathy, rarely rhabdomyolysis).',
    mechanism: 'Both can harm muscle; the effect adds up.',
    management: `The simvastatin and lovastatin labels ask prescribers to weigh the benefit against this risk. Tell your prescriber you take both, including over-the-counter niacin. ${muscle}`,
  }, [dailyMed('Zocor'), dailyMed('Lovastatin'), dailyMed('Lipitor')]),
];
