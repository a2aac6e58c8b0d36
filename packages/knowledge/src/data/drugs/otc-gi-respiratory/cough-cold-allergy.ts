/**
 * Cough, cold, allergy and motion-sickness medicines, including common OTC combinations. Side
 * effects and warnings are our own summaries of each FDA label on DailyMed (always cited by
 * drug()).
 */
import type { Substance } from '../../../types';
import { src } from '../../../sources';
import { drug } from '../../builders';

const fdaBenzonatate = src(
  'FDA Drug Safety Communication: death resulting from overdose after accidental ingestion of Tessalon (benzonatate) by children under 10 years of age (2010)',
  'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-death-resulting-overdose-after-accidental-ingestion-tessalon',
);

const maoi = 'Do not use it while taking an MAO inhibitor (for depression, psychiatric conditions or Parkinson’s disease) or within 2 weeks after an MAO inhibitor was last taken.';
const decongestantAsk = 'Ask a doctor before use if you have heart disease, high blood pressure, thyroid disease, diabetes or trouble urinating from an enlarged prostate.';
const decongestantSide = ['Nervousness or restlessness', 'Trouble sleeping', 'Dizziness', 'Fast heartbeat', 'Headache'];
const decongestantSerious = ['Raised blood pressure', 'Fast or irregular heartbeat', 'Trouble urinating in men with an enlarged prostate'];
const drowsy = 'It causes marked drowsiness; avoid alcohol and other sedatives, and do not drive until you know how it affects you.';
const sedatingAsk = 'Ask a doctor before use if you have glaucoma, a breathing problem such as emphysema or chronic bronchitis, or trouble urinating from an enlarged prostate.';
const sedatingSide = ['Drowsiness', 'Dizziness', 'Dry mouth, nose or throat', 'Constipation', 'Blurred vision'];
const sedatingSerious = ['Confusion or falls, especially in older adults', 'Trouble urinating', 'Fast heartbeat', 'Seizures or hallucinations with overdose'];
const acetaminophenLimit = 'It contains acetaminophen: do not take it with any other acetaminophen product, and keep to the label limit to protect your liver.';
const coughLasting = 'Ask a doctor if a cough lasts more than 7 days, comes back, or comes with fever, rash or a headache that will not go away.';

