/**
 * Drug–supplement interaction rules: here St. John's wort, supplements that add to bleeding risk,
 * vitamin K, minerals that bind drugs in the gut, potassium and other vitamins and minerals; the
 * other subjects (mood and sleep supplements, goldenseal and berberine, licorice, heart and blood
 * sugar supplements, CBD, stimulants and caffeine, activated charcoal, DHEA, immune-active products
 * and fibre) have a file each in ./drug-supplement, and `drugSupplementRules` below gathers them
 * all, in that order.
 *
 * Severity follows the policy in the knowledge-base brief: a rule is only 'major' when the
 * combination can cause serious harm, and evidence is stated honestly (many herb interactions
 * rest on case reports or theory).
 */
import type { Source } from '../../source';
import { S, dailyMed, doi, nccih, ods } from '../../sources';
import type { InteractionRule, Ref } from '../../types';
import { rule } from './rule-builders';
import { activatedCharcoalRules } from './drug-supplement/activated-charcoal';
import { cbdRules } from './drug-supplement/cbd';
import { dheaRules } from './drug-supplement/dhea';
import { goldensealBerberineRules } from './drug-supplement/goldenseal-berberine';
import { heartAndBloodSugarRules } from './drug-supplement/heart-and-blood-sugar';
import { immuneAndFibreRules } from './drug-supplement/immune-and-fibre';
import { licoriceRules } from './drug-supplement/licorice';
import { moodAndSleepRules } from './drug-supplement/mood-and-sleep';
import { boyer, colombo, nccihScience } from './drug-supplement/shared-sources';
import { stimulantAndCaffeineRules } from './drug-supplement/stimulants-and-caffeine';

const sjw = nccih('st-johns-wort', "St. John's Wort");
const yuanGinseng = doi(
  '10.7326/0003-4819-141-1-200407060-00011',
  'Yuan CS, et al. American ginseng reduces warfarin’s effect in healthy patients: a randomized, controlled trial. Ann Intern Med. 2004;141(1):23-27',
);

const SJW_INDUCTION =
  "St. John's wort strongly speeds up the CYP3A4 enzyme and the P-glycoprotein pump in the gut and liver, so the body clears the medicine faster and its level falls.";
const SJW_SWITCH =
  "Tell your prescriber or pharmacist before you start St. John's wort, and also before you give it up: when it is withdrawn, levels of the medicine can climb again over one to two weeks.";
const TRIPTANS = ['sumatriptan', 'rizatriptan', 'zolmitriptan', 'eletriptan', 'naratriptan', 'almotriptan', 'frovatriptan'];

