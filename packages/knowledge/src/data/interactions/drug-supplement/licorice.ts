/**
 * Drug–supplement rules for licorice root: potassium loss with digoxin and water pills, blood
 * pressure, and steroid medicines.
 */
import { dailyMed, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';

const licorice = nccih('licorice-root', 'Licorice Root');

export const licoriceRules: InteractionRule[] = [
  rule('cardiac-glycoside+licorice-root', 'class:cardiac-glycoside', 'licorice-root', 'moderate', 'probable',
    'Licorice root can lower blood potassium, which makes digoxin more likely to cause dangerous heart rhythms.',
    'Glycyrrhizin in licorice acts like the hormone aldosterone, making the kidneys lose potassium.',
    'Avoid licorice root (deglycyrrhizinated, "DGL", products do not have this effect) unless your prescriber agrees.',
    [licorice, dailyMed('Lanoxin')]),
  rule('potassium-lowering+licorice-root', 'class:potassium-lowering', 'licorice-root', 'moderate', 'probable',
    'Licorice root with water pills such as furosemide or hydrochlorothiazide can drop potassium too low.',
    'Glycyrrhizin makes the kidneys lose potassium, adding to the diuretic.',
    'Tell your prescriber if you take licorice root; a potassium check may be needed.',
    [licorice]),
  rule('antihypertensive+licorice-root', 'class:antihypertensive', 'licorice-root', 'moderate', 'probable',
    'Regular licorice root can raise blood pressure and work against blood-pressure medicines.',
    'Glycyrrhizin makes the body hold salt and water.',
    'Avoid licorice root products with glycyrrhizin if you have high blood pressure, unless your prescriber agrees.',
    [licorice]),
  rule('corticosteroid+licorice-root', 'class:corticosteroid', 'licorice-root', 'moderate', 'suspected',
    'Licorice root can strengthen the salt-retaining and potassium-lowering effects of steroid medicines such as prednisone.',
    'Glycyrrhizin slows the breakdown of cortisol-like steroids.',
    'Tell your prescriber if you take licorice root with a steroid.',
    [licorice]),
];
