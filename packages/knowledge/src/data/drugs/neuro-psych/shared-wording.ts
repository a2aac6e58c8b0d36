/**
 * Shared wording and sources for the neurology, psychiatry and pain drugs (the files of this folder).
 * Every sentence is our own summary of the FDA labels (DailyMed) and the FDA communications cited.
 */
import { doi, src } from '../../../sources';

// ------------------------------------------------------------------ extra sources
export const beers = doi(
  '10.1111/jgs.18372',
  'American Geriatrics Society 2023 updated AGS Beers Criteria® for potentially inappropriate medication use in older adults. J Am Geriatr Soc. 2023;71(7):2052-2081',
);
export const fdaBenzoBoxed = src(
  'FDA Drug Safety Communication: Boxed Warning updated to improve safe use of the benzodiazepine drug class (2020)',
  'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requiring-boxed-warning-updated-improve-safe-use-benzodiazepine-drug-class',
);
export const fdaSleepBehaviors = src(
  'FDA Drug Safety Communication: Boxed Warning for serious injuries from complex sleep behaviors with eszopiclone, zaleplon and zolpidem (2019)',
  'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-risk-serious-injuries-caused-sleepwalking-certain-prescription-insomnia',
);

// ------------------------------------------------------------------ antidepressants
export const suicidality =
  'Boxed warning: antidepressants can increase suicidal thoughts and behavior in children, teens and young adults, so mood changes need close watching, especially in the first months and after dose changes.';
export const serotoninMix =
  'Taken with other serotonin-raising medicines (such as triptans, tramadol, other antidepressants or St. John’s wort) it can cause serotonin syndrome; tell your prescriber or pharmacist about everything you take.';
export const ssriBleeding = 'Taking it with NSAIDs, aspirin or blood thinners raises the chance of bleeding.';
export const ssriSerious = [
  'Serotonin syndrome (agitation, fever, fast heartbeat, muscle twitching)',
  'Suicidal thoughts in young people',
  'Abnormal bleeding, more so with NSAIDs or blood thinners',
  'Low blood sodium, especially in older adults',
  'Mania in people with bipolar disorder',
];
export const tcaSide = ['Dry mouth', 'Drowsiness', 'Constipation', 'Blurred vision', 'Dizziness on standing', 'Weight gain'];
export const tcaSerious = [
  'Heart rhythm problems',
  'Serotonin syndrome',
  'Suicidal thoughts in young people',
  'Trouble passing urine',
  'Confusion, especially in older adults',
];
export const tcaOverdose = 'It is dangerous in overdose and can affect heart rhythm, so people with heart disease need extra care.';
export const maoiSide = ['Dizziness on standing', 'Drowsiness or trouble sleeping', 'Weight gain', 'Dry mouth', 'Sexual problems'];
export const maoiSerious = [
  'Sudden, dangerous rise in blood pressure (severe headache, pounding heartbeat)',
  'Serotonin syndrome with other serotonergic medicines',
  'Suicidal thoughts in young people',
  'Fainting from low blood pressure',
];
export const maoiMix =
  'Tyramine-rich foods (aged cheese, cured meats, tap beer) and many medicines (other antidepressants, some opioids, stimulants, decongestants, dextromethorphan) can cause dangerous reactions; check every new medicine, supplement and diet change with your pharmacist.';
export const maoiWashout =
  'Switching to or from many other antidepressants needs a gap of at least two weeks (five weeks after fluoxetine); your prescriber will plan this.';

// ------------------------------------------------------------------ antipsychotics
export const dementiaBox = 'Boxed warning: older people with dementia-related psychosis who take antipsychotics have a higher risk of death.';
export const dementiaSuicideBox =
  'Boxed warnings: older people with dementia-related psychosis have a higher risk of death, and children, teens and young adults can have more suicidal thoughts.';
export const apNms = 'Neuroleptic malignant syndrome (high fever, stiff muscles, confusion)';
export const apTd = 'Tardive dyskinesia (involuntary movements)';
export const apMetabolic = 'High blood sugar, diabetes and raised cholesterol';
export const apOrthostatic = 'Dizziness or fainting on standing';
export const antipsychoticSerious = [apNms, apTd, apMetabolic, apOrthostatic];

// ------------------------------------------------------------------ sedatives
export const benzoOpioid =
  'Boxed warning: taking it with opioids, alcohol or other sedating medicines can cause deep sedation, slowed breathing, coma and death.';
export const benzoDependence =
  'Boxed warning: it can lead to misuse, addiction and physical dependence; stopping suddenly after regular use can cause dangerous withdrawal, including seizures, so talk to your prescriber before any change.';
export const benzoSide = ['Drowsiness', 'Dizziness', 'Unsteadiness', 'Memory problems', 'Tiredness'];
export const benzoSerious = [
  'Slowed breathing, especially with opioids or alcohol',
  'Dependence and withdrawal, including seizures',
  'Misuse and addiction',
  'Falls and confusion in older adults',
];
export const zDrugBox =
  'Boxed warning: complex sleep behaviors such as sleepwalking or driving while not fully awake can happen, even after one dose, and have caused serious injuries and deaths.';