// ---------------------------------------------------------------- St. John's wort
const stJohnsWort: InteractionRule[] = [
  rule('hormonal-contraceptive+st-johns-wort', 'class:hormonal-contraceptive', 'st-johns-wort', 'major', 'established',
    "St. John's wort can make birth-control pills, patches and rings less effective, with breakthrough bleeding and unplanned pregnancies reported.",
    SJW_INDUCTION,
    "Talk to your prescriber or pharmacist before combining them. A non-hormonal back-up method is usually advised while taking St. John's wort and for about a month after.",
    [sjw, S.nccihHerbDrug, nccihScience]),
  rule('calcineurin-inhibitor+st-johns-wort', 'class:calcineurin-inhibitor', 'st-johns-wort', 'major', 'established',
    "St. John's wort can sharply lower cyclosporine and tacrolimus levels; transplant rejection has been reported.",
    SJW_INDUCTION,
    "Avoid this combination unless your transplant team agrees. " + SJW_SWITCH,
    [sjw, colombo, dailyMed('Prograf')]),
  rule('vitamin-k-antagonist+st-johns-wort', 'class:vitamin-k-antagonist', 'st-johns-wort', 'major', 'probable',
    "St. John's wort can weaken warfarin, lowering the INR and raising the risk of a clot or stroke.",
    "St. John's wort speeds up the liver enzymes that clear warfarin.",
    'Talk to your prescriber before combining them; if you do, your INR needs closer checks. ' + SJW_SWITCH,
    [sjw, S.nccihHerbDrug, dailyMed('Coumadin')]),
  rule('doac+st-johns-wort', 'class:doac', 'st-johns-wort', 'major', 'established',
    "St. John's wort can lower levels of apixaban and rivaroxaban enough to reduce protection against clots and stroke.",
    SJW_INDUCTION,
    "The labels of these blood thinners advise avoiding St. John's wort. Talk to your prescriber or pharmacist before using it.",
    [dailyMed('Eliquis'), dailyMed('Xarelto'), sjw]),
  rule('protease-inhibitor+st-johns-wort', 'class:protease-inhibitor', 'st-johns-wort', 'contraindicated', 'established',
    "St. John's wort can drop levels of HIV and hepatitis C protease inhibitors (and ritonavir-boosted medicines) so far that treatment fails and resistance develops.",
    SJW_INDUCTION,
    "The labels of these medicines contraindicate St. John's wort. Do not use it with them; ask your HIV or hepatitis care team about other options for mood.",
    [dailyMed('Norvir'), dailyMed('Prezista'), sjw]),
  rule('cardiac-glycoside+st-johns-wort', 'class:cardiac-glycoside', 'st-johns-wort', 'moderate', 'established',
    "St. John's wort lowers digoxin levels by about a quarter in studies, which can weaken its effect.",
    "St. John's wort increases the P-glycoprotein pump that removes digoxin from the body.",
    'Talk to your prescriber before combining them; digoxin levels may need checking. ' + SJW_SWITCH,
    [sjw, dailyMed('Lanoxin'), nccihScience]),
  rule('serotonergic+st-johns-wort', 'class:serotonergic', 'st-johns-wort', 'major', 'probable',
    "St. John's wort adds to the serotonin effect of antidepressants and other serotonergic medicines and can cause serotonin syndrome (agitation, sweating, fast heartbeat, muscle twitching, fever).",
    "St. John's wort itself raises serotonin activity in the brain; the effects add up.",
    'Do not combine St. John’s wort with an antidepressant unless your prescriber agrees. Get urgent care for confusion, high fever, stiffness or a racing heart.',
    [sjw, boyer, S.nccihHerbDrug],
    TRIPTANS),
  rule('triptan+st-johns-wort', 'class:triptan', 'st-johns-wort', 'moderate', 'suspected',
    "Using a triptan while taking St. John's wort may add to serotonin effects; serious reactions appear to be rare.",
    "Both act on serotonin; St. John's wort raises serotonin activity and triptans act on serotonin receptors.",
    'Tell your prescriber or pharmacist you take St. John’s wort, and seek care for agitation, fever or muscle twitching after a dose.',
    [sjw, boyer]),
  rule('cyp3a4-statin+st-johns-wort', 'class:cyp3a4-statin', 'st-johns-wort', 'moderate', 'probable',
    "St. John's wort can lower levels of simvastatin and atorvastatin and make them lower cholesterol less well.",
    SJW_INDUCTION,
    'Tell your prescriber if you take St. John’s wort; your cholesterol may need rechecking.',
    [sjw, nccihScience, S.fdaCyp]),
  rule('cyp3a4-sensitive-substrate+st-johns-wort', 'class:cyp3a4-sensitive-substrate', 'st-johns-wort', 'moderate', 'probable',
    "St. John's wort can greatly lower levels of medicines cleared by CYP3A4 (such as midazolam or oral cancer and transplant drugs), so they may stop working well.",
    SJW_INDUCTION,
    'Talk to your prescriber or pharmacist before combining them. ' + SJW_SWITCH,
    [S.fdaCyp, sjw, S.nccihHerbDrug]),
  rule('antineoplastic+st-johns-wort', 'class:antineoplastic', 'st-johns-wort', 'major', 'probable',
    "St. John's wort can lower levels of many oral cancer medicines (for example irinotecan and imatinib) and may make treatment less effective.",
    SJW_INDUCTION,
    'Avoid St. John’s wort during cancer treatment unless your oncology team agrees.',
    [sjw, S.nccihHerbDrug, S.fdaCyp]),
  rule('opioid+st-johns-wort', 'class:opioid', 'st-johns-wort', 'moderate', 'probable',
    "St. John's wort can lower levels of some opioids, such as oxycodone and methadone, so pain relief may fade or withdrawal symptoms may appear.",
    SJW_INDUCTION,
    'Tell your prescriber or pharmacist; the opioid dose may need review. ' + SJW_SWITCH,
    [sjw, S.fdaCyp]),
];

