/**
 * Drug–supplement rules for goldenseal and berberine: liver-enzyme (CYP3A4, CYP2D6) effects,
 * metformin, diabetes medicines and transplant medicines.
 */
import { S, doi, mesh, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';
import { nccihScience, colombo } from './shared-sources';

const goldensealMetformin = doi(
  '10.1111/cts.70120',
  'The pharmacokinetic interaction between metformin and the natural product goldenseal is metformin dose-dependent: a three-arm crossover study in adults with type 2 diabetes. Clin Transl Sci. 2025;18(2):e70120',
);
const goldenseal = nccih('goldenseal', 'Goldenseal');

export const goldensealBerberineRules: InteractionRule[] = [
  rule('cyp3a4-sensitive-substrate+goldenseal', 'class:cyp3a4-sensitive-substrate', 'goldenseal', 'moderate', 'probable',
    'Goldenseal can raise levels of medicines cleared by CYP3A4 (in studies, midazolam levels rose by about 40 to 60 percent), which may increase side effects.',
    'Goldenseal compounds, including berberine, block the CYP3A4 enzyme.',
    'Talk to your prescriber or pharmacist before taking goldenseal with these medicines.',
    [goldenseal, nccihScience, S.fdaCyp]),
  rule('cyp2d6-activated-prodrug+goldenseal', 'class:cyp2d6-activated-prodrug', 'goldenseal', 'moderate', 'probable',
    'Goldenseal strongly blocks CYP2D6 and may make codeine, tramadol or tamoxifen less effective.',
    'These medicines need CYP2D6 to turn into their active form; goldenseal blocks that enzyme.',
    'Talk to your prescriber or pharmacist before taking goldenseal with these medicines.',
    [goldenseal, nccihScience, S.fdaCyp]),
  rule('metformin+goldenseal', 'metformin', 'goldenseal', 'minor', 'probable',
    'Goldenseal lowered metformin levels by about a quarter in healthy volunteers, but in people with type 2 diabetes on usual doses the change was small and blood sugar control was not worse.',
    'Goldenseal appears to block the gut transporters that absorb metformin.',
    'Tell your prescriber if you take goldenseal and keep checking your blood sugar as usual.',
    [goldensealMetformin, goldenseal]),
  rule('antidiabetic+berberine', 'class:antidiabetic', 'berberine', 'minor', 'suspected',
    'Berberine lowers blood sugar and adds to diabetes medicines such as metformin.',
    'Berberine improves glucose uptake and lowers glucose production by the liver.',
    'Tell your prescriber before taking berberine and check your blood sugar more often at first.',
    [mesh('Berberine'), goldenseal]),
  rule('hypoglycemia-risk+berberine', 'class:hypoglycemia-risk', 'berberine', 'moderate', 'suspected',
    'Berberine with insulin or a sulfonylurea may cause low blood sugar.',
    'Berberine lowers blood sugar; insulin and sulfonylureas can already push it too low.',
    'Talk to your prescriber before combining them; check your blood sugar more often and know the signs of a low (shaking, sweating, confusion).',
    [mesh('Berberine'), goldenseal]),
  rule('calcineurin-inhibitor+berberine', 'class:calcineurin-inhibitor', 'berberine', 'moderate', 'probable',
    'Berberine raised cyclosporine levels in kidney-transplant recipients; higher levels can harm the kidneys.',
    'Berberine slows CYP3A4 and P-glycoprotein, which clear cyclosporine and tacrolimus.',
    'Do not take berberine or goldenseal with these medicines unless your transplant team agrees and checks levels.',
    [colombo]),
];
