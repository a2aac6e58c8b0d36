/**
 * Drug–food interaction rules: grapefruit-type citrus, fruit juices, tyramine, alcohol, dairy and
 * calcium-fortified drinks, caffeine, vitamin K foods, black licorice, potassium and others.
 *
 * Grapefruit, Seville orange, pomelo and tangelo rules are written per drug and per fruit (substance
 * level) so that the severity for each drug is decided here, not by generic CYP3A4-inhibitor
 * class rules. Seville orange and pomelo carry one evidence level lower than grapefruit, and
 * tangelo two, because most studies used grapefruit.
 */
import type { Source } from '../../source';
import { S, dailyMed, doi, mesh, nccih, src } from '../../sources';
import type { EvidenceLevel, InteractionRule, Severity } from '../../types';
import { rule } from './rule-builders';


const bailey = doi(
  '10.1503/cmaj.120951',
  'Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ. 2013;185(4):309-316',
);
const fdaLicorice = src('FDA: Black Licorice: Trick or Treat?', 'https://www.fda.gov/consumers/consumer-updates/black-licorice-trick-or-treat');

// ---------------------------------------------------------------- grapefruit, Seville orange, pomelo
interface CitrusFruit {
  id: string;
  /** Capitalised, for the start of a sentence. */
  name: string;
  /** Lower case, mid-sentence. */
  lower: string;
  /** How many evidence levels below the grapefruit studies (0 for grapefruit itself). */
  downgrade: number;
}
const fruits: CitrusFruit[] = [
  { id: 'grapefruit', name: 'Grapefruit (fruit or juice)', lower: 'grapefruit', downgrade: 0 },
  { id: 'seville-orange', name: 'Seville (bitter) orange, like grapefruit,', lower: 'Seville orange (including its juice and marmalade)', downgrade: 1 },
  { id: 'pomelo', name: 'Pomelo, a close relative of grapefruit,', lower: 'pomelo', downgrade: 1 },
  { id: 'tangelo', name: 'Tangelo, a grapefruit hybrid,', lower: 'tangelo', downgrade: 2 },
];
const lowerEvidence: Record<EvidenceLevel, EvidenceLevel> = {
  established: 'probable',
  probable: 'suspected',
  suspected: 'theoretical',
  theoretical: 'theoretical',
};

