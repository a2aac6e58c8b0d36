/**
 * Asthma and COPD medicines: rescue and long-acting inhalers, inhaled steroid combinations,
 * antimuscarinics, leukotriene blockers, theophylline and roflumilast. Side effects and warnings
 * are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { drug } from '../../builders';

const notRescue = 'It does not relieve sudden breathing problems; keep a rescue inhaler such as albuterol for that.';
const labaAlone = 'For asthma, long-acting bronchodilators such as this should only be used together with an inhaled steroid, because used alone they raise the risk of serious asthma attacks.';
const rinse = 'Rinse your mouth with water and spit after each dose to lower the chance of thrush.';
const copdPneumonia = 'People with COPD using inhaled steroids have a higher chance of pneumonia; tell your prescriber about fever, chills or a change in mucus.';
const icsLabaSide = ['Thrush in the mouth or throat', 'Hoarseness', 'Headache', 'Sore throat', 'Upper respiratory infection'];
const icsLabaSerious = [
  'Pneumonia, especially in COPD',
  'Worsening wheeze right after a dose (paradoxical bronchospasm)',
  'Fast or irregular heartbeat',
  'Glaucoma, cataracts or bone thinning with long-term use',
];
const antimuscAsk = 'Tell your prescriber if you have narrow-angle glaucoma, an enlarged prostate or trouble passing urine, as it can make these worse.';
const antimuscSide = ['Dry mouth', 'Sore throat', 'Cough', 'Constipation', 'Sinus or upper respiratory infection'];
const antimuscSerious = [
  'Eye pain, blurred vision or halos (narrow-angle glaucoma)',
  'Trouble passing urine',
  'Worsening wheeze right after a dose (paradoxical bronchospasm)',
  'Severe allergic reaction',
];

export const asthmaCopdDrugs: Substance[] = [
  drug('albuterol', 'Albuterol', ['bronchodilator'], {
    brands: ['ProAir', 'ProAir HFA', 'ProAir RespiClick', 'Proventil', 'Proventil HFA', 'Ventolin HFA', 'Ventolin', 'AccuNeb', 'Salamol', 'Airomir'],
    synonyms: ['salbutamol', 'albuterol sulfate', 'salbutamol sulphate', 'albuteral', 'albuterol nebulizer', 'rescue inhaler'],
    sideEffects: ['Shakiness or tremor', 'Nervousness', 'Fast heartbeat', 'Headache', 'Throat irritation', 'Muscle cramps'],
    seriousSideEffects: ['Worsening wheeze right after a dose (paradoxical bronchospasm)', 'Chest pain or irregular heartbeat', 'Low blood potassium', 'Severe allergic reaction'],
    warnings: [
      'Needing your rescue inhaler more often than usual can mean your asthma is getting worse; contact your prescriber promptly.',
      'Beta blockers, especially non-selective ones such as propranolol, can block its effect and may trigger wheezing in people with asthma.',
    ],
  }),
  drug('levalbuterol', 'Levalbuterol', ['bronchodilator'], {
    brands: ['Xopenex', 'Xopenex HFA'],
    synonyms: ['levosalbutamol', 'levalbuterol tartrate', 'levalbuterol hcl', 'levabuterol'],
    sideEffects: ['Shakiness or tremor', 'Nervousness', 'Fast heartbeat', 'Headache', 'Runny nose'],
    seriousSideEffects: ['Worsening wheeze right after a dose (paradoxical bronchospasm)', 'Chest pain or irregular heartbeat', 'Low blood potassium'],
    warnings: ['Needing it more often than usual can mean your breathing condition is getting worse; contact your prescriber promptly.'],
  }),
  drug('salmeterol', 'Salmeterol', ['bronchodilator'], {
    brands: ['Serevent', 'Serevent Diskus'],
    synonyms: ['salmeterol xinafoate', 'salmetrol', 'salmeterole'],
    sideEffects: ['Headache', 'Throat irritation', 'Nasal congestion', 'Tremor', 'Muscle aches'],
    seriousSideEffects: ['Serious asthma attacks when used without an inhaled steroid', 'Fast or irregular heartbeat', 'Worsening wheeze right after a dose', 'Low blood potassium or high blood sugar'],
    warnings: [
      labaAlone,
      notRescue,
      'Strong CYP3A4 blockers such as ketoconazole or ritonavir are not recommended with salmeterol because they raise its level and can affect the heart.',
    ],
  }),
  drug('formoterol', 'Formoterol', ['bronchodilator'], {
    brands: ['Perforomist', 'Foradil', 'Oxis', 'Atimos Modulite'],
    synonyms: ['formoterol fumarate', 'eformoterol', 'formoterole'],
    sideEffects: ['Tremor', 'Nervousness', 'Headache', 'Fast heartbeat', 'Muscle cramps'],
    seriousSideEffects: ['Serious asthma attacks when used without an inhaled steroid', 'Fast or irregular heartbeat', 'Worsening wheeze right after a dose', 'Low blood potassium'],
    warnings: [labaAlone, notRescue],
  }),
  drug('fluticasone-salmeterol', 'Fluticasone and salmeterol', [], {
    brands: ['Advair', 'Advair Diskus', 'Advair HFA', 'Wixela Inhub', 'AirDuo RespiClick', 'Seretide', 'Sirdupla'],
    synonyms: ['salmeterol fluticasone', 'fluticasone propionate salmeterol'],
    components: ['fluticasone', 'salmeterol'],
    sideEffects: icsLabaSide,
    seriousSideEffects: icsLabaSerious,
    warnings: [rinse, notRescue, copdPneumonia],
  }),
  drug('budesonide-formoterol', 'Budesonide and formoterol', [], {
    brands: ['Symbicort', 'Breyna', 'DuoResp Spiromax'],
    synonyms: ['formoterol budesonide'],
    components: ['budesonide', 'formoterol'],
    sideEffects: icsLabaSide,
    seriousSideEffects: icsLabaSerious,
    warnings: [rinse, copdPneumonia, 'Use it exactly as your asthma or COPD plan says; unless the plan says otherwise, keep a separate rescue inhaler for sudden symptoms.'],
  }),
  drug('fluticasone-vilanterol', 'Fluticasone and vilanterol', ['bronchodilator'], {
    brands: ['Breo Ellipta', 'Relvar Ellipta'],
    synonyms: ['fluticasone furoate vilanterol', 'vilanterol fluticasone'],
    components: ['fluticasone'],
    sideEffects: icsLabaSide,
    seriousSideEffects: icsLabaSerious,
    warnings: [rinse, notRescue, copdPneumonia],
  }),
  drug('mometasone-formoterol', 'Mometasone and formoterol', [], {
    brands: ['Dulera'],
    synonyms: ['formoterol mometasone'],
    components: ['mometasone', 'formoterol'],
    sideEffects: icsLabaSide,
    seriousSideEffects: icsLabaSerious,
    warnings: [rinse, notRescue],
  }),
  drug('umeclidinium-vilanterol', 'Umeclidinium and vilanterol', ['bronchodilator'], {
    brands: ['Anoro Ellipta'],
    synonyms: ['vilanterol umeclidinium'],
    components: ['umeclidinium'],
    sideEffects: ['Sore throat', 'Upper respiratory infection', 'Constipation', 'Diarrhea', 'Back or limb pain'],
    seriousSideEffects: antimuscSerious,
    warnings: ['It is for COPD and is not approved for asthma.', notRescue, antimuscAsk],
  }),
  drug('fluticasone-umeclidinium-vilanterol', 'Fluticasone, umeclidinium and vilanterol', ['bronchodilator'], {
    brands: ['Trelegy Ellipta', 'Trelegy'],
    synonyms: ['fluticasone furoate umeclidinium vilanterol'],
    components: ['fluticasone', 'umeclidinium'],
    sideEffects: icsLabaSide,
    seriousSideEffects: [...icsLabaSerious, 'Trouble passing urine or narrow-angle glaucoma'],
    warnings: [rinse, notRescue, antimuscAsk],
  }),
  drug('budesonide-glycopyrrolate-formoterol', 'Budesonide, glycopyrrolate and formoterol', ['anticholinergic'], {
    brands: ['Breztri Aerosphere', 'Trixeo Aerosphere'],
    synonyms: ['budesonide glycopyrronium formoterol'],
    components: ['budesonide', 'formoterol'],
    sideEffects: icsLabaSide,
    seriousSideEffects: [...icsLabaSerious, 'Trouble passing urine or narrow-angle glaucoma'],
    warnings: [rinse, notRescue, antimuscAsk],
  }),
  drug('tiotropium', 'Tiotropium', ['bronchodilator', 'anticholinergic'], {
    brands: ['Spiriva', 'Spiriva HandiHaler', 'Spiriva Respimat', 'Braltus'],
    synonyms: ['tiotropium bromide', 'tiotropium inhaler', 'tiatropium', 'tiotropeum'],
    sideEffects: antimuscSide,
    seriousSideEffects: antimuscSerious,
    warnings: [
      'HandiHaler capsules are for use in the inhaler only; do not swallow them.',
      antimuscAsk,
      'Keep the powder or mist out of your eyes, as it can blur vision or bring on glaucoma.',
    ],
  }),
  drug('umeclidinium', 'Umeclidinium', ['bronchodilator', 'anticholinergic'], {
    brands: ['Incruse Ellipta'],
    synonyms: ['umeclidinium bromide'],
    sideEffects: antimuscSide,
    seriousSideEffects: antimuscSerious,
    warnings: [notRescue, antimuscAsk],
  }),
  drug('ipratropium', 'Ipratropium', ['bronchodilator', 'anticholinergic'], {
    brands: ['Atrovent', 'Atrovent HFA', 'Atrovent Nasal Spray', 'Rinatec'],
    synonyms: ['ipratropium bromide', 'ipratropium nebulizer', 'ipratropium nasal spray', 'ipatropium', 'ipratroprium'],
    sideEffects: ['Dry mouth', 'Cough', 'Headache', 'Dry nose or nosebleed (nasal spray)', 'Dizziness'],
    seriousSideEffects: antimuscSerious,
    warnings: [antimuscAsk, 'Keep the spray or mist out of your eyes, as it can blur vision or bring on glaucoma.'],
  }),
  drug('albuterol-ipratropium', 'Albuterol and ipratropium', [], {
    brands: ['Combivent Respimat', 'Combivent', 'DuoNeb'],
    synonyms: ['ipratropium albuterol', 'ipratropium salbutamol', 'salbutamol ipratropium'],
    components: ['albuterol', 'ipratropium'],
    sideEffects: ['Cough', 'Headache', 'Dry mouth', 'Shakiness', 'Upper respiratory infection'],
    seriousSideEffects: antimuscSerious,
    warnings: [antimuscAsk, 'Keep the mist out of your eyes.'],
  }),
  drug('montelukast', 'Montelukast', ['cyp2c8-substrate'], {
    brands: ['Singulair'],
    synonyms: ['montelukast sodium', 'montelucast', 'monteleukast', 'montekulast', 'montelukas', 'singular'],
    sideEffects: ['Headache', 'Upper respiratory infection', 'Stomach pain', 'Cough', 'Diarrhea'],
    seriousSideEffects: [
      'Mood or behaviour changes: agitation, aggression, depression, sleep problems or suicidal thoughts',
      'Inflammation of blood vessels with rash, numbness or worsening lung symptoms (rare)',
      'Severe allergic reaction',
    ],
    warnings: [
      'Montelukast has an FDA boxed warning about serious mental health effects, including suicidal thoughts; for hay fever it is meant only when other medicines are not suitable.',
      'Tell your prescriber right away about any change in mood, sleep or behaviour.',
      'It does not treat a sudden asthma attack.',
    ],
  }),
  drug('zafirlukast', 'Zafirlukast', ['hepatotoxic'], {
    brands: ['Accolate'],
    synonyms: ['zafirlucast', 'zafirlukest'],
    sideEffects: ['Headache', 'Nausea', 'Diarrhea', 'Stomach pain', 'Infections'],
    seriousSideEffects: ['Liver injury (yellow skin or eyes, dark urine, right-side belly pain)', 'Mood or behaviour changes', 'Inflammation of blood vessels (rare)'],
    warnings: [
      'Take it at least 1 hour before or 2 hours after a meal, because food lowers how much is absorbed.',
      'It can rarely injure the liver; report nausea, tiredness, itching or yellow skin promptly.',
      'It strengthens the effect of warfarin, so people taking both need closer clotting checks.',
    ],
  }),
  drug('theophylline', 'Theophylline', ['bronchodilator', 'cyp1a2-sensitive-substrate', 'narrow-therapeutic-index'], {
    brands: ['Theo-24', 'Elixophyllin', 'Theochron', 'Uniphyl', 'Uniphyllin', 'Nuelin'],
    synonyms: ['aminophylline', 'theophyline', 'theophylin', 'theophylline anhydrous', 'theophylline er'],
    sideEffects: ['Nausea', 'Headache', 'Trouble sleeping', 'Restlessness', 'Fast heartbeat', 'Stomach upset'],
    seriousSideEffects: ['Seizures', 'Dangerous heart rhythms', 'Persistent vomiting (a sign of too high a level)'],
    warnings: [
      'The gap between a helpful and a toxic level is small, so blood levels are checked; report nausea, vomiting, a racing heart or shakiness.',
      'Many medicines (such as ciprofloxacin, fluvoxamine and cimetidine), quitting smoking, fever and liver disease can raise its level; tell your prescriber about any of these changes.',
      'Caffeine adds to its side effects.',
    ],
  }),
  drug('roflumilast', 'Roflumilast', [], {
    brands: ['Daliresp', 'Daxas'],
    synonyms: ['roflumilast tablets', 'roflumast'],
    sideEffects: ['Diarrhea', 'Weight loss', 'Nausea', 'Headache', 'Trouble sleeping', 'Back pain'],
    seriousSideEffects: ['Depression, anxiety or suicidal thoughts', 'Ongoing weight loss'],
    warnings: [
      notRescue,
      'Report low mood, anxiety, trouble sleeping or suicidal thoughts to your prescriber promptly.',
      'Strong enzyme inducers such as rifampin are not recommended with it because they make it work less well.',
    ],
  }),
  drug('beclomethasone', 'Beclomethasone', [], {
    brands: ['QVAR', 'QVAR RediHaler', 'Beconase AQ', 'Clenil Modulite'],
    synonyms: ['beclometasone', 'beclomethasone dipropionate', 'beclometasone dipropionate', 'beclamethasone'],
    sideEffects: ['Sore throat or hoarseness', 'Headache', 'Thrush in the mouth', 'Nose irritation (nasal spray)', 'Upper respiratory infection'],
    seriousSideEffects: ['Glaucoma or cataracts with long-term use', 'Slower growth in children', 'Adrenal suppression at high doses'],
    warnings: [rinse, notRescue],
  }),
];
