/**
 * Drug–supplement rules for supplements taken for the heart, cholesterol and blood sugar: red yeast
 * rice, ginseng, American ginseng, black cohosh, hawthorn and green tea extract.
 */
import { S, doi, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';
import { nccihScience, boyer } from './shared-sources';

const ryr = nccih('red-yeast-rice', 'Red Yeast Rice');

export const heartAndBloodSugarRules: InteractionRule[] = [
  rule('statin+red-yeast-rice', 'class:statin', 'red-yeast-rice', 'moderate', 'probable',
    'Red yeast rice can contain monacolin K, which is the same compound as lovastatin. Taking it with a statin doubles up and raises the risk of muscle and liver side effects.',
    'Monacolin K blocks the same cholesterol-making enzyme as statins.',
    'Do not add red yeast rice to a statin unless your prescriber agrees. Report unexplained muscle pain or weakness.',
    [ryr]),
  rule('strong-cyp3a4-inhibitor+red-yeast-rice', 'class:strong-cyp3a4-inhibitor', 'red-yeast-rice', 'moderate', 'theoretical',
    'Strong CYP3A4 blockers such as clarithromycin or itraconazole could raise levels of the lovastatin-like compound in red yeast rice and cause muscle injury.',
    'Monacolin K (lovastatin) is cleared by CYP3A4.',
    'Tell your prescriber or pharmacist you take red yeast rice before starting such a medicine, and report muscle pain or weakness.',
    [ryr, S.fdaCyp]),
  rule('maoi+ginseng', 'class:maoi', 'ginseng', 'moderate', 'suspected',
    'Ginseng taken with phenelzine has been linked to headache, sleeplessness, tremor and manic symptoms.',
    'Ginseng has stimulating effects that may add to those of MAO inhibitors.',
    'Avoid ginseng with an MAO inhibitor unless your prescriber agrees.',
    [nccih('asian-ginseng', 'Asian Ginseng'), boyer]),
  rule('antidiabetic+ginseng', 'class:antidiabetic', 'ginseng', 'minor', 'suspected',
    'Ginseng may lower blood sugar slightly, adding to diabetes medicines.',
    'Ginsenosides may improve insulin sensitivity.',
    'Check your blood sugar more often when starting ginseng, and tell your prescriber.',
    [nccih('asian-ginseng', 'Asian Ginseng'), nccihScience]),
  rule('antidiabetic+american-ginseng', 'class:antidiabetic', 'american-ginseng', 'minor', 'probable',
    'American ginseng can lower blood sugar after meals, adding to diabetes medicines.',
    'American ginseng slows the rise in blood sugar after eating.',
    'Check your blood sugar more often when starting American ginseng, and tell your prescriber.',
    [doi('10.1001/archinte.160.7.1009', 'Vuksan V, et al. American ginseng (Panax quinquefolius L) reduces postprandial glycemia in nondiabetic subjects and subjects with type 2 diabetes mellitus. Arch Intern Med. 2000;160(7):1009-1013')]),
  rule('statin+black-cohosh', 'class:statin', 'black-cohosh', 'minor', 'suspected',
    'Black cohosh may make statins slightly less effective; a 2017 review found a generally low interaction risk.',
    'The mechanism is unclear.',
    'Tell your prescriber if you take black cohosh; your cholesterol may be rechecked.',
    [nccihScience, nccih('black-cohosh', 'Black Cohosh')]),
  rule('cardiac-glycoside+hawthorn', 'class:cardiac-glycoside', 'hawthorn', 'minor', 'suspected',
    'Hawthorn has heart effects of its own and may add to digoxin; a small study showed no change in digoxin levels.',
    'Hawthorn may strengthen heart contraction and widen blood vessels.',
    'Tell your prescriber if you take hawthorn with heart medicines.',
    [nccih('hawthorn', 'Hawthorn')]),
  rule('nadolol+green-tea-extract', 'nadolol', 'green-tea-extract', 'moderate', 'probable',
    'Green tea can sharply lower blood levels of nadolol, which may weaken its effect on blood pressure and heart rate.',
    'Green tea catechins block the gut transporter that absorbs nadolol.',
    'Tell your prescriber if you take green tea extract; your blood pressure may need checking.',
    [nccih('green-tea', 'Green Tea')]),
  rule('hepatotoxic+green-tea-extract', 'class:hepatotoxic', 'green-tea-extract', 'moderate', 'theoretical',
    'Concentrated green tea extract has been linked to rare liver injury; taking it with other medicines that strain the liver may add to the risk.',
    'High doses of green tea catechins can injure liver cells.',
    'Talk to your prescriber before combining them; get care for yellow skin or eyes or dark urine.',
    [nccih('green-tea', 'Green Tea')]),
];