interface CitrusDrug {
  drug: string;
  /** The drug as named in sentences. */
  name: string;
  severity: Severity;
  evidence: EvidenceLevel;
  /** What happens, after "<fruit> can ". */
  effect: string;
  /** Advice; {fruit} is replaced by the fruit name. */
  advice: string;
  label: Source;
}
const NO_SPACING = 'Spacing the two apart does not help, because the effect lasts a day or more.';
const citrusDrugs: CitrusDrug[] = [
  {
    drug: 'simvastatin', name: 'simvastatin', severity: 'major', evidence: 'established',
    effect: 'raise simvastatin levels many times over, increasing the risk of serious muscle breakdown (rhabdomyolysis) and kidney damage.',
    advice: 'The simvastatin label says to avoid grapefruit juice. Avoid {fruit} while taking simvastatin, or ask your prescriber whether another statin would suit you. ' + NO_SPACING,
    label: dailyMed('Zocor'),
  },
  {
    drug: 'lovastatin', name: 'lovastatin', severity: 'major', evidence: 'established',
    effect: 'raise lovastatin levels many times over, increasing the risk of serious muscle breakdown (rhabdomyolysis).',
    advice: 'Lovastatin labels say to avoid grapefruit juice. Avoid {fruit} while taking lovastatin, or ask your prescriber whether another statin would suit you. ' + NO_SPACING,
    label: dailyMed('Lovastatin'),
  },
  {
    drug: 'atorvastatin', name: 'atorvastatin', severity: 'moderate', evidence: 'established',
    effect: 'raise atorvastatin levels when taken in large amounts (for grapefruit juice, more than about 1.2 litres a day), increasing the risk of muscle side effects.',
    advice: 'An occasional small serving of {fruit} is unlikely to matter; avoid large daily amounts and report unexplained muscle pain.',
    label: dailyMed('Lipitor'),
  },
  {
    drug: 'felodipine', name: 'felodipine', severity: 'major', evidence: 'established',
    effect: 'raise felodipine levels about threefold, causing low blood pressure, dizziness, flushing, headache or a fast heartbeat.',
    advice: 'Avoid {fruit} while taking felodipine. ' + NO_SPACING,
    label: dailyMed('Felodipine'),
  },
  {
    drug: 'nifedipine', name: 'nifedipine', severity: 'moderate', evidence: 'established',
    effect: 'raise nifedipine levels, which can lower blood pressure too much and cause headache, flushing or ankle swelling.',
    advice: 'Nifedipine labels advise avoiding grapefruit juice. Avoid {fruit}, or talk to your prescriber. ' + NO_SPACING,
    label: dailyMed('Procardia'),
  },
  {
    drug: 'amiodarone', name: 'amiodarone', severity: 'major', evidence: 'established',
    effect: 'raise amiodarone levels (by about half in studies), increasing the risk of dangerous heart-rhythm changes.',
    advice: 'The amiodarone label advises against grapefruit juice. Avoid {fruit} while taking oral amiodarone.',
    label: dailyMed('Amiodarone'),
  },
  {
    drug: 'buspirone', name: 'buspirone', severity: 'moderate', evidence: 'established',
    effect: 'raise buspirone levels several-fold, causing more dizziness, drowsiness and other side effects.',
    advice: 'The buspirone label advises avoiding large amounts of grapefruit juice. Avoid large amounts of {fruit}.',
    label: dailyMed('Buspirone'),
  },
  {
    drug: 'cyclosporine', name: 'cyclosporine', severity: 'major', evidence: 'established',
    effect: 'raise cyclosporine levels unpredictably, increasing the risk of kidney damage and other toxicity.',
    advice: 'Cyclosporine labels say grapefruit should be avoided. Avoid {fruit} unless your transplant team advises otherwise.',
    label: dailyMed('Neoral'),
  },
  {
    drug: 'tacrolimus', name: 'tacrolimus', severity: 'major', evidence: 'established',
    effect: 'raise tacrolimus levels, increasing the risk of kidney damage, tremor, high blood sugar and other toxicity.',
    advice: 'The tacrolimus label says to avoid grapefruit. Avoid {fruit} unless your transplant team advises otherwise.',
    label: dailyMed('Prograf'),
  },
  {
    drug: 'colchicine', name: 'colchicine', severity: 'moderate', evidence: 'probable',
    effect: 'raise colchicine levels; colchicine toxicity (severe diarrhoea, muscle weakness, low blood counts) can be life-threatening, especially with kidney or liver disease.',
    advice: 'The colchicine label lists grapefruit juice among products that call for a lower dose. Avoid {fruit} unless your prescriber has planned for it.',
    label: dailyMed('Colcrys'),
  },
  {
    drug: 'triazolam', name: 'triazolam', severity: 'moderate', evidence: 'established',
    effect: 'raise triazolam levels and make sedation stronger and longer.',
    advice: 'Avoid {fruit} while taking triazolam, and do not drive if you feel drowsy. ' + NO_SPACING,
    label: dailyMed('Halcion'),
  },
  {
    drug: 'midazolam', name: 'oral midazolam', severity: 'moderate', evidence: 'established',
    effect: 'raise levels of midazolam taken by mouth and make sedation stronger and longer.',
    advice: 'Avoid {fruit} on the day before and the day of oral midazolam.',
    label: dailyMed('Midazolam'),
  },
  {
    drug: 'carbamazepine', name: 'carbamazepine', severity: 'moderate', evidence: 'probable',
    effect: 'raise carbamazepine levels and cause dizziness, double vision, unsteadiness or nausea.',
    advice: 'Avoid {fruit}, or keep the amount small and steady and tell your prescriber.',
    label: dailyMed('Tegretol'),
  },
  {
    drug: 'sildenafil', name: 'sildenafil', severity: 'minor', evidence: 'probable',
    effect: 'slightly raise sildenafil levels and delay its effect.',
    advice: 'Large amounts of {fruit} are best avoided around a dose; otherwise the effect is small.',
    label: dailyMed('Viagra'),
  },
];

function lowerBy(e: EvidenceLevel, steps: number): EvidenceLevel {
  let out = e;
  for (let i = 0; i < steps; i += 1) out = lowerEvidence[out];
  return out;
}

const fruitWord: Record<string, string> = { grapefruit: 'Grapefruit', 'seville-orange': 'Seville orange', pomelo: 'Pomelo', tangelo: 'Tangelo' };

function citrusRule(d: CitrusDrug, f: CitrusFruit): InteractionRule {
  return rule(
    `${d.drug}+${f.id}`,
    d.drug,
    f.id,
    d.severity,
    lowerBy(d.evidence, f.downgrade),
    `${f.name} can ${d.effect}`,
    `${fruitWord[f.id] ?? 'This fruit'} contains furanocoumarins that block the CYP3A4 enzyme in the gut wall for a day or more, so much more ${d.name} is absorbed.`,
    d.advice.replaceAll('{fruit}', f.lower),
    [d.label, S.fdaGrapefruit, bailey],
  );
}

const citrus: InteractionRule[] = citrusDrugs.flatMap((d) => fruits.map((f) => citrusRule(d, f)));

const allegra = dailyMed('Allegra');
const fexofenadine: InteractionRule[] = (
  [
    ['grapefruit', 'Grapefruit juice'],
    ['orange-juice', 'Orange juice'],
    ['apple-juice', 'Apple juice'],
  ] as const
).map(([food, name]) =>
  rule(`fexofenadine+${food}`, 'fexofenadine', food, 'minor', 'established',
    `${name} taken with fexofenadine can cut its absorption by about a third or more, so allergy relief may be weaker.`,
    'Fruit juices block the OATP transporter in the gut that carries fexofenadine into the body.',
    'Take fexofenadine with water, as the label advises, and keep fruit juice a few hours away from your dose.',
    [allegra]),
);

// ---------------------------------------------------------------- tyramine
const SELECTIVE_MAOIS = ['selegiline', 'rasagiline', 'safinamide', 'linezolid'];
const HYPERTENSIVE_CRISIS =
  'Get emergency help for a sudden severe headache, stiff neck, pounding heartbeat, chest pain, nausea or sweating.';
