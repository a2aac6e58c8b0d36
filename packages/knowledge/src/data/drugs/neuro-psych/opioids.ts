/**
 * Opioids and opioid antagonists. Side effects and warnings are our own summaries of each FDA label
 * on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { apapLiver, beers, codeineChildren, opioidBox, opioidCyp3a4, opioidSedatives, opioidSerious, opioidSide } from './shared-wording';

const opioidSources = [S.fdaOpioidBenzo];
const swallowWhole =
  'Long-acting tablets and capsules must be swallowed whole; crushing, chewing or dissolving them can release a fatal dose.';
const maoiOpioid = 'It must not be taken with an MAOI or within 14 days of stopping one, because severe reactions can occur.';
const dentalFilm =
  'Forms that dissolve in the mouth have been linked to dental problems; afterwards, rinse with water, swallow, and wait an hour before brushing.';

export const opioidDrugs: Substance[] = [
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
];