// ---------------------------------------------------------------- bleeding risk
const fishOil = ods('Omega3FattyAcids', 'Omega-3 Fatty Acids');
const vitE = ods('VitaminE', 'Vitamin E');
const BLEED_WATCH = 'Watch for unusual bruising, nosebleeds, bleeding gums, blood in urine or black stools, and tell your care team before surgery or dental work.';

const bleeding: InteractionRule[] = [
  rule('anticoagulant+ginkgo', 'class:anticoagulant', 'ginkgo', 'moderate', 'suspected',
    'Ginkgo may add to the bleeding risk of blood thinners. Bleeding has been reported in case reports, although controlled studies did not show a change in warfarin’s INR.',
    'Ginkgo extracts can reduce platelet clumping.',
    'Talk to your prescriber or pharmacist before adding ginkgo. ' + BLEED_WATCH,
    [nccih('ginkgo', 'Ginkgo'), S.nccihHerbDrug, S.medlineBloodThinners]),
  rule('antiplatelet+ginkgo', 'class:antiplatelet', 'ginkgo', 'moderate', 'suspected',
    'Ginkgo taken with aspirin, clopidogrel or similar medicines may raise the chance of bleeding; case reports exist.',
    'Ginkgo can reduce platelet clumping, adding to the antiplatelet effect.',
    'Ask your prescriber or pharmacist before combining them. ' + BLEED_WATCH,
    [nccih('ginkgo', 'Ginkgo'), S.nccihHerbDrug]),
  rule('anticoagulant+garlic', 'class:anticoagulant', 'garlic', 'moderate', 'suspected',
    'Garlic supplements may add to the effect of blood thinners and raise bleeding risk. Garlic used in cooking is not a concern.',
    'Garlic can reduce platelet clumping, in a way similar to aspirin.',
    'Tell your prescriber or pharmacist if you take garlic supplements. ' + BLEED_WATCH,
    [nccih('garlic', 'Garlic'), S.nccihHerbDrug]),
  rule('antiplatelet+garlic', 'class:antiplatelet', 'garlic', 'minor', 'theoretical',
    'Garlic supplements could slightly add to the effect of antiplatelet medicines.',
    'Garlic can reduce platelet clumping.',
    'Tell your care team you take garlic supplements, especially before surgery.',
    [nccih('garlic', 'Garlic')]),
  rule('anticoagulant+fish-oil', 'class:anticoagulant', 'fish-oil', 'moderate', 'suspected',
    'High doses of fish oil may slightly raise bleeding risk with blood thinners. At usual doses (up to about 3 g a day) studies have mostly shown no change in warfarin’s INR.',
    'Omega-3 fatty acids can reduce platelet clumping and lengthen bleeding time.',
    'Tell your prescriber or pharmacist about fish oil and keep the dose steady; ask before taking high doses. ' + BLEED_WATCH,
    [fishOil, dailyMed('Lovaza')]),
  rule('antiplatelet+fish-oil', 'class:antiplatelet', 'fish-oil', 'minor', 'suspected',
    'Fish oil may slightly lengthen bleeding time when taken with aspirin or clopidogrel; serious bleeding is unusual.',
    'Omega-3 fatty acids can reduce platelet clumping.',
    'Tell your care team you take fish oil, especially before surgery.',
    [fishOil, dailyMed('Lovaza')]),
  rule('anticoagulant+vitamin-e', 'class:anticoagulant', 'vitamin-e', 'moderate', 'probable',
    'Vitamin E supplements, especially in high doses, can raise the risk of bleeding with blood thinners such as warfarin.',
    'Vitamin E reduces platelet clumping and can oppose vitamin K-dependent clotting factors.',
    'Talk to your prescriber before taking vitamin E supplements; avoid high doses unless they agree. ' + BLEED_WATCH,
    [vitE, S.medlineBloodThinners]),
  rule('antiplatelet+vitamin-e', 'class:antiplatelet', 'vitamin-e', 'minor', 'suspected',
    'High-dose vitamin E could add slightly to the effect of antiplatelet medicines.',
    'Vitamin E reduces platelet clumping.',
    'Tell your care team about vitamin E supplements, especially high doses.',
    [vitE]),
  rule('anticoagulant+turmeric', 'class:anticoagulant', 'turmeric', 'moderate', 'suspected',
    'Turmeric or curcumin supplements may raise the INR or bleeding risk with blood thinners; case reports exist. Turmeric in food is not a concern.',
    'Curcumin may reduce platelet clumping and may affect how warfarin is cleared.',
    'Talk to your prescriber or pharmacist before taking turmeric supplements. ' + BLEED_WATCH,
    [nccih('turmeric', 'Turmeric'), S.nccihHerbDrug]),
  rule('antiplatelet+turmeric', 'class:antiplatelet', 'turmeric', 'minor', 'theoretical',
    'Turmeric supplements could slightly add to the effect of antiplatelet medicines.',
    'Curcumin may reduce platelet clumping.',
    'Tell your care team about turmeric supplements, especially before surgery.',
    [nccih('turmeric', 'Turmeric')]),
  rule('vitamin-k-antagonist+dong-quai', 'class:vitamin-k-antagonist', 'dong-quai', 'moderate', 'suspected',
    'Dong quai has been reported to raise the INR and cause bleeding in people taking warfarin.',
    'Dong quai contains coumarin-like compounds that may add to warfarin’s effect.',
    'Avoid dong quai with warfarin unless your prescriber agrees and checks your INR. ' + BLEED_WATCH,
    [nccih('dong-quai', 'Dong Quai'), S.nccihHerbDrug]),
  rule('anticoagulant+feverfew', 'class:anticoagulant', 'feverfew', 'minor', 'theoretical',
    'Feverfew could add slightly to the bleeding risk of blood thinners.',
    'Feverfew may reduce platelet clumping in laboratory studies.',
    'Tell your prescriber or pharmacist if you take feverfew.',
    [nccih('feverfew', 'Feverfew')]),
  rule('anticoagulant+ginger', 'class:anticoagulant', 'ginger', 'minor', 'suspected',
    'Ginger supplements could add slightly to the bleeding risk of blood thinners; study results are mixed. Ginger in food is not a concern.',
    'Ginger may reduce platelet clumping at high doses.',
    'Tell your prescriber or pharmacist if you take ginger supplements.',
    [nccih('ginger', 'Ginger'), nccihScience]),
  rule('vitamin-k-antagonist+glucosamine', 'class:vitamin-k-antagonist', 'glucosamine', 'moderate', 'suspected',
    'Glucosamine, alone or with chondroitin, has been reported to raise the INR and cause bruising or bleeding in people taking warfarin.',
    'The cause is not known; reports describe higher INR values after starting glucosamine.',
    'Talk to your prescriber before starting glucosamine; your INR may need extra checks.',
    [nccih('glucosamine-and-chondroitin-for-osteoarthritis', 'Glucosamine and Chondroitin for Osteoarthritis')]),
  rule('vitamin-k-antagonist+chondroitin', 'class:vitamin-k-antagonist', 'chondroitin', 'minor', 'suspected',
    'Chondroitin, usually taken with glucosamine, has been linked to higher INR values with warfarin in a few reports.',
    'Chondroitin is chemically similar to heparin-like substances; the effect on clotting is unclear.',
    'Tell your prescriber if you take chondroitin; an extra INR check may be wise.',
    [nccih('glucosamine-and-chondroitin-for-osteoarthritis', 'Glucosamine and Chondroitin for Osteoarthritis')]),
  rule('vitamin-k-antagonist+cranberry-supplement', 'class:vitamin-k-antagonist', 'cranberry-supplement', 'minor', 'suspected',
    'Cranberry products have been reported to raise the INR in a few people taking warfarin, although controlled studies found little effect.',
    'The cause is unclear; cranberry may slightly slow warfarin breakdown.',
    'Keep cranberry intake moderate and steady, and tell your prescriber if you start large amounts.',
    [nccih('cranberry', 'Cranberry')]),
  rule('vitamin-k-antagonist+chamomile', 'class:vitamin-k-antagonist', 'chamomile', 'minor', 'suspected',
    'Chamomile has been linked to bleeding in a case report of a person taking warfarin.',
    'Chamomile contains coumarin compounds that might add to warfarin’s effect.',
    'Tell your prescriber if you drink a lot of chamomile or take chamomile supplements.',
    [nccih('chamomile', 'Chamomile')]),
  rule('calcineurin-inhibitor+chamomile', 'class:calcineurin-inhibitor', 'chamomile', 'minor', 'suspected',
    'Chamomile has been reported to raise cyclosporine levels.',
    'Chamomile may slow the CYP3A4 enzyme that clears cyclosporine and tacrolimus.',
    'Tell your transplant team if you use chamomile regularly.',
    [colombo, nccih('chamomile', 'Chamomile')]),
  rule('vitamin-k-antagonist+coq10', 'class:vitamin-k-antagonist', 'coq10', 'minor', 'suspected',
    'Coenzyme Q10 may make warfarin slightly less effective; case reports describe a lower INR, but a controlled study found no change.',
    'CoQ10 is chemically similar to vitamin K.',
    'Tell your prescriber when you start, change or end CoQ10; an extra INR check may be wise.',
    [nccih('coenzyme-q10', 'Coenzyme Q10')]),
  rule('vitamin-k-antagonist+ginseng', 'class:vitamin-k-antagonist', 'ginseng', 'moderate', 'suspected',
    'Asian ginseng may change how well warfarin works; study results are mixed and case reports describe a lower INR.',
    'The mechanism is unclear; ginseng may affect platelets and warfarin clearance.',
    'Talk to your prescriber before taking ginseng; your INR may need extra checks.',
    [nccih('asian-ginseng', 'Asian Ginseng'), nccihScience]),
  rule('vitamin-k-antagonist+american-ginseng', 'class:vitamin-k-antagonist', 'american-ginseng', 'moderate', 'probable',
    'American ginseng lowered warfarin’s effect (INR) in a randomized trial, which could raise the risk of clots.',
    'American ginseng appears to speed up warfarin’s clearance or oppose its effect.',
    'Talk to your prescriber before taking American ginseng; your INR may need extra checks.',
    [yuanGinseng]),
  rule('vitamin-k-antagonist+vitamin-k', 'class:vitamin-k-antagonist', 'vitamin-k', 'moderate', 'established',
    'Vitamin K works against warfarin. Starting, ending or changing a vitamin K supplement (including multivitamins that contain it) can shift the INR.',
    'Warfarin works by blocking the recycling of vitamin K, which the liver needs to make clotting factors; extra vitamin K overrides that block.',
    'You do not need to avoid vitamin K; keep your intake steady from day to day and tell your prescriber before starting, changing or ending a supplement that contains it.',
    [S.odsVitaminK, dailyMed('Coumadin')]),
];