export const zDrugAlcohol = 'Alcohol or other sedating medicines taken with it raise the risk of deep sedation and next-day impairment.';
export const zDrugSerious = [
  'Complex sleep behaviors (sleepwalking, sleep-driving)',
  'Memory loss for events after a dose',
  'Unusual thoughts or behavior, or worsening depression',
  'Severe allergic reactions (swelling of face or throat)',
];

// ------------------------------------------------------------------ stimulants
export const stimulantBox =
  'Boxed warning: it has a high potential for misuse and addiction; keep it stored securely and never share it.';
export const stimulantMaoi = 'It must not be taken with an MAOI or within 14 days of stopping one, because blood pressure can rise dangerously.';
export const stimulantHeart =
  'Tell your prescriber about heart problems, high blood pressure or a family history of sudden death before starting.';
export const stimulantSide = ['Less appetite', 'Trouble sleeping', 'Headache', 'Stomach ache', 'Dry mouth', 'Weight loss'];
export const stimulantSerious = [
  'Misuse and addiction',
  'Heart problems, stroke or sudden death in people with heart disease',
  'Raised blood pressure and heart rate',
  'New psychosis or mania',
  'Poor circulation in fingers and toes',
];

// ------------------------------------------------------------------ antiseizure
export const aedSuicide = 'Antiseizure medicines slightly raise the risk of suicidal thoughts; report new or worsening mood changes.';
export const aedWithdrawal =
  'Stopping suddenly can trigger seizures in people with epilepsy; talk to your prescriber before changing the dose.';

// ------------------------------------------------------------------ migraine
export const triptanSide = ['Tingling or numbness', 'Warmth or flushing', 'Chest, throat or jaw tightness', 'Dizziness', 'Tiredness'];
export const triptanSerious = [
  'Heart attack or chest pain from narrowed heart arteries',
  'Stroke',
  'Serotonin syndrome',
  'Rise in blood pressure',
  'Medication-overuse headache with frequent use',
];
export const triptanHeart = 'It should not be used by people with heart disease, a past stroke or uncontrolled high blood pressure.';
export const triptan24h = 'It must not be taken within 24 hours of another triptan or an ergot migraine medicine.';

// ------------------------------------------------------------------ opioids
export const opioidBox =
  'Boxed warning: it can cause addiction, misuse and life-threatening slowed breathing, especially when starting or after a dose increase, and accidental use by a child can be fatal.';
export const opioidSedatives =
  'Boxed warning: taking it with benzodiazepines, alcohol or other sedating medicines can cause deep sedation, stopped breathing and death.';
export const opioidCyp3a4 =
  'Boxed warning: medicines that block the CYP3A4 enzyme (some antibiotics, antifungals and HIV medicines) can raise its level and cause a fatal overdose.';
export const apapLiver =
  'Boxed warning: the acetaminophen in it can cause severe liver damage above 4,000 mg a day, so count every source, including cold and flu products.';
export const codeineChildren =
  'Boxed warning: some people turn it into its active form unusually fast, which has caused deaths in children; it must not be used under age 12 or after tonsil or adenoid surgery under age 18.';
export const opioidSide = ['Constipation', 'Nausea', 'Drowsiness', 'Dizziness', 'Itching', 'Vomiting'];
export const opioidSerious = [
  'Slowed or stopped breathing',
  'Addiction and misuse',
  'Severe low blood pressure or fainting',
  'Adrenal insufficiency with long use (weakness, low blood pressure)',
  'Withdrawal in newborns after use in pregnancy',
];

// ------------------------------------------------------------------ muscle relaxants, Parkinson’s, dementia
export const sedativeAdd = 'Alcohol, opioids, benzodiazepines and other sedating medicines add to its drowsiness.';
export const sleepAttacks = 'Sudden sleep episodes without warning have happened, including while driving.';
export const impulseUrges =
  'Tell your prescriber about new strong urges to gamble, shop, eat or have sex, which can be hard to notice in yourself.';
export const dopamineAgonistSerious = [
  'Falling asleep suddenly during daily activities',
  'Compulsive gambling, shopping, eating or sexual urges',
  'Hallucinations or confusion',
  'Fainting or low blood pressure on standing',
];
export const cholinesteraseSide = ['Nausea', 'Diarrhea', 'Vomiting', 'Less appetite and weight loss', 'Dizziness'];
export const anticholinergicSide = ['Dry mouth', 'Blurred vision', 'Constipation', 'Nausea', 'Nervousness'];
export const anticholinergicSerious = [
  'Trouble passing urine',
  'Confusion, memory problems or hallucinations',
  'Overheating from reduced sweating',
  'Fast heartbeat',
];
