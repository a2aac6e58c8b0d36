/**
 * Opioids and opioid antagonists, muscle relaxants, dementia and Parkinson’s medicines, and
 * medicines for smoking cessation and alcohol use disorder.
 * Part 4 of the neurology and psychiatry drugs (see neuro-psych.ts).
 */
import type { Substance } from '../../types';
import { S } from '../../sources';
import { drug } from '../builders';
import {
  anticholinergicSerious,
  anticholinergicSide,
  apapLiver,
  beers,
  cholinesteraseSide,
  codeineChildren,
  dopamineAgonistSerious,
  impulseUrges,
  opioidBox,
  opioidCyp3a4,
  opioidSedatives,
  opioidSerious,
  opioidSide,
  sedativeAdd,
  sleepAttacks,
  suicidality,
} from './neuro-psych-common';

const opioidSources = [S.fdaOpioidBenzo];
const swallowWhole =
  'Long-acting tablets and capsules must be swallowed whole; crushing, chewing or dissolving them can release a fatal dose.';
const maoiOpioid = 'It must not be taken with an MAOI or within 14 days of stopping one, because severe reactions can occur.';
const dentalFilm =
  'Forms that dissolve in the mouth have been linked to dental problems; afterwards, rinse with water, swallow, and wait an hour before brushing.';