// ---------------------------------------------------------------- minerals that bind drugs in the gut
type Mineral = 'calcium' | 'iron' | 'magnesium' | 'zinc' | 'multivitamin';
const mineralSheet: Record<Mineral, Source> = {
  calcium: ods('Calcium', 'Calcium'),
  iron: ods('Iron', 'Iron'),
  magnesium: ods('Magnesium', 'Magnesium'),
  zinc: ods('Zinc', 'Zinc'),
  multivitamin: ods('MVMS', 'Multivitamin/mineral Supplements'),
};
const mineralName: Record<Mineral, string> = {
  calcium: 'Calcium',
  iron: 'Iron',
  magnesium: 'Magnesium',
  zinc: 'Zinc',
  multivitamin: 'A multivitamin with minerals (calcium, iron, magnesium, zinc)',
};

interface ChelationTarget {
  ref: Ref;
  idPart: string;
  drugs: string;
  harm: string;
  spacing: string;
  label: Source;
}
const chelationTargets: ChelationTarget[] = [
  {
    ref: 'class:thyroid-hormone',
    idPart: 'thyroid-hormone',
    drugs: 'levothyroxine',
    harm: 'less thyroid hormone is absorbed and thyroid levels can drift low',
    spacing: 'Take levothyroxine at least 4 hours apart from this supplement, at the same times each day.',
    label: dailyMed('Synthroid'),
  },
  {
    ref: 'class:fluoroquinolone',
    idPart: 'fluoroquinolone',
    drugs: 'fluoroquinolone antibiotics such as ciprofloxacin',
    harm: 'much less antibiotic is absorbed and the infection may not clear',
    spacing: 'Take ciprofloxacin at least 2 hours before or 6 hours after this supplement; other quinolones have similar gaps (for example moxifloxacin 4 hours before or 8 hours after), so check with your pharmacist.',
    label: dailyMed('Cipro'),
  },
  {
    ref: 'class:tetracycline',
    idPart: 'tetracycline',
    drugs: 'tetracycline antibiotics such as doxycycline',
    harm: 'less antibiotic is absorbed and the infection may not clear',
    spacing: 'Take the antibiotic at least 2 hours before or 3 hours after this supplement, or as your pharmacist advises for your product.',
    label: dailyMed('Doxycycline'),
  },
  {
    ref: 'class:bisphosphonate',
    idPart: 'bisphosphonate',
    drugs: 'bisphosphonates such as alendronate',
    harm: 'the bone medicine is barely absorbed',
    spacing: 'Take the bisphosphonate first thing in the morning with plain water and wait at least 30 minutes (60 minutes for ibandronate tablets) before this supplement; many people take minerals later in the day.',
    label: dailyMed('Fosamax'),
  },
];