const maoiLabels = [dailyMed('Nardil'), dailyMed('Parnate'), dailyMed('Marplan'), mesh('Tyramine')];

const tyramine: InteractionRule[] = [
  rule('maoi+tyramine-rich', 'class:maoi', 'class:tyramine-rich', 'contraindicated', 'established',
    'Aged cheese, cured or fermented meats, soy sauce, sauerkraut, tap beer, yeast extract and other tyramine-rich foods can trigger a dangerous rise in blood pressure (hypertensive crisis) with MAO inhibitor antidepressants.',
    'MAO inhibitors block the enzyme that breaks down tyramine in the gut and liver; tyramine then releases noradrenaline and drives blood pressure up.',
    'Avoid these foods while taking an MAO inhibitor and for 2 weeks after the last dose. Ask your prescriber or pharmacist for a full food list. ' + HYPERTENSIVE_CRISIS,
    maoiLabels,
    [...SELECTIVE_MAOIS, 'red-wine', 'beer']),
  rule('maoi+draft-beer', 'class:maoi', 'draft-beer', 'contraindicated', 'established',
    'Tap (draught) and unpasteurised beer can contain a lot of tyramine and can trigger a hypertensive crisis with MAO inhibitor antidepressants.',
    'MAO inhibitors block tyramine breakdown; tyramine then drives blood pressure up.',
    'Avoid tap and unpasteurised beer while taking an MAO inhibitor and for 2 weeks after. ' + HYPERTENSIVE_CRISIS,
    maoiLabels,
    SELECTIVE_MAOIS),
  rule('maoi+red-wine', 'class:maoi', 'red-wine', 'major', 'probable',
    'Some red wines contain enough tyramine to raise blood pressure with MAO inhibitor antidepressants, and alcohol adds to drowsiness.',
    'MAO inhibitors block tyramine breakdown; tyramine content of wine varies.',
    'Avoid red wine while taking an MAO inhibitor unless your prescriber says a small amount is acceptable. ' + HYPERTENSIVE_CRISIS,
    maoiLabels,
    SELECTIVE_MAOIS),
  rule('maoi+alcohol', 'class:maoi', 'class:alcohol', 'moderate', 'probable',
    'Alcohol adds to the drowsiness and blood-pressure effects of MAO inhibitors; some drinks (tap beer, some wines) also contain tyramine.',
    'Alcohol is a sedative; some alcoholic drinks contain tyramine.',
    'Talk to your prescriber before drinking alcohol while taking an MAO inhibitor.',
    [dailyMed('Nardil')],
    ['rasagiline', 'safinamide']),
  rule('selegiline+tyramine-rich', 'selegiline', 'class:tyramine-rich', 'moderate', 'established',
    'At usual Parkinson’s doses (by mouth) and at the lowest patch dose (6 mg/24 h) selegiline needs no special diet, but at higher patch doses (9 or 12 mg/24 h) or above label doses, tyramine-rich foods can cause a dangerous rise in blood pressure.',
    'Selegiline blocks MAO-B selectively at low doses; at higher doses it also blocks MAO-A, which breaks down dietary tyramine.',
    'Follow the diet advice for your dose: with the 9 or 12 mg patch, avoid tyramine-rich foods. Do not take more than prescribed. ' + HYPERTENSIVE_CRISIS,
    [dailyMed('Emsam'), dailyMed('Selegiline')]),
  rule('rasagiline+tyramine-rich', 'rasagiline', 'class:tyramine-rich', 'moderate', 'probable',
    'Rasagiline does not usually require a tyramine diet, but foods with very large amounts of tyramine (such as some aged cheeses) could raise blood pressure.',
    'Rasagiline selectively blocks MAO-B and only slightly increases sensitivity to tyramine.',
    'Avoid foods with very high tyramine content; ordinary portions of most foods are fine. ' + HYPERTENSIVE_CRISIS,
    [dailyMed('Azilect')]),
  rule('safinamide+tyramine-rich', 'safinamide', 'class:tyramine-rich', 'moderate', 'probable',
    'Foods with very large amounts of tyramine could raise blood pressure with safinamide.',
    'Safinamide selectively blocks MAO-B; at high tyramine loads some pressor effect is possible.',
    'Avoid foods with very high tyramine content, such as aged cheeses. ' + HYPERTENSIVE_CRISIS,
    [dailyMed('Xadago')]),
  rule('linezolid+tyramine-rich', 'linezolid', 'class:tyramine-rich', 'moderate', 'established',
    'Linezolid weakly blocks MAO, so large amounts of tyramine-rich food or drink can raise blood pressure.',
    'Linezolid is a weak, reversible MAO inhibitor.',
    'During the course, avoid large servings of aged cheese, cured meats, soy sauce, tap beer and red wine (the label advises under about 100 mg tyramine per meal).',
    [dailyMed('Zyvox')]),
];