export const coughColdAllergyDrugs: Substance[] = [
  drug('dextromethorphan', 'Dextromethorphan', ['serotonergic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Delsym', 'Robitussin Long-Acting CoughGels'],
    synonyms: ['DXM', 'dextromethorphan hbr', 'dextromethorphan hydrobromide', 'dextromethorphan polistirex', 'dextromethorphin', 'dextromethorphane', 'dextromorphan'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Nausea', 'Stomach upset', 'Restlessness'],
    seriousSideEffects: ['Serotonin syndrome with other serotonergic medicines (agitation, fever, sweating, muscle twitching)', 'Confusion, hallucinations or fast heartbeat at high doses', 'Severe allergic reaction'],
    warnings: [
      maoi,
      'Taken with SSRIs, SNRIs or other serotonin-raising medicines it can cause serotonin syndrome; ask a pharmacist before combining.',
      'Large doses are misused to get high and can be dangerous; keep to the label dose.',
    ],
  }),
  drug('guaifenesin', 'Guaifenesin', [], {
    brands: ['Mucinex', 'Robitussin', 'Robitussin Chest Congestion', 'Tussin', 'Humibid'],
    synonyms: ['guaifenisin', 'guafenesin', 'guaifenesen', 'guiafenesin', 'glyceryl guaiacolate', 'guaiphenesin'],
    sideEffects: ['Nausea', 'Vomiting', 'Dizziness', 'Headache', 'Rash'],
    seriousSideEffects: ['Severe allergic reaction with swelling or trouble breathing', 'A cough that persists or comes with fever, rash or lasting headache, which can signal a serious illness'],
    warnings: [
      'Ask a doctor before use if your cough comes from smoking, asthma, emphysema or chronic bronchitis, or brings up a lot of mucus.',
      'Many cold products add guaifenesin to other ingredients; check labels so you do not double up.',
    ],
  }),
  drug('pseudoephedrine', 'Pseudoephedrine', ['decongestant'], {
    brands: ['Sudafed', 'Sudafed 12 Hour', 'Sudafed 24 Hour', 'Galpseud'],
    synonyms: ['PSE', 'pseudoephedrine hcl', 'pseudoephedrine sulfate', 'pseudo ephedrine', 'pseudophedrine', 'psuedoephedrine', 'sudafed original'],
    sideEffects: [...decongestantSide, 'Dry mouth'],
    seriousSideEffects: [...decongestantSerious, 'Severe anxiety, agitation or hallucinations (rare)'],
    warnings: [maoi, decongestantAsk, 'In the US it is sold from behind the pharmacy counter with monthly purchase limits.'],
  }),
  drug('phenylephrine', 'Phenylephrine', ['decongestant'], {
    brands: ['Sudafed PE', 'Neo-Synephrine'],
    synonyms: ['phenylephrine hcl', 'phenylepherine', 'phenylephrin', 'phenylephrine nasal spray'],
    sideEffects: decongestantSide,
    seriousSideEffects: decongestantSerious,
    warnings: [maoi, decongestantAsk, 'Do not use phenylephrine nasal spray for more than 3 days, because congestion can rebound and get worse.'],
  }),
  drug('oxymetazoline', 'Oxymetazoline', [], {
    brands: ['Afrin', 'Vicks Sinex', 'Dristan 12-Hour', 'Nostrilla', 'Zicam Extreme Congestion'],
    synonyms: ['oxymetazoline hcl', 'oxymetazoline nasal spray', 'oxymetazaline', 'oxymetazolin', 'afrin nasal spray'],
    sideEffects: ['Burning or stinging in the nose', 'Sneezing', 'Dry nose', 'Runny nose'],
    seriousSideEffects: ['Rebound congestion (rhinitis medicamentosa) after more than 3 days of use', 'Raised blood pressure or fast heartbeat with overuse'],
    warnings: [
      'Use it for no more than 3 days; longer use can cause rebound congestion.',
      decongestantAsk,
      'Keep it away from young children; swallowing the spray can be dangerous for them.',
    ],
  }),
  drug('diphenhydramine', 'Diphenhydramine', ['antihistamine-sedating'], {
    brands: ['Benadryl', 'ZzzQuil', 'Unisom SleepGels', 'Sominex', 'Nytol', 'Simply Sleep'],
    synonyms: ['diphenhydramine hcl', 'diphenhydramine citrate', 'DPH', 'diphenhydramin', 'diphenhidramine', 'diphenydramine', 'diphenhydramine', 'benedryl', 'benadril'],
    sideEffects: [...sedatingSide, 'Excitement or restlessness in children'],
    seriousSideEffects: sedatingSerious,
    warnings: [
      drowsy,
      sedatingAsk,
      'Do not use it with any other diphenhydramine product, including creams and sprays used on the skin.',
    ],
  }),
  drug('doxylamine', 'Doxylamine', ['antihistamine-sedating'], {
    brands: ['Unisom', 'Unisom SleepTabs'],
    synonyms: ['doxylamine succinate', 'doxilamine', 'doxylamin', 'doxylamine sleep aid'],
    sideEffects: ['Drowsiness', 'Next-day grogginess', 'Dry mouth', 'Constipation', 'Blurred vision'],
    seriousSideEffects: sedatingSerious,
    warnings: [drowsy, sedatingAsk, 'It is for occasional sleeplessness; ask a doctor if sleep problems last longer than 2 weeks.'],
  }),
  drug('chlorpheniramine', 'Chlorpheniramine', ['antihistamine-sedating'], {
    brands: ['Chlor-Trimeton', 'Piriton', 'Aller-Chlor'],
    synonyms: ['chlorphenamine', 'chlorpheniramine maleate', 'chlorphenamine maleate', 'CPM', 'chlorpheneramine', 'chlorpheniramin'],
    sideEffects: sedatingSide,
    seriousSideEffects: sedatingSerious,
    warnings: [drowsy, sedatingAsk],
  }),
  drug('cetirizine', 'Cetirizine', ['antihistamine'], {
    brands: ['Zyrtec', 'Zirtek', 'Piriteze', 'Benadryl One a Day', 'Quzyttir'],
    synonyms: ['cetirizine hcl', 'cetirizine dihydrochloride', 'cetrizine', 'cetirizin', 'zyrtek'],
    sideEffects: ['Drowsiness or tiredness', 'Dry mouth', 'Headache', 'Sore throat'],
    seriousSideEffects: ['Severe allergic reaction', 'Trouble urinating (rare)', 'Severe itching after stopping long-term daily use (rare)'],
    warnings: [
      'It can make some people drowsy; avoid alcohol and sedatives and take care with driving until you know how it affects you.',
      'Ask a doctor before use if you have liver or kidney disease, as a different dose may be needed.',
    ],
  }),
  drug('levocetirizine', 'Levocetirizine', ['antihistamine'], {
    brands: ['Xyzal', 'Xyzal Allergy 24HR'],
    synonyms: ['levocetirizine dihydrochloride', 'levocetrizine', 'levo-cetirizine', 'levocetirizin'],
    sideEffects: ['Drowsiness or tiredness', 'Dry mouth', 'Sore throat', 'Nosebleed'],
    seriousSideEffects: ['Severe allergic reaction', 'Trouble urinating (rare)', 'Severe itching after stopping long-term daily use (rare)'],
    warnings: [
      'It can cause drowsiness; avoid alcohol and sedatives and take care with driving.',
      'People with kidney disease need a lower dose and those with severe kidney failure should not use it; ask your prescriber or pharmacist.',
    ],
  }),
  drug('loratadine', 'Loratadine', ['antihistamine'], {
    brands: ['Claritin', 'Clarityn', 'Alavert'],
    synonyms: ['loratidine', 'loratadin', 'lortadine', 'loratadene', 'claritine'],
    sideEffects: ['Headache', 'Tiredness', 'Dry mouth', 'Sore throat'],
    seriousSideEffects: ['Severe allergic reaction', 'Fast or irregular heartbeat (rare)'],
    warnings: [
      'Ask a doctor before use if you have liver or kidney disease, as a different dose may be needed.',
      'Drowsiness is uncommon, but take care until you know how it affects you.',
    ],
  }),
  drug('desloratadine', 'Desloratadine', ['antihistamine'], {
    brands: ['Clarinex', 'Neoclarityn', 'Aerius'],
    synonyms: ['desloratidine', 'desloratadin'],
    sideEffects: ['Sore throat', 'Dry mouth', 'Muscle aches', 'Tiredness', 'Headache'],
    seriousSideEffects: ['Severe allergic reaction', 'Fast heartbeat (rare)', 'Seizures (rare)'],
    warnings: ['People with liver or kidney disease may need a lower dose; ask your prescriber.'],
  }),
  drug('fexofenadine', 'Fexofenadine', ['antihistamine'], {
    brands: ['Allegra', 'Allegra Allergy', 'Telfast'],
    synonyms: ['fexofenadine hcl', 'fexofenidine', 'fexofenadin', 'fexofenedine'],
    sideEffects: ['Headache', 'Back pain', 'Dizziness', 'Nausea', 'Sleep problems or nervousness (uncommon)'],
    seriousSideEffects: ['Severe allergic reaction (anaphylaxis)', 'Swelling of the face, lips or throat'],
    warnings: [
      'Take it with water: fruit juices such as grapefruit, orange and apple can cut how much is absorbed.',
      'Aluminium or magnesium antacids taken at the same time lower absorption; take them a few hours apart.',
      'Ask a doctor before use if you have kidney disease.',
    ],
  }),
  drug('fluticasone', 'Fluticasone', [], {
    brands: ['Flonase', 'Flonase Sensimist', 'Flixonase', 'Avamys', 'Veramyst', 'Xhance', 'Flovent', 'Arnuity Ellipta', 'Flixotide'],
    synonyms: ['fluticasone propionate', 'fluticasone furoate', 'fluticasone nasal', 'flutacasone', 'fluticazone', 'fluticasone nasal spray'],
    sideEffects: ['Nosebleeds or nose irritation', 'Headache', 'Sore throat', 'Hoarseness or thrush in the mouth (inhaler)', 'Cough'],
    seriousSideEffects: [
      'Glaucoma or cataracts with long-term use',
      'Slower growth in children with long-term use',
      'Steroid excess or adrenal suppression, especially with ritonavir or other strong CYP3A4 blockers',
      'Hole in the nasal septum (rare)',
    ],
    warnings: [
      'Ask a doctor or pharmacist before use if you take HIV medicines such as ritonavir or antifungals such as ketoconazole, which can raise fluticasone to harmful levels.',
      'Rinse your mouth and spit after each inhaler dose to lower the chance of thrush.',
      'Children who use it regularly should have their growth checked.',
    ],
  }),
  drug('mometasone', 'Mometasone', [], {
    brands: ['Nasonex', 'Asmanex', 'Asmanex HFA'],
    synonyms: ['mometasone furoate', 'mometazone', 'mometasone nasal spray'],
    sideEffects: ['Headache', 'Nosebleeds or nose irritation', 'Sore throat', 'Cough', 'Thrush in the mouth (inhaler)'],
    seriousSideEffects: ['Glaucoma or cataracts with long-term use', 'Slower growth in children with long-term use', 'Adrenal suppression at high doses'],
    warnings: [
      'Tell your prescriber about HIV or antifungal medicines such as ritonavir or ketoconazole, which raise mometasone levels.',
      'Rinse your mouth after each inhaler dose to lower the chance of thrush.',
    ],
  }),
  drug('budesonide', 'Budesonide', ['cyp3a4-sensitive-substrate'], {
    brands: ['Rhinocort', 'Rhinocort Allergy', 'Pulmicort', 'Pulmicort Flexhaler', 'Pulmicort Respules', 'Entocort EC', 'Uceris', 'Ortikos', 'Tarpeyo', 'Eohilia'],
    synonyms: ['budesonide nasal', 'budesonide ec', 'budesonid', 'budesonide inhaler'],
    sideEffects: ['Nose irritation or nosebleeds (nasal spray)', 'Sore throat or hoarseness (inhaler)', 'Headache', 'Nausea (capsules or tablets)', 'Respiratory infections'],
    seriousSideEffects: [
      'Steroid side effects such as high blood sugar, swelling or adrenal suppression, mainly with capsules or tablets',
      'Higher risk of infections',
      'Glaucoma or cataracts with long-term use',
    ],
    warnings: [
      'Strong CYP3A4 blockers (such as ketoconazole or ritonavir) and grapefruit can raise budesonide levels and cause steroid side effects.',
      'Nasal, inhaled and oral budesonide are different products for different conditions and are not interchangeable.',
    ],
  }),
  drug('azelastine', 'Azelastine', ['antihistamine'], {
    brands: ['Astelin', 'Astepro', 'Astepro Allergy', 'Optivar', 'Rhinolast'],
    synonyms: ['azelastine hcl', 'azelastine nasal spray', 'azelastin', 'azelestine'],
    sideEffects: ['Bitter taste', 'Drowsiness', 'Headache', 'Nosebleed', 'Sneezing or nasal burning'],
    seriousSideEffects: ['Severe allergic reaction', 'Marked drowsiness, especially with alcohol or sedatives'],
    warnings: ['It can cause drowsiness; avoid alcohol and other sedatives and take care with driving.'],
  }),
  drug('azelastine-fluticasone', 'Azelastine and fluticasone', [], {
    brands: ['Dymista'],
    synonyms: ['fluticasone azelastine'],
    components: ['azelastine', 'fluticasone'],
    sideEffects: ['Bitter taste', 'Headache', 'Nosebleeds', 'Drowsiness'],
    seriousSideEffects: ['Glaucoma or cataracts with long-term use', 'Steroid excess with ritonavir or other strong CYP3A4 blockers', 'Hole in the nasal septum (rare)'],
    warnings: ['It can cause drowsiness; avoid alcohol and other sedatives.', 'Tell your prescriber if you take HIV medicines such as ritonavir.'],
  }),
  drug('olopatadine', 'Olopatadine', ['antihistamine'], {
    brands: ['Pataday', 'Patanol', 'Pazeo', 'Patanase', 'Opatanol'],
    synonyms: ['olopatadine eye drops', 'olopatidine', 'olopatadin'],
    sideEffects: ['Headache', 'Eye burning or stinging', 'Blurred vision', 'Bitter taste (nasal spray)', 'Nosebleed (nasal spray)'],
    seriousSideEffects: ['Severe allergic reaction', 'Eye pain, vision change or redness that gets worse'],
    warnings: [
      'Take out contact lenses before using the drops and wait at least 10 minutes before putting them back.',
      'Do not let the dropper tip touch any surface, to keep it clean.',
    ],
  }),
  drug('ketotifen', 'Ketotifen', ['antihistamine'], {
    brands: ['Zaditor', 'Alaway', 'Zaditen'],
    synonyms: ['ketotifen fumarate', 'ketotifen eye drops', 'ketotiphen'],
    sideEffects: ['Eye redness', 'Burning or stinging', 'Headache', 'Runny nose'],
    seriousSideEffects: ['Severe allergic reaction', 'Eye pain, vision change or redness that gets worse'],
    warnings: ['Take out contact lenses before using the drops and wait at least 10 minutes before putting them back.'],
  }),
  drug('cromolyn', 'Cromolyn', [], {
    brands: ['NasalCrom', 'Gastrocrom', 'Opticrom', 'Crolom'],
    synonyms: ['cromolyn sodium', 'sodium cromoglicate', 'sodium cromoglycate', 'cromoglicate', 'cromolin'],
    sideEffects: ['Sneezing', 'Nasal stinging or burning', 'Unpleasant taste', 'Headache'],
    seriousSideEffects: ['Wheezing, chest tightness or shortness of breath', 'Severe allergic reaction (rare)'],
    warnings: [
      'It prevents allergy symptoms rather than relieving them quickly, works best when started before exposure, and can take 1 to 2 weeks for full effect.',
      'The nasal spray is not for children under 2 years.',
    ],
  }),
  drug('benzonatate', 'Benzonatate', [], {
    brands: ['Tessalon', 'Tessalon Perles', 'Zonatuss'],
    synonyms: ['benzonatate perles', 'benzonate', 'benzonotate', 'benzonatete', 'benzonatate capsules'],
    sideEffects: ['Drowsiness', 'Headache', 'Dizziness', 'Constipation', 'Nausea', 'Stuffy nose'],
    seriousSideEffects: [
      'Choking or throat spasm if capsules are chewed or sucked',
      'Confusion or hallucinations',
      'Severe allergic reaction',
      'Seizures, heart rhythm problems or cardiac arrest in overdose, especially in children',
    ],
    warnings: [
      'Swallow the capsules whole; chewing or sucking them numbs the mouth and throat and can cause choking.',
      'One or two capsules can kill a young child: keep it in a child-resistant container out of reach, and get emergency help at once if a child swallows any.',
    ],
    sources: [fdaBenzonatate],
  }),
  drug('promethazine', 'Promethazine', ['antihistamine-sedating'], {
    brands: ['Phenergan', 'Promethegan', 'Avomine'],
    synonyms: ['promethazine hcl', 'promethazin', 'promethazine tablets', 'phenergen', 'promethazene'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Blurred vision', 'Confusion'],
    seriousSideEffects: [
      'Slowed or stopped breathing, especially in young children',
      'Severe tissue injury or gangrene from the injection',
      'Neuroleptic malignant syndrome (high fever, stiff muscles, confusion)',
      'Uncontrolled movements',
      'Seizures',
    ],
    warnings: [
      'Promethazine must not be given to children under 2 years because it can cause fatal breathing problems.',
      'It causes strong drowsiness and adds to the effects of alcohol, opioids and other sedatives.',
      'The injection can badly damage tissue; report burning or pain at the injection site straight away.',
    ],
  }),
  drug('meclizine', 'Meclizine', ['antihistamine-sedating'], {
    brands: ['Antivert', 'Bonine', 'Dramamine Less Drowsy', 'Sea-Legs'],
    synonyms: ['meclozine', 'meclizine hcl', 'meclazine', 'meclizin'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Headache', 'Tiredness', 'Vomiting'],
    seriousSideEffects: ['Confusion or falls, especially in older adults', 'Trouble urinating', 'Severe allergic reaction'],
    warnings: [drowsy, sedatingAsk],
  }),
  drug('dimenhydrinate', 'Dimenhydrinate', ['antihistamine-sedating'], {
    brands: ['Dramamine', 'Gravol', 'Driminate'],
    synonyms: ['dimenhydrinat', 'dimenhydrinate tablets'],
    sideEffects: sedatingSide,
    seriousSideEffects: sedatingSerious,
    warnings: [drowsy, sedatingAsk],
  }),
  drug('scopolamine', 'Scopolamine', ['anticholinergic'], {
    brands: ['Transderm Scop', 'Kwells', 'Joy-Rides'],
    synonyms: ['hyoscine', 'hyoscine hydrobromide', 'scopolamine patch', 'scopalamine', 'scopolomine', 'scopolamine hydrobromide'],
    sideEffects: ['Dry mouth', 'Drowsiness', 'Blurred vision or widened pupils', 'Dizziness'],
    seriousSideEffects: [
      'Eye pain, blurred vision and halos from angle-closure glaucoma',
      'Confusion, agitation or hallucinations, especially in older adults',
      'Trouble urinating',
      'Overheating from reduced sweating',
    ],
    warnings: [
      'People with angle-closure glaucoma should not use it.',
      'Wash your hands after touching the patch; getting the drug in your eyes can widen the pupils and blur vision.',
      'It causes drowsiness and confusion in some people; avoid alcohol and do not drive until you know how it affects you.',
    ],
  }),
  drug('dextromethorphan-guaifenesin', 'Dextromethorphan and guaifenesin', [], {
    brands: ['Mucinex DM', 'Robitussin DM', 'Tussin DM'],
    synonyms: ['guaifenesin dm', 'guaifenesin dextromethorphan', 'robitussin dm'],
    components: ['dextromethorphan', 'guaifenesin'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Nausea', 'Stomach upset'],
    seriousSideEffects: ['Serotonin syndrome with other serotonergic medicines', 'Severe allergic reaction'],
    warnings: [maoi, coughLasting],
  }),
  drug('loratadine-pseudoephedrine', 'Loratadine and pseudoephedrine', [], {
    brands: ['Claritin-D', 'Claritin-D 24 Hour', 'Clarinase'],
    synonyms: ['claritin d', 'loratadine d'],
    components: ['loratadine', 'pseudoephedrine'],
    sideEffects: ['Trouble sleeping', 'Dry mouth', 'Headache', 'Nervousness', 'Fast heartbeat'],
    seriousSideEffects: decongestantSerious,
    warnings: [maoi, decongestantAsk, 'Swallow the tablets whole; do not crush, chew or split them.'],
  }),
  drug('cetirizine-pseudoephedrine', 'Cetirizine and pseudoephedrine', [], {
    brands: ['Zyrtec-D'],
    synonyms: ['zyrtec d', 'cetirizine d'],
    components: ['cetirizine', 'pseudoephedrine'],
    sideEffects: ['Trouble sleeping', 'Dry mouth', 'Drowsiness or tiredness', 'Nervousness', 'Fast heartbeat'],
    seriousSideEffects: decongestantSerious,
    warnings: [maoi, decongestantAsk, 'Swallow the tablets whole; do not crush, chew or split them.'],
  }),
  drug('fexofenadine-pseudoephedrine', 'Fexofenadine and pseudoephedrine', [], {
    brands: ['Allegra-D', 'Allegra-D 12 Hour', 'Allegra-D 24 Hour'],
    synonyms: ['allegra d', 'fexofenadine d'],
    components: ['fexofenadine', 'pseudoephedrine'],
    sideEffects: ['Trouble sleeping', 'Headache', 'Dry mouth', 'Nervousness', 'Fast heartbeat'],
    seriousSideEffects: decongestantSerious,
    warnings: [maoi, decongestantAsk, 'Take it with water rather than fruit juice, and swallow the tablets whole.'],
  }),
  drug('guaifenesin-pseudoephedrine', 'Guaifenesin and pseudoephedrine', [], {
    brands: ['Mucinex D'],
    synonyms: ['mucinex d', 'guaifenesin d'],
    components: ['guaifenesin', 'pseudoephedrine'],
    sideEffects: ['Trouble sleeping', 'Nausea', 'Headache', 'Nervousness', 'Dizziness'],
    seriousSideEffects: decongestantSerious,
    warnings: [maoi, decongestantAsk, coughLasting],
  }),
  drug('acetaminophen-dextromethorphan-doxylamine', 'Acetaminophen, dextromethorphan and doxylamine', [], {
    brands: ['NyQuil', 'NyQuil Cold & Flu', 'Vicks NyQuil'],
    synonyms: ['nyquil liquicaps', 'night time cold and flu', 'nighttime cold and flu'],
    components: ['acetaminophen', 'dextromethorphan', 'doxylamine'],
    sideEffects: ['Drowsiness', 'Next-day grogginess', 'Dizziness', 'Dry mouth', 'Nausea'],
    seriousSideEffects: ['Severe liver damage with too much acetaminophen', 'Serotonin syndrome with other serotonergic medicines', 'Confusion or falls, especially in older adults'],
    warnings: [acetaminophenLimit, drowsy, maoi],
  }),
  drug('acetaminophen-dextromethorphan-phenylephrine', 'Acetaminophen, dextromethorphan and phenylephrine', [], {
    brands: ['DayQuil', 'DayQuil Cold & Flu', 'Vicks DayQuil'],
    synonyms: ['dayquil liquicaps', 'daytime cold and flu', 'day time cold and flu'],
    components: ['acetaminophen', 'dextromethorphan', 'phenylephrine'],
    sideEffects: ['Nervousness', 'Dizziness', 'Trouble sleeping', 'Nausea'],
    seriousSideEffects: ['Severe liver damage with too much acetaminophen', 'Serotonin syndrome with other serotonergic medicines', 'Raised blood pressure'],
    warnings: [acetaminophenLimit, maoi, decongestantAsk],
  }),
  drug('doxylamine-pyridoxine', 'Doxylamine and pyridoxine', [], {
    brands: ['Diclegis', 'Bonjesta', 'Xonvea'],
    synonyms: ['doxylamine vitamin b6', 'doxylamine succinate and pyridoxine'],
    components: ['doxylamine', 'vitamin-b6'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Headache', 'Constipation'],
    seriousSideEffects: ['Severe drowsiness leading to falls or accidents', 'Trouble urinating', 'Severe allergic reaction'],
    warnings: [
      'It causes drowsiness; do not drive until you know how it affects you, and avoid alcohol and other sedatives.',
      'Swallow the tablets whole on an empty stomach with a glass of water.',
    ],
  }),
];