function chelationRule(mineral: Mineral, t: ChelationTarget): InteractionRule {
  const weakZincThyroid = mineral === 'zinc' && t.idPart === 'thyroid-hormone';
  return rule(
    `${t.idPart}+${mineral}`,
    t.ref,
    mineral,
    weakZincThyroid ? 'minor' : 'moderate',
    weakZincThyroid ? 'theoretical' : 'established',
    `${mineralName[mineral]} taken at the same time as ${t.drugs} binds the medicine in the gut, so ${t.harm}.`,
    `${mineral === 'multivitamin' ? 'The mineral' : mineralName[mineral]} ions form insoluble complexes with the medicine in the stomach and intestine.`,
    `You can take both, but not together. ${t.spacing}`,
    [mineralSheet[mineral], t.label],
  );
}

const minerals: InteractionRule[] = (['calcium', 'iron', 'magnesium', 'zinc', 'multivitamin'] as const).flatMap((m) =>
  chelationTargets.map((t) => chelationRule(m, t)),
);

// ---------------------------------------------------------------- potassium
const odsPotassium = ods('Potassium', 'Potassium');
const HIGH_K =
  'High potassium often causes no symptoms at first; it can lead to muscle weakness, a slow or irregular heartbeat and, at worst, cardiac arrest.';

