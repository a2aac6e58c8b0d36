/**
 * Drug–supplement rules for mood and sleep supplements: the serotonergic ones (5-HTP, tryptophan,
 * SAM-e) with antidepressants and MAO inhibitors, and the sedating ones (kava, valerian, melatonin,
 * kratom, ashwagandha) with sedatives and other medicines.
 */
import { S, dailyMed, doi, mesh, nccih } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { rule } from '../rule-builders';
import { boyer } from './shared-sources';

const papakostas = doi(
  '10.1176/appi.ajp.2009.09081198',
  'Papakostas GI, et al. S-adenosyl methionine (SAMe) augmentation of serotonin reuptake inhibitors for antidepressant nonresponders with major depressive disorder. Am J Psychiatry. 2010;167(8):942-948',
);
const SEROTONIN_SIGNS = 'Get urgent care for agitation, confusion, sweating, fever, muscle twitching or stiffness, or a racing heart.';

// ---------------------------------------------------------------- serotonergic supplements
const serotonergic: InteractionRule[] = [
  rule('serotonergic+5-htp', 'class:serotonergic', '5-htp', 'moderate', 'suspected',
    '5-HTP adds to the serotonin effect of antidepressants, triptans, tramadol and similar medicines and could cause serotonin syndrome.',
    '5-HTP is the direct building block of serotonin, so it raises serotonin production.',
    'Do not add 5-HTP to a serotonergic medicine unless your prescriber agrees. ' + SEROTONIN_SIGNS,
    [boyer, mesh('5-Hydroxytryptophan')]),
  rule('maoi+5-htp', 'class:maoi', '5-htp', 'major', 'suspected',
    'With an MAO inhibitor, 5-HTP can build up serotonin that the body cannot break down and cause serotonin syndrome.',
    'MAO inhibitors block serotonin breakdown while 5-HTP increases serotonin production.',
    'Avoid 5-HTP while taking an MAO inhibitor and for two weeks after, unless your prescriber directs otherwise. ' + SEROTONIN_SIGNS,
    [boyer, dailyMed('Nardil')]),
  rule('serotonergic+tryptophan', 'class:serotonergic', 'tryptophan', 'moderate', 'suspected',
    'Tryptophan supplements add to the serotonin effect of antidepressants and similar medicines; agitation and serotonin toxicity have been reported.',
    'Tryptophan is turned into serotonin in the body.',
    'Talk to your prescriber before adding tryptophan to a serotonergic medicine. ' + SEROTONIN_SIGNS,
    [boyer]),
  rule('maoi+tryptophan', 'class:maoi', 'tryptophan', 'major', 'probable',
    'Tryptophan taken with an MAO inhibitor has caused serotonin syndrome.',
    'MAO inhibitors block serotonin breakdown while tryptophan raises serotonin production.',
    'Avoid tryptophan supplements with an MAO inhibitor unless your prescriber directs otherwise. ' + SEROTONIN_SIGNS,
    [boyer, dailyMed('Nardil')]),
  rule('maoi+sam-e', 'class:maoi', 'sam-e', 'major', 'theoretical',
    'SAM-e taken with an MAO inhibitor could add to serotonin effects and cause serotonin syndrome.',
    'MAO inhibitors block serotonin breakdown; SAM-e takes part in making serotonin.',
    'Avoid SAM-e with an MAO inhibitor unless your prescriber directs otherwise. ' + SEROTONIN_SIGNS,
    [boyer, dailyMed('Nardil')]),
  rule('serotonergic+sam-e', 'class:serotonergic', 'sam-e', 'moderate', 'suspected',
    'SAM-e has antidepressant effects and could add to serotonergic medicines; a case of serotonin syndrome with clomipramine was reported, although SAM-e has also been studied safely alongside SSRIs under supervision.',
    'SAM-e takes part in making serotonin and other brain messengers.',
    'Use SAM-e with an antidepressant only with your prescriber’s agreement. ' + SEROTONIN_SIGNS,
    [papakostas, boyer]),
];