// ---------------------------------------------------------------- alcohol
const alcohol: InteractionRule[] = [
  rule('opioid+alcohol', 'class:opioid', 'class:alcohol', 'major', 'established',
    'Alcohol with opioids can cause profound sleepiness, slowed or stopped breathing, coma and death. Some long-acting opioid products can also release their dose too fast with alcohol.',
    'Both depress the brain’s breathing centre; the effects add up.',
    'Do not drink alcohol while taking opioids. Get emergency help for slow or shallow breathing or if someone cannot be woken.',
    [dailyMed('OxyContin'), S.fdaOpioidBenzo]),
  rule('benzodiazepine+alcohol', 'class:benzodiazepine', 'class:alcohol', 'major', 'established',
    'Alcohol with benzodiazepines can cause heavy sedation, confusion, falls and slowed breathing.',
    'Both act on the brain’s calming GABA system; the effects add up.',
    'Avoid alcohol while taking benzodiazepines; talk to your prescriber if you find this hard.',
    [dailyMed('Xanax')]),
  rule('sedative-hypnotic+alcohol', 'class:sedative-hypnotic', 'class:alcohol', 'major', 'established',
    'Alcohol with sleep medicines such as zolpidem increases next-day impairment, slowed breathing and complex sleep behaviours such as sleep-driving.',
    'Both depress the brain; the effects add up.',
    'Do not take sleep medicines on a night you have been drinking.',
    [dailyMed('Ambien')]),
  rule('barbiturate+alcohol', 'class:barbiturate', 'class:alcohol', 'major', 'established',
    'Alcohol with barbiturates can cause deep sedation and dangerously slowed breathing.',
    'Both depress the brain; the effects add up.',
    'Avoid alcohol while taking a barbiturate.',
    [dailyMed('Phenobarbital')]),
  rule('gabapentinoid+alcohol', 'class:gabapentinoid', 'class:alcohol', 'moderate', 'probable',
    'Alcohol adds to the dizziness and sleepiness of gabapentin and pregabalin and, rarely, to breathing problems.',
    'Both depress the brain.',
    'Avoid or limit alcohol, and do not drive until you know how you react.',
    [dailyMed('Neurontin'), dailyMed('Lyrica')]),
  rule('muscle-relaxant+alcohol', 'class:muscle-relaxant', 'class:alcohol', 'moderate', 'probable',
    'Alcohol adds to the drowsiness of muscle relaxants such as cyclobenzaprine.',
    'Both depress the brain.',
    'Avoid alcohol while taking a muscle relaxant, and do not drive if drowsy.',
    [dailyMed('Cyclobenzaprine')]),
  rule('antihistamine-sedating+alcohol', 'class:antihistamine-sedating', 'class:alcohol', 'moderate', 'established',
    'Alcohol increases the drowsiness caused by antihistamines such as diphenhydramine.',
    'Both depress the brain.',
    'Avoid alcohol with these antihistamines, and do not drive if drowsy.',
    [dailyMed('Benadryl')]),
  rule('antipsychotic+alcohol', 'class:antipsychotic', 'class:alcohol', 'moderate', 'probable',
    'Alcohol adds to the sleepiness and dizziness many antipsychotics cause and can worsen low blood pressure on standing.',
    'Both depress the brain and can lower blood pressure.',
    'Avoid or limit alcohol and talk to your prescriber about what is safe for you.',
    [dailyMed('Seroquel')]),
  rule('metronidazole+alcohol', 'metronidazole', 'class:alcohol', 'contraindicated', 'probable',
    'The metronidazole label contraindicates alcohol during treatment and for at least 3 days after; flushing, nausea, vomiting, cramps, headache and fast heartbeat have been reported.',
    'Metronidazole may interfere with alcohol breakdown, causing a disulfiram-like reaction.',
    'Do not drink alcohol (including alcohol in some medicines and mouthwashes) during metronidazole and for at least 3 days after the last dose.',
    [dailyMed('Flagyl')]),
  rule('tinidazole+alcohol', 'tinidazole', 'class:alcohol', 'major', 'probable',
    'Alcohol during tinidazole treatment can cause flushing, nausea, vomiting, cramps and headache.',
    'Tinidazole may interfere with alcohol breakdown, causing a disulfiram-like reaction.',
    'Avoid alcohol during tinidazole and for 3 days after the last dose, as the label advises.',
    [dailyMed('Tindamax')]),
  rule('disulfiram+alcohol', 'disulfiram', 'class:alcohol', 'contraindicated', 'established',
    'Any alcohol with disulfiram causes a severe reaction: flushing, pounding headache, vomiting, chest pain, breathing difficulty and sometimes collapse.',
    'Disulfiram blocks aldehyde dehydrogenase, so toxic acetaldehyde builds up from alcohol.',
    'Avoid all alcohol, including hidden alcohol in sauces, vinegars, mouthwashes and skin products, during treatment and for up to 2 weeks after.',
    [dailyMed('Disulfiram')]),
  rule('acetaminophen+alcohol', 'acetaminophen', 'class:alcohol', 'moderate', 'established',
    'Drinking 3 or more alcoholic drinks a day while taking acetaminophen raises the risk of severe liver damage.',
    'Regular alcohol use increases production of a toxic acetaminophen by-product and depletes the liver’s defences.',
    'If you have 3 or more drinks a day, ask your prescriber or pharmacist before using acetaminophen, and never exceed the label dose.',
    [dailyMed('Tylenol')]),
  rule('nsaid+alcohol', 'class:nsaid', 'class:alcohol', 'moderate', 'established',
    'Drinking 3 or more alcoholic drinks a day while taking NSAIDs such as ibuprofen or naproxen raises the risk of stomach bleeding.',
    'Both irritate the stomach lining, and NSAIDs reduce its protection.',
    'Limit alcohol while using NSAIDs; if you drink daily, ask your pharmacist. Get care for black stools or vomiting blood.',
    [dailyMed('Advil')]),
  rule('aspirin+alcohol', 'aspirin', 'class:alcohol', 'moderate', 'established',
    'Drinking 3 or more alcoholic drinks a day while taking aspirin raises the risk of stomach bleeding.',
    'Both irritate the stomach lining, and aspirin also slows clotting.',
    'Limit alcohol while taking aspirin; get care for black stools or vomiting blood.',
    [dailyMed('Aspirin')]),
  rule('vitamin-k-antagonist+alcohol', 'class:vitamin-k-antagonist', 'class:alcohol', 'moderate', 'probable',
    'Heavy or binge drinking can make warfarin’s effect swing up or down and raises bleeding risk.',
    'Alcohol changes how the liver handles warfarin and can irritate the stomach.',
    'Keep alcohol low and steady, avoid binge drinking, and tell your prescriber about your usual intake.',
    [dailyMed('Coumadin'), S.medlineBloodThinners]),
  rule('metformin+alcohol', 'metformin', 'class:alcohol', 'moderate', 'established',
    'Heavy drinking with metformin raises the risk of lactic acidosis, a rare but serious condition, and of low blood sugar.',
    'Alcohol increases lactate production and blocks glucose release from the liver.',
    'Avoid heavy or binge drinking while taking metformin; ask your prescriber what amount is safe for you.',
    [dailyMed('Glucophage')]),
  rule('hypoglycemia-risk+alcohol', 'class:hypoglycemia-risk', 'class:alcohol', 'moderate', 'established',
    'Alcohol with insulin or sulfonylureas can cause low blood sugar, sometimes hours later or overnight.',
    'Alcohol blocks the liver from releasing stored glucose.',
    'If you drink, do so with food, check your blood sugar more often (including before bed), and know the signs of a low.',
    [dailyMed('Glipizide'), mesh('Hypoglycemic Agents')]),
  rule('nitrate+alcohol', 'class:nitrate', 'class:alcohol', 'moderate', 'probable',
    'Alcohol can add to the blood-pressure-lowering effect of nitrates, causing dizziness or fainting.',
    'Both widen blood vessels.',
    'Limit alcohol and sit or lie down if you feel light-headed after a nitrate dose.',
    [dailyMed('Nitroglycerin')]),
  rule('antihypertensive+alcohol', 'class:antihypertensive', 'class:alcohol', 'minor', 'probable',
    'Alcohol can cause extra dizziness with blood-pressure medicines, and regular heavy drinking raises blood pressure.',
    'Alcohol widens blood vessels in the short term and raises blood pressure over time.',
    'Keep alcohol within recommended limits and stand up slowly.',
    [mesh('Antihypertensive Agents')]),
  rule('hepatotoxic+alcohol', 'class:hepatotoxic', 'class:alcohol', 'moderate', 'probable',
    'Regular alcohol use adds to the liver strain caused by medicines that can harm the liver.',
    'Alcohol and these medicines can each injure liver cells.',
    'Limit alcohol and ask your prescriber whether liver tests are needed.',
    [mesh('Chemical and Drug Induced Liver Injury')]),
];