const potassium: InteractionRule[] = [
  rule('ace-inhibitor+potassium', 'class:ace-inhibitor', 'potassium', 'moderate', 'established',
    'Potassium supplements taken with an ACE inhibitor can raise blood potassium too high, especially with kidney disease, diabetes or dehydration. ' + HIGH_K,
    'ACE inhibitors lower aldosterone, so the kidneys keep more potassium.',
    'Take potassium supplements only if your prescriber has advised them, with blood tests to check your potassium; check salt substitutes for potassium too.',
    [dailyMed('Zestril'), odsPotassium]),
  rule('arb+potassium', 'class:arb', 'potassium', 'moderate', 'established',
    'Potassium supplements taken with an ARB such as losartan can raise blood potassium too high, especially with kidney disease, diabetes or dehydration. ' + HIGH_K,
    'ARBs lower aldosterone activity, so the kidneys keep more potassium.',
    'Take potassium supplements only if your prescriber has advised them, with blood tests to check your potassium; check salt substitutes for potassium too.',
    [dailyMed('Cozaar'), odsPotassium]),
  rule('potassium-sparing-diuretic+potassium', 'class:potassium-sparing-diuretic', 'potassium', 'major', 'established',
    'Potassium supplements with spironolactone or eplerenone can cause dangerously high potassium. ' + HIGH_K,
    'These diuretics make the kidneys hold on to potassium; added potassium builds up.',
    'Do not take potassium supplements with these medicines unless your prescriber has advised it and checks your blood potassium.',
    [dailyMed('Aldactone'), dailyMed('Inspra'), odsPotassium],
    ['amiloride', 'triamterene']),
  rule('amiloride+potassium', 'amiloride', 'potassium', 'contraindicated', 'established',
    'The amiloride label contraindicates potassium supplements (except for severe low potassium under medical care) because potassium can rise to dangerous levels. ' + HIGH_K,
    'Amiloride blocks potassium loss in the kidney; added potassium builds up.',
    'Do not take potassium supplements with amiloride unless your prescriber specifically directs it with blood tests.',
    [dailyMed('Amiloride'), odsPotassium]),
  rule('triamterene+potassium', 'triamterene', 'potassium', 'contraindicated', 'established',
    'Labels of triamterene products contraindicate potassium supplements (except for severe low potassium under medical care) because potassium can rise to dangerous levels. ' + HIGH_K,
    'Triamterene blocks potassium loss in the kidney; added potassium builds up.',
    'Do not take potassium supplements with triamterene unless your prescriber specifically directs it with blood tests.',
    [dailyMed('Maxzide'), dailyMed('Dyrenium'), odsPotassium]),
  rule('trimethoprim+potassium', 'trimethoprim', 'potassium', 'moderate', 'probable',
    'Trimethoprim (alone or in sulfamethoxazole-trimethoprim) can raise blood potassium, and potassium supplements add to it, especially in older adults or with kidney disease.',
    'Trimethoprim blocks potassium excretion in the kidney in the same way as amiloride.',
    'Tell your prescriber you take potassium before starting this antibiotic; a blood test may be needed.',
    [dailyMed('Bactrim'), odsPotassium]),
];