export const neuroPsychDrugs4: Substance[] = [
  // ------------------------------------------------------------------ opioids
  drug('hydrocodone', 'Hydrocodone', ['opioid', 'cyp3a4-sensitive-substrate'], {
    brands: ['Hysingla ER', 'Zohydro ER'],
    synonyms: ['hydrocodon', 'hydrocodine', 'hydrocone'],
    sideEffects: opioidSide,
    seriousSideEffects: opioidSerious,
    warnings: [opioidBox, opioidSedatives, opioidCyp3a4],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('hydrocodone-acetaminophen', 'Hydrocodone and acetaminophen', ['opioid', 'cyp3a4-sensitive-substrate'], {
    brands: ['Norco', 'Vicodin', 'Lortab', 'Lorcet', 'Xodol', 'Verdrocet'],
    synonyms: ['vicoden', 'hydrocodone apap', 'hydrocodone/acetaminophen', 'hydrocodone paracetamol'],
    components: ['hydrocodone', 'acetaminophen'],
    sideEffects: opioidSide,
    seriousSideEffects: [...opioidSerious.slice(0, 4), 'Liver damage from too much acetaminophen'],
    warnings: [
      opioidBox,
      'Boxed warnings also cover deep sedation or death with benzodiazepines, alcohol or other sedatives, and overdose when CYP3A4-blocking medicines are added.',
      apapLiver,
    ],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('oxycodone', 'Oxycodone', ['opioid', 'cyp3a4-sensitive-substrate'], {
    brands: ['OxyContin', 'Roxicodone', 'Oxaydo', 'Xtampza ER', 'OxyNorm'],
    synonyms: ['oxycodon', 'oxicodone', 'oxycotin'],
    sideEffects: opioidSide,
    seriousSideEffects: opioidSerious,
    warnings: [opioidBox, opioidSedatives, opioidCyp3a4],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('oxycodone-acetaminophen', 'Oxycodone and acetaminophen', ['opioid', 'cyp3a4-sensitive-substrate'], {
    brands: ['Percocet', 'Endocet', 'Primlev', 'Nalocet', 'Prolate'],
    synonyms: ['percoset', 'oxycodone apap', 'oxycodone/acetaminophen', 'oxycodone paracetamol'],
    components: ['oxycodone', 'acetaminophen'],
    sideEffects: opioidSide,
    seriousSideEffects: [...opioidSerious.slice(0, 4), 'Liver damage from too much acetaminophen'],
    warnings: [
      opioidBox,
      'Boxed warnings also cover deep sedation or death with benzodiazepines, alcohol or other sedatives, and overdose when CYP3A4-blocking medicines are added.',
      apapLiver,
    ],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('morphine', 'Morphine', ['opioid'], {
    brands: ['MS Contin', 'Kadian', 'MST Continus', 'Zomorph', 'Oramorph', 'Sevredol'],
    synonyms: ['morfine', 'morphin', 'morphine sulfate'],
    sideEffects: opioidSide,
    seriousSideEffects: opioidSerious,
    warnings: [opioidBox, opioidSedatives, swallowWhole],
    sources: opioidSources,
  }),
  drug('hydromorphone', 'Hydromorphone', ['opioid'], {
    brands: ['Dilaudid', 'Exalgo', 'Palladone'],
    synonyms: ['hydromorphine', 'hydromorphon', 'hydromorfone'],
    sideEffects: opioidSide,
    seriousSideEffects: opioidSerious,
    warnings: [
      opioidBox,
      opioidSedatives,
      'It is much stronger than morphine milligram for milligram, and mix-ups between strengths have caused fatal overdoses.',
    ],
    sources: opioidSources,
  }),
  drug('fentanyl', 'Fentanyl', ['opioid', 'serotonergic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Duragesic', 'Actiq', 'Fentora', 'Abstral', 'Subsys', 'Sublimaze', 'Durogesic', 'Matrifen'],
    synonyms: ['fentanil', 'fentenyl', 'fentanyl patch'],
    sideEffects: ['Drowsiness', 'Nausea', 'Constipation', 'Sweating', 'Skin reaction where the patch is worn', 'Dizziness'],
    seriousSideEffects: [
      'Slowed or stopped breathing',
      'Addiction and misuse',
      'Serotonin syndrome with other serotonergic medicines',
      'Adrenal insufficiency with long use',
      'Slow heartbeat',
    ],
    warnings: [
      'Boxed warning: patches and mouth products are only for people already used to opioids; in anyone else, including a child who touches or swallows a patch, they can stop breathing.',
      'Boxed warning: CYP3A4 blockers can raise its level to a fatal one; heat on a patch (heating pads, hot baths, fever) also raises the amount absorbed.',
      opioidSedatives,
    ],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('methadone', 'Methadone', ['opioid', 'qt-prolonging', 'serotonergic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Dolophine', 'Methadose', 'Diskets', 'Physeptone'],
    synonyms: ['methadon', 'methodone', 'metadone'],
    sideEffects: ['Constipation', 'Drowsiness', 'Sweating', 'Nausea', 'Dizziness'],
    seriousSideEffects: [
      'Slowed or stopped breathing (can peak after pain relief fades)',
      'Dangerous heart rhythm from QT prolongation',
      'Addiction and misuse',
      'Serotonin syndrome with other serotonergic medicines',
      'Adrenal insufficiency with long use',
    ],
    warnings: [
      'Boxed warnings: life-threatening slowed breathing whose peak comes later than the pain relief, QT prolongation with dangerous heart rhythms, and addiction.',
      opioidSedatives,
      'Many medicines change its level: CYP3A4 and other enzyme blockers can raise it to an overdose, while inducers such as carbamazepine, phenytoin or rifampin can cause withdrawal.',
    ],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('tramadol', 'Tramadol', ['opioid', 'serotonergic', 'seizure-threshold-lowering', 'cyp2d6-activated-prodrug'], {
    brands: ['Ultram', 'ConZip', 'Qdolo', 'Zydol', 'Tramal'],
    synonyms: ['tramadal', 'tramadole', 'tramodol'],
    sideEffects: ['Nausea', 'Dizziness', 'Constipation', 'Headache', 'Drowsiness', 'Vomiting'],
    seriousSideEffects: [
      'Seizures',
      'Serotonin syndrome with antidepressants or other serotonergic medicines',
      'Slowed or stopped breathing',
      'Addiction and misuse',
      'Low blood sugar or low blood sodium',
    ],
    warnings: [
      opioidBox,
      opioidSedatives,
      'Boxed warning: children under 12 must not take it because some people convert it to its active form unusually fast; CYP2D6 blockers such as fluoxetine, paroxetine or bupropion weaken its pain relief while raising seizure and serotonin risks.',
    ],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('tramadol-acetaminophen', 'Tramadol and acetaminophen', ['opioid', 'serotonergic', 'seizure-threshold-lowering'], {
    brands: ['Ultracet'],
    synonyms: ['tramadol apap', 'tramadol/acetaminophen', 'tramadol paracetamol'],
    components: ['tramadol', 'acetaminophen'],
    sideEffects: ['Nausea', 'Dizziness', 'Constipation', 'Drowsiness', 'Sweating'],
    seriousSideEffects: ['Seizures', 'Serotonin syndrome', 'Slowed or stopped breathing', 'Addiction and misuse', 'Liver damage from too much acetaminophen'],
    warnings: [opioidBox, opioidSedatives, apapLiver],
    sources: opioidSources,
  }),
  drug('tapentadol', 'Tapentadol', ['opioid', 'serotonergic'], {
    brands: ['Nucynta', 'Nucynta ER', 'Palexia'],
    synonyms: ['tapentadal', 'tapendatol', 'tapentadole'],
    sideEffects: ['Nausea', 'Dizziness', 'Drowsiness', 'Constipation', 'Vomiting', 'Headache'],
    seriousSideEffects: ['Slowed or stopped breathing', 'Addiction and misuse', 'Serotonin syndrome with other serotonergic medicines', 'Seizures', 'Adrenal insufficiency with long use'],
    warnings: [opioidBox, opioidSedatives, maoiOpioid],
    sources: opioidSources,
  }),
  drug('codeine', 'Codeine', ['opioid', 'cyp2d6-activated-prodrug'], {
    synonyms: ['codine', 'codiene', 'codeine phosphate', 'codeine sulfate'],
    sideEffects: ['Constipation', 'Drowsiness', 'Nausea', 'Dizziness', 'Vomiting'],
    seriousSideEffects: [
      'Slowed or stopped breathing, especially in ultra-rapid metabolizers',
      'Addiction and misuse',
      'Severe low blood pressure',
      'Adrenal insufficiency with long use',
    ],
    warnings: [opioidBox, codeineChildren, opioidSedatives],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('acetaminophen-codeine', 'Acetaminophen and codeine', ['opioid', 'cyp2d6-activated-prodrug'], {
    brands: ['Tylenol with Codeine', 'Tylenol #3', 'Tylenol #4', 'Solpadol', 'Zapain'],
    synonyms: ['co-codamol', 'paracetamol and codeine', 'tylenol 3', 'apap codeine'],
    components: ['acetaminophen', 'codeine'],
    sideEffects: ['Constipation', 'Drowsiness', 'Nausea', 'Dizziness', 'Vomiting'],
    seriousSideEffects: ['Slowed or stopped breathing', 'Addiction and misuse', 'Liver damage from too much acetaminophen', 'Severe low blood pressure'],
    warnings: [opioidBox, codeineChildren, apapLiver],
    sources: [...opioidSources, S.fdaCyp],
  }),
  drug('buprenorphine', 'Buprenorphine', ['opioid'], {
    brands: ['Butrans', 'Belbuca', 'Sublocade', 'Brixadi', 'Subutex', 'Temgesic', 'Transtec'],
    synonyms: ['buprenorphin', 'bupenorphine', 'buprenorfine'],
    sideEffects: ['Constipation', 'Headache', 'Nausea', 'Drowsiness', 'Sweating', 'Skin reaction where the patch is worn'],
    seriousSideEffects: [
      'Slowed breathing, especially with benzodiazepines or alcohol',
      'Dependence and withdrawal',
      'Liver problems',
      'Heart rhythm changes (QT prolongation) at high patch doses',
      'Dental problems with forms dissolved in the mouth',
    ],
    warnings: [
      'Boxed warnings vary by product and include addiction and slowed breathing; with benzodiazepines, alcohol or other sedatives it can cause deep sedation and death.',
      'As a partial opioid agonist it can trigger withdrawal if started too soon after other opioids.',
      dentalFilm,
    ],
    sources: opioidSources,
  }),
  drug('buprenorphine-naloxone', 'Buprenorphine and naloxone', ['opioid'], {
    brands: ['Suboxone', 'Zubsolv', 'Bunavail'],
    synonyms: ['suboxon', 'suboxone film', 'buprenorphine/naloxone', 'bup/nx'],
    components: ['buprenorphine', 'naloxone'],
    sideEffects: ['Constipation', 'Headache', 'Nausea', 'Sweating', 'Trouble sleeping', 'Mouth numbness or redness'],
    seriousSideEffects: [
      'Slowed breathing, especially with benzodiazepines or alcohol',
      'Withdrawal if started too early or if injected',
      'Liver problems',
      'Dental problems',
    ],
    warnings: [
      'With benzodiazepines, alcohol or other sedatives it can cause deep sedation, slowed breathing and death; tell your prescriber about any of these you use.',
      'Starting too soon after other opioids, or injecting it, can bring on sudden withdrawal.',
      dentalFilm,
    ],
    sources: opioidSources,
  }),
  drug('meperidine', 'Meperidine', ['opioid', 'serotonergic', 'seizure-threshold-lowering'], {
    brands: ['Demerol'],
    synonyms: ['pethidine', 'meperidin', 'meperedine'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Nausea', 'Sweating', 'Vomiting'],
    seriousSideEffects: [
      'Tremor, twitching or seizures from a build-up of its breakdown product',
      'Serotonin syndrome',
      'Slowed or stopped breathing',
      'Addiction and misuse',
    ],
    warnings: [opioidBox, maoiOpioid, opioidSedatives],
    sources: [...opioidSources, beers],
  }),
  drug('naltrexone', 'Naltrexone', ['opioid-antagonist'], {
    brands: ['Vivitrol', 'Revia', 'Adepend'],
    synonyms: ['naltrexon', 'naltraxone', 'neltrexone'],
    sideEffects: ['Nausea', 'Headache', 'Dizziness', 'Tiredness', 'Trouble sleeping', 'Pain or lumps where injected'],
    seriousSideEffects: [
      'Fatal overdose if large amounts of opioids are used to overcome it, or after it wears off',
      'Sudden opioid withdrawal if opioids are still in the body',
      'Severe injection-site reactions',
      'Liver injury',
    ],
    warnings: [
      'It blocks opioid medicines, so opioid pain relievers will not work well; people need to be opioid-free for 7–10 days before starting to avoid sudden withdrawal.',
      'After stopping or missing doses the body is more sensitive to opioids, and an amount used before can cause a fatal overdose.',
    ],
  }),
  drug('naloxone', 'Naloxone', ['opioid-antagonist'], {
    brands: ['Narcan', 'Kloxxado', 'Zimhi'],
    synonyms: ['naloxon', 'nalaxone', 'narcan nasal spray'],
    sideEffects: ['Body aches', 'Sweating', 'Nausea', 'Nasal dryness or congestion (nasal spray)'],
    seriousSideEffects: ['Sudden opioid withdrawal (agitation, fast heartbeat, vomiting)', 'Return of overdose symptoms when it wears off'],
    warnings: [
      'Call emergency services after giving it, because it can wear off before the opioid does and more doses may be needed.',
      'In people who depend on opioids it brings on sudden withdrawal.',
    ],
  }),
  // ------------------------------------------------------------------ muscle relaxants
  drug('cyclobenzaprine', 'Cyclobenzaprine', ['muscle-relaxant', 'serotonergic', 'anticholinergic'], {
    brands: ['Flexeril', 'Amrix', 'Fexmid'],
    synonyms: ['cyclobenzaprin', 'cyclobenzeprine', 'flexiril'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Tiredness', 'Constipation'],
    seriousSideEffects: ['Serotonin syndrome', 'Heart rhythm problems', 'Confusion in older adults', 'Trouble passing urine'],
    warnings: [
      'It must not be used with or within 14 days of an MAOI, and with other serotonergic medicines it can cause serotonin syndrome.',
      'It is related to tricyclic antidepressants and is not used after a recent heart attack, with heart-rhythm problems or heart failure, or with an overactive thyroid.',
      'Its drowsiness and anticholinergic effects make it a poor choice for many older adults.',
    ],
    sources: [beers],
  }),
  drug('methocarbamol', 'Methocarbamol', ['muscle-relaxant'], {
    brands: ['Robaxin'],
    synonyms: ['methocarbomol', 'methacarbamol', 'methocarbamal'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Light-headedness', 'Nausea', 'Blurred vision', 'Headache'],
    seriousSideEffects: ['Severe allergic reactions', 'Fainting, slow heartbeat or low blood pressure'],
    warnings: [sedativeAdd, 'It can turn urine brown, black or green, which is harmless.'],
    sources: [beers],
  }),
  drug('tizanidine', 'Tizanidine', ['muscle-relaxant', 'cyp1a2-sensitive-substrate', 'antihypertensive'], {
    brands: ['Zanaflex'],
    synonyms: ['tizanadine', 'tizanidin', 'tizanedine'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Dizziness', 'Weakness', 'Low blood pressure'],
    seriousSideEffects: ['Very low blood pressure and fainting', 'Liver injury', 'Hallucinations', 'Rebound high blood pressure and fast heartbeat if stopped suddenly'],
    warnings: [
      'It must not be taken with fluvoxamine or ciprofloxacin, which raise its level many times over and can cause dangerous drops in blood pressure and heavy sedation.',
      'Other CYP1A2 blockers, including some birth-control pills, also raise its level.',
      'Stopping suddenly after regular high doses can cause a rebound rise in blood pressure and heart rate; talk to your prescriber before changing the dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('baclofen', 'Baclofen', ['muscle-relaxant'], {
    brands: ['Lioresal', 'Gablofen', 'Ozobax', 'Fleqsuvy', 'Lyvispah'],
    synonyms: ['baclophen', 'baclofin', 'backlofen'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Weakness', 'Tiredness', 'Nausea', 'Confusion'],
    seriousSideEffects: [
      'Withdrawal if stopped suddenly (hallucinations, seizures, high fever)',
      'Slowed breathing with other sedatives',
      'Confusion and heavy sedation in kidney disease',
    ],
    warnings: [
      'Boxed warning (pump into the spine): a sudden interruption can cause high fever, confusion, muscle rigidity and death.',
      'Tablets and liquids also should not be stopped suddenly, because hallucinations and seizures can occur; talk to your prescriber before changing the dose.',
      'People with kidney problems are more prone to confusion and heavy sedation.',
    ],
  }),
  drug('carisoprodol', 'Carisoprodol', ['muscle-relaxant'], {
    brands: ['Soma'],
    synonyms: ['carisprodol', 'carisoprodal', 'carisoprodole'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Headache'],
    seriousSideEffects: ['Dependence and withdrawal', 'Misuse', 'Seizures in overdose', 'Slowed breathing with other sedatives'],
    warnings: [
      'The body turns it into meprobamate, a habit-forming sedative, so it is meant only for short use of two to three weeks.',
      sedativeAdd,
    ],
    sources: [beers],
  }),
  drug('metaxalone', 'Metaxalone', ['muscle-relaxant'], {
    brands: ['Skelaxin', 'Metaxall'],
    synonyms: ['metaxolone', 'metaxalon', 'metaxelone'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Headache', 'Nausea', 'Irritability'],
    seriousSideEffects: ['Severe allergic reactions', 'Low blood cell counts', 'Jaundice (yellow skin or eyes)'],
    warnings: [
      'Taking it with food increases how much is absorbed and can increase drowsiness.',
      sedativeAdd,
    ],
    sources: [beers],
  }),
  // ------------------------------------------------------------------ dementia
  drug('donepezil', 'Donepezil', ['acetylcholinesterase-inhibitor'], {
    brands: ['Aricept', 'Adlarity'],
    synonyms: ['donepazil', 'donepezel', 'donezepil'],
    sideEffects: ['Nausea', 'Diarrhea', 'Trouble sleeping or vivid dreams', 'Muscle cramps', 'Less appetite'],
    seriousSideEffects: ['Slow heartbeat and fainting', 'Stomach ulcers and bleeding', 'Seizures', 'Trouble passing urine'],
    warnings: [
      'It can slow the heart, especially with beta blockers or other heart-slowing medicines; report fainting.',
      'It increases stomach acid, so NSAIDs add to the risk of ulcers.',
      'Anticholinergic medicines work against it.',
    ],
  }),
  drug('memantine', 'Memantine', [], {
    brands: ['Namenda', 'Namenda XR', 'Ebixa'],
    synonyms: ['memantin', 'memantene', 'memantine hcl'],
    sideEffects: ['Dizziness', 'Headache', 'Confusion', 'Constipation'],
    seriousSideEffects: ['Hallucinations or worsening confusion', 'Rare serious skin reactions'],
    warnings: [
      'Anything that makes urine more alkaline (such as sodium bicarbonate, some antacids or a sudden switch to a strict vegetarian diet) can raise its level.',
    ],
  }),
  drug('rivastigmine', 'Rivastigmine', ['acetylcholinesterase-inhibitor'], {
    brands: ['Exelon', 'Exelon Patch'],
    synonyms: ['rivastigmin', 'rivastigmene', 'rivastigmine patch'],
    sideEffects: [...cholinesteraseSide, 'Skin reaction where the patch is worn'],
    seriousSideEffects: [
      'Severe vomiting and dehydration, especially if restarted at a full dose',
      'Slow heartbeat and fainting',
      'Stomach ulcers and bleeding',
      'Worsening tremor in Parkinson’s disease',
    ],
    warnings: [
      'If doses are missed for several days, it must be restarted at the lowest dose to avoid severe vomiting; ask your prescriber how to restart.',
      'Wear only one patch at a time; using several has caused serious overdoses.',
    ],
  }),
  drug('galantamine', 'Galantamine', ['acetylcholinesterase-inhibitor'], {
    brands: ['Razadyne', 'Razadyne ER', 'Reminyl'],
    synonyms: ['galantamin', 'galantomine', 'galatamine'],
    sideEffects: [...cholinesteraseSide, 'Headache'],
    seriousSideEffects: ['Slow heartbeat or heart block', 'Fainting', 'Stomach ulcers and bleeding', 'Serious skin reactions', 'Seizures'],
    warnings: [
      'It can slow the heart, especially with beta blockers or other heart-slowing medicines; report fainting.',
      'Get medical help for any rash or blistering, which can signal a serious skin reaction.',
    ],
  }),
  // ------------------------------------------------------------------ Parkinson’s
  drug('carbidopa-levodopa', 'Carbidopa and levodopa', ['dopaminergic'], {
    brands: ['Sinemet', 'Rytary', 'Dhivy', 'Duopa', 'Crexont', 'Caramet'],
    synonyms: ['levodopa', 'co-careldopa', 'levodopa-carbidopa', 'carbidopa/levodopa'],
    sideEffects: ['Nausea', 'Dizziness', 'Involuntary movements (dyskinesia)', 'Sleepiness', 'Dizziness on standing'],
    seriousSideEffects: [
      'Falling asleep suddenly during daily activities',
      'Hallucinations or psychosis',
      'Compulsive gambling, shopping, eating or sexual urges',
      'High fever, stiffness and confusion if stopped or reduced suddenly',
    ],
    warnings: [
      'Non-selective MAOIs such as phenelzine must not be taken with it, and a two-week gap is needed.',
      'Protein-rich meals and iron supplements can reduce how much levodopa is absorbed.',
      sleepAttacks,
    ],
  }),
  drug('pramipexole', 'Pramipexole', ['dopaminergic'], {
    brands: ['Mirapex', 'Mirapex ER', 'Mirapexin'],
    synonyms: ['pramipexol', 'pramipexal', 'pramipexzole'],
    sideEffects: ['Nausea', 'Drowsiness', 'Dizziness', 'Constipation', 'Swelling of the legs'],
    seriousSideEffects: dopamineAgonistSerious,
    warnings: [sleepAttacks, impulseUrges, 'Kidney problems call for lower doses.'],
  }),
  drug('ropinirole', 'Ropinirole', ['dopaminergic'], {
    brands: ['Requip', 'Requip XL', 'Adartrel'],
    synonyms: ['ropinerole', 'ropinirol', 'ropinarole'],
    sideEffects: ['Nausea', 'Drowsiness', 'Dizziness', 'Swelling of the legs'],
    seriousSideEffects: dopamineAgonistSerious,
    warnings: [
      sleepAttacks,
      impulseUrges,
      'Ciprofloxacin, fluvoxamine and other CYP1A2 blockers raise its level, and starting or stopping estrogen or smoking can change it.',
    ],
  }),
  drug('amantadine', 'Amantadine', ['dopaminergic'], {
    brands: ['Gocovri', 'Osmolex ER', 'Symmetrel'],
    synonyms: ['amantidine', 'amantadin', 'amantadene'],
    sideEffects: ['Nausea', 'Dizziness', 'Trouble sleeping', 'Dry mouth', 'Swelling of the legs', 'Blotchy purple skin pattern'],
    seriousSideEffects: [
      'Hallucinations or confusion',
      'Suicidal thoughts or depression',
      'Falling asleep suddenly during daily activities',
      'Compulsive urges',
      'High fever and confusion if stopped suddenly',
    ],
    warnings: [
      'Doses are lowered in kidney disease, because it is cleared by the kidneys and builds up otherwise.',
      'Alcohol is not advised while taking it.',
      'Stopping suddenly can cause fever and confusion; talk to your prescriber before changing the dose.',
    ],
  }),
  drug('benztropine', 'Benztropine', ['anticholinergic'], {
    brands: ['Cogentin'],
    synonyms: ['benztropin', 'benzotropine', 'benztropene'],
    sideEffects: anticholinergicSide,
    seriousSideEffects: anticholinergicSerious,
    warnings: [
      'It reduces sweating, so overheating in hot weather or during exercise can be dangerous.',
      'It adds to the effects of other anticholinergic medicines and can cause confusion, especially in older adults.',
    ],
    sources: [beers],
  }),
  drug('trihexyphenidyl', 'Trihexyphenidyl', ['anticholinergic'], {
    brands: ['Artane'],
    synonyms: ['benzhexol', 'trihexiphenidyl', 'trihexyphenidyle'],
    sideEffects: anticholinergicSide,
    seriousSideEffects: anticholinergicSerious,
    warnings: [
      'It reduces sweating, so overheating in hot weather or during exercise can be dangerous.',
      'It adds to the effects of other anticholinergic medicines and can cause confusion, especially in older adults.',
    ],
    sources: [beers],
  }),
  // ------------------------------------------------------------------ smoking and alcohol
  drug('varenicline', 'Varenicline', [], {
    brands: ['Chantix', 'Champix'],
    synonyms: ['varenacline', 'verenicline', 'varencline'],
    sideEffects: ['Nausea', 'Trouble sleeping', 'Strange dreams', 'Constipation', 'Gas', 'Headache'],
    seriousSideEffects: [
      'Changes in mood, behavior or thinking',
      'Seizures',
      'Sleepwalking',
      'Severe allergic or skin reactions',
    ],
    warnings: [
      'Report changes in mood, behavior or thinking to your prescriber; the boxed warning about these was removed in 2016 after a large study, but the risk is still described.',
      'It may lower tolerance to alcohol, with more drunkenness or unusual behavior.',
    ],
  }),
  drug('disulfiram', 'Disulfiram', ['hepatotoxic'], {
    brands: ['Antabuse'],
    synonyms: ['disulfuram', 'disulfirum', 'disulferam'],
    sideEffects: ['Drowsiness', 'Metallic or garlic taste', 'Headache', 'Acne or skin rash', 'Tiredness'],
    seriousSideEffects: [
      'Severe reaction with any alcohol (flushing, vomiting, racing heart, low blood pressure)',
      'Liver injury',
      'Nerve damage in hands or feet',
      'Psychotic symptoms',
    ],
    warnings: [
      'Boxed warning: it must never be given to someone who is intoxicated or without their full knowledge.',
      'Even small amounts of alcohol, including in mouthwash, sauces or cough syrups, can cause a severe reaction for up to two weeks after the last dose.',
      'It raises warfarin and phenytoin levels and must not be combined with metronidazole.',
    ],
  }),
  drug('acamprosate', 'Acamprosate', [], {
    brands: ['Campral'],
    synonyms: ['acamprosat', 'acomprosate', 'acamprosate calcium'],
    sideEffects: ['Diarrhea', 'Nausea', 'Gas', 'Itching', 'Weakness'],
    seriousSideEffects: ['Depression or suicidal thoughts', 'Build-up and side effects in kidney disease'],
    warnings: [
      'The dose is lowered with moderate kidney impairment, and it must not be used with severe kidney impairment.',
      'Report new or worse depression or suicidal thoughts.',
    ],
  }),
  drug('naltrexone-bupropion', 'Naltrexone and bupropion', [], {
    brands: ['Contrave', 'Mysimba'],
    synonyms: ['naltrexone/bupropion', 'bupropion naltrexone', 'contrave naltrexone'],
    components: ['naltrexone', 'bupropion'],
    sideEffects: ['Nausea', 'Constipation', 'Headache', 'Vomiting', 'Dizziness', 'Dry mouth'],
    seriousSideEffects: ['Suicidal thoughts in young people', 'Seizures', 'Raised blood pressure and heart rate', 'Liver injury', 'Angle-closure glaucoma'],
    warnings: [
      suicidality,
      'It blocks opioid pain relievers and must not be used with opioids; the bupropion part can cause seizures.',
      'The bupropion part strongly blocks CYP2D6 and must not be combined with an MAOI.',
    ],
  }),
];