// ---------------------------------------------------------------- dairy, calcium-fortified juice, other drinks
const cipro = dailyMed('Cipro');
const tetra = dailyMed('Tetracycline');
const synthroid = dailyMed('Synthroid');
const fosamax = dailyMed('Fosamax');
const CIPRO_DAIRY =
  'Do not take ciprofloxacin with milk, yogurt or calcium-fortified drinks on their own; it can be taken with a meal that contains them. Otherwise take it 2 hours before or 6 hours after.';
const BISPHOS_WATER =
  'Take the bisphosphonate first thing in the morning with a full glass of plain water and wait at least 30 minutes (60 for ibandronate tablets) before any other food or drink.';

/** Calcium-fortified drinks (juice, plant milks) bind the same medicines as dairy. */
const fortifiedDrinks = [
  ['calcium-fortified-juice', 'Calcium-fortified juice'],
  ['calcium-fortified-plant-milk', 'Calcium-fortified plant milk (such as soy, almond or oat milk)'],
] as const;
const fortified: InteractionRule[] = fortifiedDrinks.flatMap(([food, name]) => [
  rule(`ciprofloxacin+${food}`, 'ciprofloxacin', food, 'moderate', food === 'calcium-fortified-juice' ? 'established' : 'probable',
    `${name} taken alone with ciprofloxacin greatly reduces its absorption, so the infection may not clear.`,
    'Added calcium binds ciprofloxacin in the gut.',
    CIPRO_DAIRY,
    [cipro]),
  rule(`tetracycline+${food}`, 'tetracycline', food, 'moderate', 'probable',
    `${name} reduces absorption of tetracycline.`,
    'Added calcium binds tetracycline in the gut.',
    'Take tetracycline with water, 1 hour before or 2 hours after calcium-fortified drinks.',
    [tetra]),
  rule(`thyroid-hormone+${food}`, 'class:thyroid-hormone', food, 'moderate', 'probable',
    `${name} taken with levothyroxine can reduce how much is absorbed.`,
    'Added calcium binds levothyroxine in the gut.',
    'Take levothyroxine with water, and keep calcium-fortified drinks at least 4 hours away from your dose.',
    [synthroid]),
  rule(`bisphosphonate+${food}`, 'class:bisphosphonate', food, 'moderate', 'established',
    `${name} taken with a bisphosphonate stops most of the medicine being absorbed.`,
    'Added calcium binds the bisphosphonate, and any drink other than water blocks its absorption.',
    BISPHOS_WATER,
    [fosamax]),
]);