// ---------------------------------------------------------------- sedating supplements
const sedating: InteractionRule[] = [
  rule('cns-depressant+kava', 'class:cns-depressant', 'kava', 'moderate', 'suspected',
    'Kava adds to the drowsiness of sedatives, sleep medicines, opioids and alcohol; a coma was reported with alprazolam.',
    'Kava acts on the same calming brain pathways (GABA) as these medicines.',
    'Avoid combining them unless your prescriber agrees, and do not drive if you feel drowsy.',
    [nccih('kava', 'Kava'), S.nccihHerbDrug]),
  rule('hepatotoxic+kava', 'class:hepatotoxic', 'kava', 'moderate', 'suspected',
    'Kava has been linked to severe liver injury; taking it with other medicines that strain the liver may add to the risk.',
    'Kava can injure liver cells; the risks add up.',
    'Talk to your prescriber before using kava with such medicines. Get care for yellow skin or eyes, dark urine or pain under the right ribs.',
    [nccih('kava', 'Kava')]),
  rule('cns-depressant+valerian', 'class:cns-depressant', 'valerian', 'moderate', 'theoretical',
    'Valerian may add to the drowsiness of sleep medicines, sedatives, opioids and alcohol.',
    'Valerian has mild calming effects on the brain that can add to other sedatives.',
    'Use the lowest dose, avoid driving if drowsy, and tell your prescriber or pharmacist.',
    [nccih('valerian', 'Valerian')]),
  rule('cns-depressant+melatonin', 'class:cns-depressant', 'melatonin', 'minor', 'suspected',
    'Melatonin can add to the drowsiness of sedatives, sleep medicines and alcohol.',
    'Melatonin promotes sleep; effects add up with other sedatives.',
    'Avoid driving if drowsy, and tell your prescriber or pharmacist.',
    [nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know')]),
  rule('fluvoxamine+melatonin', 'fluvoxamine', 'melatonin', 'moderate', 'probable',
    'Fluvoxamine can raise melatonin levels many times over, causing heavy, prolonged drowsiness.',
    'Fluvoxamine strongly blocks CYP1A2, the enzyme that clears melatonin.',
    'Ask your prescriber before taking melatonin with fluvoxamine; a much lower dose may be needed.',
    [dailyMed('Fluvoxamine'), nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know'), S.fdaCyp]),
  rule('opioid+kratom', 'class:opioid', 'kratom', 'major', 'suspected',
    'Kratom acts like an opioid; combined with opioid medicines it can cause dangerous sleepiness and slowed breathing. Deaths have involved kratom taken with other substances.',
    'Kratom compounds act on opioid receptors; the effects add up.',
    'Avoid kratom with opioid medicines. Get emergency help for slow or shallow breathing or if someone cannot be woken.',
    [nccih('kratom', 'Kratom'), S.fdaOpioidBenzo]),
  rule('cns-depressant+kratom', 'class:cns-depressant', 'kratom', 'moderate', 'suspected',
    'Kratom can add to the sedation of other calming medicines and alcohol.',
    'Kratom has opioid-like and sedating effects at higher doses.',
    'Avoid the combination unless your prescriber agrees; do not drive if drowsy.',
    [nccih('kratom', 'Kratom')]),
  rule('benzodiazepine+ashwagandha', 'class:benzodiazepine', 'ashwagandha', 'minor', 'theoretical',
    'Ashwagandha might add to the calming effect of benzodiazepines.',
    'Ashwagandha may act on calming brain pathways (GABA).',
    'Tell your prescriber or pharmacist if you take ashwagandha.',
    [nccih('ashwagandha', 'Ashwagandha')]),
  rule('thyroid-hormone+ashwagandha', 'class:thyroid-hormone', 'ashwagandha', 'minor', 'theoretical',
    'Ashwagandha may raise thyroid hormone levels and could add to thyroid medicine.',
    'Ashwagandha may stimulate the thyroid gland.',
    'Tell your prescriber if you take ashwagandha; thyroid tests may need checking.',
    [nccih('ashwagandha', 'Ashwagandha')]),
  rule('immunosuppressant+ashwagandha', 'class:immunosuppressant', 'ashwagandha', 'minor', 'theoretical',
    'Ashwagandha may stimulate the immune system and could work against immunosuppressants.',
    'Ashwagandha has immune-stimulating effects in laboratory studies.',
    'Talk to your prescriber before taking ashwagandha with an immunosuppressant.',
    [nccih('ashwagandha', 'Ashwagandha')]),
];

export const moodAndSleepRules: InteractionRule[] = [...serotonergic, ...sedating];
