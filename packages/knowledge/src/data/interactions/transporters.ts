/**
 * Transporters (FDA table): P-glycoprotein, BCRP and the liver uptake transporters OATP1B1/1B3.
 * Class pairs are moderate (levels rise; a dose change may be needed); the substrates' labels
 * raise named pairs: digoxin and colchicine with P-gp blockers (drug-drug/digoxin.ts,
 * drug-drug/statins-colchicine.ts), statins with OATP blockers (statins.ts), venetoclax with
 * P-gp blockers.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

/** Statin labels grade their OATP pairs one by one (statins.ts), and leave some out (rosuvastatin with clarithromycin). */
const statins = ['atorvastatin', 'simvastatin', 'lovastatin', 'pravastatin', 'rosuvastatin', 'pitavastatin', 'fluvastatin', 'ezetimibe-simvastatin', 'amlodipine-atorvastatin'];

export const transporterRules: InteractionRule[] = [
  rule('pgp-inhibitor+pgp-substrate', 'class:pgp-inhibitor', 'class:pgp-substrate', 'moderate', 'established', {
    summary: 'A P-glycoprotein blocker such as verapamil, amiodarone, quinidine or clarithromycin raises the level of this medicine.',
    mechanism: 'The P-gp pump pushes the second medicine out of the gut and into the urine and bile; the first medicine blocks it.',
    management: 'The label of the second medicine may call for a lower dose; ask your prescriber or pharmacist.',
  }, [S.fdaCyp, dailyMed('Savaysa')]),

  rule('pgp-inducer+pgp-substrate', 'class:pgp-inducer', 'class:pgp-substrate', 'major', 'established', {
    summary: 'Rifampin, carbamazepine, phenytoin, apalutamide or St. John’s wort speed up the P-gp pump and can lower the level of this medicine until it no longer works.',
    mechanism: 'The inducer makes the gut and kidneys push out more of the second medicine.',
    management: 'The label of the second medicine advises avoiding this pair. Talk to your prescriber.',
  }, [S.fdaCyp, dailyMed('Pradaxa'), dailyMed('Savaysa')], ['digoxin', 'colchicine']),

  rule('digoxin+pgp-inducer', 'digoxin', 'class:pgp-inducer', 'moderate', 'established', {
    summary: 'Rifampin and St. John’s wort lower digoxin levels, so it may control the heart rate less well.',
    mechanism: 'They speed up the P-gp pump that removes digoxin.',
    management: 'Tell your prescriber; a digoxin level check and a dose change may be needed when the inducer starts or stops.',
  }, [dailyMed('Lanoxin'), S.fdaCyp]),

  rule('venetoclax+pgp-inhibitor', 'venetoclax', 'class:pgp-inhibitor', 'major', 'established', {
    summary: 'P-gp blockers such as amiodarone, carvedilol, cyclosporine, quinidine or verapamil raise venetoclax levels.',
    mechanism: 'The P-gp pump helps remove venetoclax.',
    management: 'The venetoclax label advises avoiding P-gp blockers or lowering the venetoclax dose by at least half. Talk to your cancer team.',
  }, [dailyMed('Venclexta'), S.fdaCyp]),

  rule('bcrp-inhibitor+bcrp-substrate', 'class:bcrp-inhibitor', 'class:bcrp-substrate', 'moderate', 'established', {
    summary: 'A BCRP blocker such as cyclosporine, eltrombopag, teriflunomide or curcumin raises the level of rosuvastatin or sulfasalazine.',
    mechanism: 'The BCRP transporter limits how much of the second medicine is absorbed and speeds its removal; the first blocks it.',
    management: 'A lower dose of the second medicine may be needed; ask your prescriber or pharmacist and report its side effects.',
  }, [S.fdaCyp, dailyMed('Crestor')]),

  rule('oatp1b-inhibitor+oatp1b-substrate', 'class:oatp1b-inhibitor', 'class:oatp1b-substrate', 'moderate', 'established', {
    summary: 'An OATP1B blocker such as cyclosporine, gemfibrozil, clarithromycin or some hepatitis C and HIV medicines raises the blood level of this medicine.',
    mechanism: 'OATP1B1 and OATP1B3 carry the second medicine into the liver, where it is cleared; the first medicine blocks them.',
    management: 'The label of the second medicine may limit its dose; ask your prescriber or pharmacist.',
  }, [S.fdaCyp], statins),
];