const drinks: InteractionRule[] = [
  ...fortified,
  rule('ciprofloxacin+dairy', 'ciprofloxacin', 'class:dairy', 'moderate', 'established',
    'Milk and yogurt taken alone with ciprofloxacin greatly reduce its absorption, so the infection may not clear.',
    'Calcium binds ciprofloxacin in the gut.',
    CIPRO_DAIRY,
    [cipro]),
  rule('tetracycline+dairy', 'tetracycline', 'class:dairy', 'moderate', 'established',
    'Milk and other dairy foods reduce absorption of tetracycline, so it may work less well.',
    'Calcium binds tetracycline in the gut.',
    'Take tetracycline 1 hour before or 2 hours after meals and dairy foods.',
    [tetra]),
  rule('doxycycline+dairy', 'doxycycline', 'class:dairy', 'minor', 'established',
    'Milk reduces doxycycline absorption only a little, much less than with older tetracyclines.',
    'Calcium binds doxycycline weakly in the gut.',
    'Doxycycline can be taken with food or milk if it upsets your stomach; keep calcium or iron supplements apart as advised.',
    [dailyMed('Doxycycline')]),
  rule('thyroid-hormone+dairy', 'class:thyroid-hormone', 'class:dairy', 'moderate', 'probable',
    'Milk and other calcium-rich foods taken at the same time as levothyroxine can reduce how much is absorbed.',
    'Calcium binds levothyroxine in the gut, and food in general slows its absorption.',
    'Take levothyroxine with water on an empty stomach, 30 to 60 minutes before breakfast, and keep the routine the same each day.',
    [synthroid]),
  rule('bisphosphonate+dairy', 'class:bisphosphonate', 'class:dairy', 'moderate', 'established',
    'Milk or other food taken with a bisphosphonate such as alendronate stops most of the medicine being absorbed.',
    'Calcium binds the bisphosphonate, and any food blocks its already small absorption.',
    BISPHOS_WATER,
    [fosamax]),
  rule('bisphosphonate+caffeine-source', 'class:bisphosphonate', 'class:caffeine-source', 'moderate', 'established',
    'Coffee, tea or other drinks taken with alendronate reduce its absorption by more than half.',
    'Anything other than plain water blocks bisphosphonate absorption.',
    BISPHOS_WATER,
    [fosamax]),
  rule('bisphosphonate+orange-juice', 'class:bisphosphonate', 'orange-juice', 'moderate', 'established',
    'Orange juice taken with alendronate reduces its absorption by more than half.',
    'Anything other than plain water blocks bisphosphonate absorption.',
    BISPHOS_WATER,
    [fosamax]),
  rule('bisphosphonate+apple-juice', 'class:bisphosphonate', 'apple-juice', 'moderate', 'probable',
    'Fruit juice taken with a bisphosphonate reduces its absorption.',
    'Anything other than plain water blocks bisphosphonate absorption.',
    BISPHOS_WATER,
    [fosamax]),
];

// ---------------------------------------------------------------- caffeine sources
const caffeineFoods: InteractionRule[] = [
  rule('theophylline+caffeine-source', 'theophylline', 'class:caffeine-source', 'moderate', 'probable',
    'Large amounts of coffee, tea, cola or energy drinks add to theophylline side effects (nervousness, nausea, fast heartbeat).',
    'Caffeine and theophylline are related stimulants cleared by the same enzyme (CYP1A2).',
    'Avoid large amounts of caffeine and keep your intake steady; tell your prescriber about big changes.',
    [dailyMed('Theophylline'), S.fdaCyp]),
  rule('fluvoxamine+caffeine-source', 'fluvoxamine', 'class:caffeine-source', 'moderate', 'established',
    'Fluvoxamine slows caffeine clearance a great deal, so usual coffee or tea intake can cause jitteriness, sleeplessness and a fast heartbeat.',
    'Fluvoxamine strongly blocks CYP1A2, the main enzyme that clears caffeine.',
    'Cut down on caffeine while taking fluvoxamine, as the label suggests for heavy caffeine users.',
    [dailyMed('Fluvoxamine'), S.fdaCyp]),
  rule('ciprofloxacin+caffeine-source', 'ciprofloxacin', 'class:caffeine-source', 'minor', 'established',
    'Ciprofloxacin slows caffeine clearance, so coffee or tea can feel stronger and last longer.',
    'Ciprofloxacin blocks CYP1A2.',
    'Consider less caffeine during the course if you feel jittery or cannot sleep.',
    [cipro]),
  rule('cns-stimulant+caffeine-source', 'class:cns-stimulant', 'class:caffeine-source', 'minor', 'suspected',
    'Caffeine adds to the heart-rate, blood-pressure and sleep effects of ADHD stimulants; energy drinks carry the most caffeine.',
    'Both stimulate the nervous system.',
    'Limit caffeine if you notice jitteriness, palpitations or poor sleep.',
    [mesh('Caffeine'), mesh('Central Nervous System Stimulants')]),
  rule('nadolol+green-tea', 'nadolol', 'green-tea', 'moderate', 'probable',
    'Drinking green tea can sharply lower blood levels of nadolol, which may weaken its effect on blood pressure.',
    'Green tea catechins block the gut transporter that absorbs nadolol.',
    'Tell your prescriber if you drink green tea regularly; your blood pressure may need checking.',
    [nccih('green-tea', 'Green Tea')]),
];