// ---------------------------------------------------------------- other vitamins and minerals
const otherNutrients: InteractionRule[] = [
  rule('thiazide-diuretic+calcium', 'class:thiazide-diuretic', 'calcium', 'moderate', 'probable',
    'Thiazide diuretics reduce calcium loss in urine; adding large calcium supplements can raise blood calcium too high.',
    'Thiazides make the kidneys keep calcium.',
    'Ask your prescriber how much calcium you need; blood calcium may need checking.',
    [mineralSheet.calcium, dailyMed('Hydrochlorothiazide')]),
  rule('thiazide-diuretic+vitamin-d', 'class:thiazide-diuretic', 'vitamin-d', 'minor', 'suspected',
    'Vitamin D supplements with a thiazide diuretic could raise blood calcium, mainly in older adults or at high doses.',
    'Vitamin D increases calcium absorption while thiazides reduce calcium loss.',
    'Usual vitamin D doses are fine for most people; ask your prescriber before taking high doses.',
    [ods('VitaminD', 'Vitamin D')]),
  rule('ppi+iron', 'class:ppi', 'iron', 'minor', 'probable',
    'Acid-reducing medicines such as omeprazole can reduce how much iron you absorb from supplements and food.',
    'Stomach acid helps convert iron into the form the gut absorbs.',
    'If you need iron, your prescriber may check your iron levels and adjust treatment.',
    [mineralSheet.iron]),
  rule('carbidopa-levodopa+iron', 'carbidopa-levodopa', 'iron', 'moderate', 'probable',
    'Iron taken at the same time as levodopa can reduce how much levodopa is absorbed, so Parkinson’s symptoms may be less well controlled.',
    'Iron binds levodopa in the gut.',
    'Take levodopa and iron at least 2 hours apart, or as your prescriber or pharmacist advises.',
    [mineralSheet.iron, dailyMed('Sinemet')]),
  rule('isotretinoin+vitamin-a', 'isotretinoin', 'vitamin-a', 'moderate', 'established',
    'Isotretinoin is a form of vitamin A; adding vitamin A supplements increases the risk of vitamin A toxicity (headache, raised pressure in the skull, liver strain).',
    'The effects of isotretinoin and vitamin A add up.',
    'The isotretinoin label advises against vitamin A supplements. Check multivitamins too, and ask your prescriber or pharmacist.',
    [dailyMed('Absorica'), ods('VitaminA', 'Vitamin A')]),
  rule('phenytoin+folic-acid', 'phenytoin', 'folic-acid', 'moderate', 'probable',
    'Folic acid supplements can lower phenytoin levels, and phenytoin lowers folate levels.',
    'Folic acid may speed up phenytoin breakdown.',
    'Tell your prescriber before starting or changing folic acid; phenytoin levels may need checking.',
    [ods('Folate', 'Folate'), dailyMed('Dilantin')]),
  rule('methotrexate+folic-acid', 'methotrexate', 'folic-acid', 'minor', 'established',
    'Folic acid is often prescribed with low-dose methotrexate to reduce side effects, but in cancer treatment it may work against methotrexate.',
    'Methotrexate blocks folate use; folic acid partly restores it.',
    'Take folic acid with methotrexate only as your prescriber directs.',
    [ods('Folate', 'Folate'), dailyMed('Methotrexate')]),
  rule('thyroid-hormone+biotin', 'class:thyroid-hormone', 'biotin', 'moderate', 'probable',
    'High-dose biotin (common in hair, skin and nail products) can make thyroid blood tests read falsely high or low, which could lead to a wrong dose change.',
    'Many laboratory tests use biotin in their chemistry; biotin in the blood sample disturbs the result.',
    'Tell your prescriber and the laboratory that you take biotin, and ask whether to pause it before blood tests.',
    [ods('Biotin', 'Biotin')]),
  rule('methimazole+iodine', 'methimazole', 'iodine', 'moderate', 'probable',
    'High-dose iodine supplements with antithyroid medicines such as methimazole can add to their effect and push thyroid levels too low, or make treatment less predictable.',
    'Iodine changes how much thyroid hormone the gland makes.',
    'Avoid high-dose iodine or kelp supplements unless your prescriber agrees.',
    [ods('Iodine', 'Iodine')]),
  rule('thyroid-hormone+chromium', 'class:thyroid-hormone', 'chromium', 'moderate', 'probable',
    'Chromium picolinate taken with levothyroxine can reduce how much levothyroxine is absorbed.',
    'Chromium appears to bind levothyroxine in the gut.',
    'Take levothyroxine at least 30 minutes before, or 3 to 4 hours after, chromium.',
    [ods('Chromium', 'Chromium'), dailyMed('Synthroid')]),
  rule('insulin+chromium', 'class:insulin', 'chromium', 'minor', 'theoretical',
    'Chromium supplements might lower blood sugar slightly, adding to insulin.',
    'Chromium may increase sensitivity to insulin.',
    'Check your blood sugar more often when you start chromium, and tell your prescriber.',
    [ods('Chromium', 'Chromium')]),
];

/** All drug–supplement rules: this file's subjects, then those in ./drug-supplement. */
export const drugSupplementRules: InteractionRule[] = [
  ...stJohnsWort,
  ...bleeding,
  ...minerals,
  ...potassium,
  ...otherNutrients,
  ...moodAndSleepRules,
  ...goldensealBerberineRules,
  ...licoriceRules,
  ...heartAndBloodSugarRules,
  ...cbdRules,
  ...stimulantAndCaffeineRules,
  ...activatedCharcoalRules,
  ...dheaRules,
  ...immuneAndFibreRules,
];