// ---------------------------------------------------------------- vitamin K foods
const VIT_K_STEADY =
  'You do not need to avoid these foods. Keep the amount you eat about the same from week to week, and tell your prescriber before a big change in diet.';
const vitaminKFoods: InteractionRule[] = [
  rule('vitamin-k-antagonist+vitamin-k-rich', 'class:vitamin-k-antagonist', 'class:vitamin-k-rich', 'moderate', 'established',
    'Foods rich in vitamin K work against warfarin. Sudden changes in how much you eat can make the INR fall or rise.',
    'Warfarin blocks the recycling of vitamin K, which the liver needs for clotting factors; extra vitamin K overrides the block.',
    VIT_K_STEADY,
    [S.odsVitaminK, dailyMed('Coumadin')]),
  ...(
    [
      ['leafy-greens', 'Leafy greens such as spinach, kale and collards are'],
      ['broccoli', 'Broccoli is'],
      ['brussels-sprouts', 'Brussels sprouts are'],
    ] as const
  ).map(([food, name]) =>
    rule(`vitamin-k-antagonist+${food}`, 'class:vitamin-k-antagonist', food, 'moderate', 'established',
      `${name} rich in vitamin K, which works against warfarin when intake changes suddenly.`,
      'Vitamin K overrides warfarin’s block on clotting-factor production.',
      VIT_K_STEADY,
      [S.odsVitaminK, dailyMed('Coumadin')]),
  ),
  rule('vitamin-k-antagonist+natto', 'class:vitamin-k-antagonist', 'natto', 'major', 'probable',
    'Natto (fermented soybeans) contains very large amounts of vitamin K2; even one serving can block warfarin’s effect for days and raise the risk of clots.',
    'Vitamin K2 from natto is long-lasting and overrides warfarin’s block on clotting-factor production.',
    'Talk to your prescriber before eating natto; most people taking warfarin are advised to avoid it.',
    [S.odsVitaminK, dailyMed('Coumadin')]),
  rule('vitamin-k-antagonist+cranberry-juice', 'class:vitamin-k-antagonist', 'cranberry-juice', 'minor', 'suspected',
    'Cranberry juice has been reported to raise the INR in a few people taking warfarin, but controlled studies found little effect.',
    'The cause is unclear; cranberry may slightly slow warfarin breakdown.',
    'Moderate, steady amounts are fine for most people; tell your prescriber if you start drinking a lot.',
    [nccih('cranberry', 'Cranberry')]),
];

// ---------------------------------------------------------------- black licorice
const licoriceFood: InteractionRule[] = [
  rule('cardiac-glycoside+black-licorice', 'class:cardiac-glycoside', 'black-licorice', 'moderate', 'probable',
    'Eating a lot of black licorice can lower potassium, which makes digoxin more likely to cause dangerous heart rhythms.',
    'Glycyrrhizin in licorice makes the kidneys lose potassium.',
    'Avoid large amounts of black licorice (for example 2 ounces a day for two weeks or more) while taking digoxin.',
    [fdaLicorice, dailyMed('Lanoxin')]),
  rule('potassium-lowering+black-licorice', 'class:potassium-lowering', 'black-licorice', 'moderate', 'probable',
    'Large amounts of black licorice with water pills such as furosemide or hydrochlorothiazide can drop potassium too low.',
    'Glycyrrhizin makes the kidneys lose potassium, adding to the diuretic.',
    'Keep black licorice to small, occasional amounts.',
    [fdaLicorice, nccih('licorice-root', 'Licorice Root')]),
  rule('antihypertensive+black-licorice', 'class:antihypertensive', 'black-licorice', 'minor', 'probable',
    'Regularly eating a lot of black licorice can raise blood pressure and work against blood-pressure medicines.',
    'Glycyrrhizin makes the body hold salt and water.',
    'Keep black licorice to small, occasional amounts.',
    [fdaLicorice]),
];

// ---------------------------------------------------------------- potassium foods and salt substitutes
const HIGH_K = 'High potassium can cause muscle weakness and a slow or irregular heartbeat.';
const potassiumFoods: InteractionRule[] = [
  rule('ace-inhibitor+salt-substitute', 'class:ace-inhibitor', 'salt-substitute', 'moderate', 'established',
    'Salt substitutes are mostly potassium chloride; with an ACE inhibitor they can raise blood potassium too high, especially with kidney disease, diabetes or dehydration. ' + HIGH_K,
    'ACE inhibitors make the kidneys keep potassium.',
    'Ask your prescriber before using potassium-based salt substitutes; with kidney disease they are usually best avoided.',
    [dailyMed('Zestril')]),
  rule('arb+salt-substitute', 'class:arb', 'salt-substitute', 'moderate', 'established',
    'Salt substitutes are mostly potassium chloride; with an ARB they can raise blood potassium too high, especially with kidney disease, diabetes or dehydration. ' + HIGH_K,
    'ARBs make the kidneys keep potassium.',
    'Ask your prescriber before using potassium-based salt substitutes; with kidney disease they are usually best avoided.',
    [dailyMed('Cozaar')]),
  rule('potassium-sparing-diuretic+salt-substitute', 'class:potassium-sparing-diuretic', 'salt-substitute', 'major', 'established',
    'Potassium-based salt substitutes with spironolactone or eplerenone can cause dangerously high potassium. ' + HIGH_K,
    'These diuretics make the kidneys hold on to potassium.',
    'Do not use potassium-based salt substitutes unless your prescriber agrees and checks your potassium.',
    [dailyMed('Aldactone'), dailyMed('Inspra')],
    ['amiloride', 'triamterene']),
  rule('amiloride+salt-substitute', 'amiloride', 'salt-substitute', 'contraindicated', 'established',
    'The amiloride label contraindicates potassium-containing salt substitutes because potassium can rise to dangerous levels. ' + HIGH_K,
    'Amiloride blocks potassium loss in the kidney.',
    'Do not use potassium-based salt substitutes with amiloride.',
    [dailyMed('Amiloride')]),
  rule('triamterene+salt-substitute', 'triamterene', 'salt-substitute', 'contraindicated', 'established',
    'Labels of triamterene products contraindicate potassium-containing salt substitutes because potassium can rise to dangerous levels. ' + HIGH_K,
    'Triamterene blocks potassium loss in the kidney.',
    'Do not use potassium-based salt substitutes with triamterene.',
    [dailyMed('Maxzide')]),
  rule('trimethoprim+salt-substitute', 'trimethoprim', 'salt-substitute', 'moderate', 'probable',
    'Trimethoprim (alone or in sulfamethoxazole-trimethoprim) raises potassium, and potassium-based salt substitutes add to it, especially in older adults or with kidney disease.',
    'Trimethoprim blocks potassium excretion like amiloride.',
    'Avoid potassium-based salt substitutes during the course unless your prescriber agrees.',
    [dailyMed('Bactrim')]),
  rule('potassium-sparing-diuretic+high-potassium-foods', 'class:potassium-sparing-diuretic', 'high-potassium-foods', 'moderate', 'probable',
    'Eating unusually large amounts of high-potassium foods while taking a potassium-sparing diuretic can raise blood potassium, especially with kidney disease.',
    'These diuretics make the kidneys keep potassium.',
    'A normal balanced diet is fine; avoid deliberately loading up on potassium-rich foods and follow the diet advice from your care team.',
    [dailyMed('Aldactone'), dailyMed('Maxzide')]),
  rule('ace-inhibitor+high-potassium-foods', 'class:ace-inhibitor', 'high-potassium-foods', 'minor', 'probable',
    'High-potassium foods are usually fine with an ACE inhibitor, but with kidney disease potassium can build up.',
    'ACE inhibitors make the kidneys keep potassium.',
    'Keep eating a normal diet; if you have kidney disease, follow the potassium advice of your care team.',
    [dailyMed('Zestril'), mesh('Hyperkalemia')]),
  rule('arb+high-potassium-foods', 'class:arb', 'high-potassium-foods', 'minor', 'probable',
    'High-potassium foods are usually fine with an ARB, but with kidney disease potassium can build up.',
    'ARBs make the kidneys keep potassium.',
    'Keep eating a normal diet; if you have kidney disease, follow the potassium advice of your care team.',
    [dailyMed('Cozaar'), mesh('Hyperkalemia')]),
];

// ---------------------------------------------------------------- other foods
const otherFoods: InteractionRule[] = [
  rule('thyroid-hormone+soy', 'class:thyroid-hormone', 'soy', 'minor', 'probable',
    'Soy foods eaten close to a levothyroxine dose can reduce its absorption.',
    'Soy binds levothyroxine in the gut.',
    'Take levothyroxine on an empty stomach, keep soy intake steady, and tell your prescriber if you change your diet a lot.',
    [synthroid]),
  rule('thyroid-hormone+high-fiber-foods', 'class:thyroid-hormone', 'high-fiber-foods', 'minor', 'probable',
    'A high-fibre diet can reduce levothyroxine absorption.',
    'Dietary fibre binds levothyroxine in the gut.',
    'Take levothyroxine on an empty stomach and keep your fibre intake steady; a dose check may be needed after a big diet change.',
    [synthroid]),
  rule('cardiac-glycoside+high-fiber-foods', 'class:cardiac-glycoside', 'high-fiber-foods', 'minor', 'suspected',
    'Meals very high in bran fibre may slightly reduce digoxin absorption.',
    'Fibre can bind digoxin in the gut.',
    'Take digoxin at the same time each day and keep fibre intake steady.',
    [dailyMed('Lanoxin')]),
];

export const drugFoodRules: InteractionRule[] = [
  ...citrus,
  ...fexofenadine,
  ...tyramine,
  ...alcohol,
  ...drinks,
  ...caffeineFoods,
  ...vitaminKFoods,
  ...licoriceFood,
  ...potassiumFoods,
  ...otherFoods,
];
