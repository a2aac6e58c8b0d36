/**
 * Specialty medicines that the FDA table of substrates, inhibitors and inducers names (cancer,
 * rare disease, pulmonary hypertension, transplant and neurology), with the enzyme and
 * transporter classes the table gives them. Apomorphine is here too: its label rules out the
 * 5-HT3 antagonists (antiemetics-chemotherapy.ts).
 */
import { drug } from '../builders';
import type { Substance } from '../../types';

const liver = 'Your prescriber will check liver blood tests; report yellow skin or eyes, dark urine or pain under the right ribs.';
const cyp3aCheck = 'Many antibiotics, antifungals, HIV medicines and grapefruit change its level; check every new medicine with your pharmacist.';

export const specialtyDrugs: Substance[] = [
  drug('apomorphine', 'Apomorphine', ['dopaminergic', 'qt-prolonging', 'antihypertensive'], {
    brands: ['Apokyn', 'Kynmobi', 'Onapgo'],
    synonyms: ['apomorphine hcl', 'apomorphine injection', 'apomorphin'],
    sideEffects: ['Nausea and vomiting', 'Sleepiness', 'Dizziness', 'Yawning', 'Runny nose', 'Injection-site bruising'],
    seriousSideEffects: ['Severe drop in blood pressure and fainting', 'Falling asleep suddenly during daily activities', 'Hallucinations', 'QT prolongation'],
    warnings: [
      'Never take it with ondansetron, granisetron, palonosetron, dolasetron or alosetron: together they cause profound low blood pressure and loss of consciousness.',
      'Alcohol, blood-pressure medicines and nitrates add to its blood-pressure drop.',
    ],
  }),
  drug('venetoclax', 'Venetoclax', ['antineoplastic', 'cyp3a4-sensitive-substrate', 'pgp-substrate'], {
    brands: ['Venclexta', 'Venclyxto'],
    sideEffects: ['Diarrhea', 'Nausea', 'Tiredness', 'Low blood counts'],
    seriousSideEffects: ['Tumour lysis syndrome at the start of treatment', 'Serious infections', 'Very low white blood cells'],
    warnings: ['Strong CYP3A blockers such as ketoconazole, clarithromycin or ritonavir must not be used while the dose is being built up.', cyp3aCheck],
  }),
  drug('lomitapide', 'Lomitapide', ['cyp3a4-sensitive-substrate', 'hepatotoxic'], {
    brands: ['Juxtapid', 'Lojuxta'],
    sideEffects: ['Diarrhea', 'Nausea', 'Belly pain', 'Indigestion'],
    seriousSideEffects: ['Liver injury and fatty liver', 'Severe diarrhea with dehydration'],
    warnings: ['Moderate or strong CYP3A blockers (including fluconazole, diltiazem, verapamil and clarithromycin) must not be taken with it.', liver],
  }),
  drug('eliglustat', 'Eliglustat', ['cyp2d6-sensitive-substrate', 'cyp3a4-sensitive-substrate', 'qt-prolonging'], {
    brands: ['Cerdelga'],
    sideEffects: ['Tiredness', 'Headache', 'Nausea', 'Diarrhea', 'Indigestion'],
    seriousSideEffects: ['QT prolongation and dangerous heart rhythm at high levels'],
    warnings: ['CYP2D6 blockers (paroxetine, fluoxetine, bupropion) and CYP3A blockers raise its level; the dose depends on your CYP2D6 type and every other medicine.', cyp3aCheck],
  }),
  drug('naloxegol', 'Naloxegol', ['cyp3a4-sensitive-substrate'], {
    brands: ['Movantik', 'Moventig'],
    sideEffects: ['Belly pain', 'Diarrhea', 'Nausea', 'Wind'],
    seriousSideEffects: ['Opioid withdrawal symptoms', 'Bowel perforation in people with bowel disease'],
    warnings: ['Strong CYP3A blockers such as clarithromycin or ketoconazole must not be taken with it; grapefruit should be avoided.', 'Strong inducers such as rifampin make it ineffective.'],
  }),
  drug('flibanserin', 'Flibanserin', ['cyp3a4-sensitive-substrate', 'cns-depressant'], {
    brands: ['Addyi'],
    sideEffects: ['Dizziness', 'Sleepiness', 'Nausea', 'Tiredness', 'Dry mouth'],
    seriousSideEffects: ['Severe low blood pressure and fainting'],
    warnings: ['Moderate or strong CYP3A blockers (fluconazole, diltiazem, verapamil, clarithromycin, grapefruit) must not be taken with it.', 'Alcohol close to a dose raises the risk of fainting.'],
  }),
  drug('avanafil', 'Avanafil', ['pde5-inhibitor', 'cyp3a4-sensitive-substrate'], {
    brands: ['Stendra', 'Spedra'],
    sideEffects: ['Headache', 'Flushing', 'Stuffy nose', 'Back pain'],
    seriousSideEffects: ['Dangerous drop in blood pressure with nitrates', 'Sudden vision or hearing loss', 'Erection lasting over four hours'],
    warnings: ['Never take it with nitrates or riociguat.', 'Strong CYP3A blockers such as ketoconazole, clarithromycin or ritonavir should not be taken with it.'],
  }),
  drug('nisoldipine', 'Nisoldipine', ['calcium-channel-blocker', 'cyp3a4-sensitive-substrate'], {
    brands: ['Sular'],
    sideEffects: ['Swollen ankles', 'Headache', 'Flushing', 'Dizziness'],
    seriousSideEffects: ['Very low blood pressure', 'Worsening chest pain when starting'],
    warnings: ['Strong CYP3A blockers and strong inducers should be avoided with it; avoid grapefruit and high-fat meals around the dose.'],
  }),
  drug('tolvaptan', 'Tolvaptan', ['cyp3a4-sensitive-substrate', 'hepatotoxic'], {
    brands: ['Samsca', 'Jynarque', 'Jinarc'],
    sideEffects: ['Thirst', 'Dry mouth', 'Passing a lot of urine', 'Tiredness'],
    seriousSideEffects: ['Too-fast rise in blood sodium with brain injury', 'Serious liver injury'],
    warnings: ['Strong CYP3A blockers such as ketoconazole or clarithromycin must not be taken with it.', liver],
  }),
  drug('apalutamide', 'Apalutamide', ['antineoplastic', 'strong-cyp3a4-inducer', 'pgp-inducer'], {
    brands: ['Erleada'],
    sideEffects: ['Tiredness', 'Joint pain', 'Rash', 'Hot flushes', 'High blood pressure'],
    seriousSideEffects: ['Falls and fractures', 'Seizures', 'Heart disease events'],
    warnings: ['It is a strong enzyme inducer: it lowers levels of many medicines, including blood thinners, statins and hormonal medicines.'],
  }),
  drug('mitotane', 'Mitotane', ['antineoplastic', 'strong-cyp3a4-inducer'], {
    brands: ['Lysodren'],
    sideEffects: ['Nausea', 'Loss of appetite', 'Drowsiness', 'Dizziness', 'Rash'],
    seriousSideEffects: ['Adrenal crisis during shock, injury or infection', 'Brain side effects with long use'],
    warnings: ['It is a strong and long-lasting enzyme inducer: many medicines work less well, for months after it stops.'],
  }),
  drug('bosentan', 'Bosentan', ['cyp3a4-inducer', 'oatp1b-substrate', 'hepatotoxic'], {
    brands: ['Tracleer'],
    sideEffects: ['Headache', 'Flushing', 'Swollen legs', 'Stuffy nose'],
    seriousSideEffects: ['Liver injury', 'Serious harm to an unborn baby', 'Low red blood cells'],
    warnings: ['Cyclosporine and glyburide must not be taken with it.', 'It can make hormonal birth control fail; a second reliable method is needed.', liver],
  }),
  drug('selexipag', 'Selexipag', ['cyp2c8-sensitive-substrate'], {
    brands: ['Uptravi'],
    sideEffects: ['Headache', 'Jaw pain', 'Diarrhea', 'Nausea', 'Muscle and limb pain', 'Flushing'],
    seriousSideEffects: ['Fluid in the lungs in people with veno-occlusive disease'],
    warnings: ['Gemfibrozil must not be taken with it; clopidogrel needs a lower dosing frequency.'],
  }),
  drug('deferasirox', 'Deferasirox', ['cyp2c8-inhibitor', 'nephrotoxic', 'hepatotoxic'], {
    brands: ['Exjade', 'Jadenu'],
    sideEffects: ['Diarrhea', 'Nausea', 'Belly pain', 'Rash'],
    seriousSideEffects: ['Kidney failure', 'Liver failure', 'Stomach bleeding'],
    warnings: ['It blocks CYP2C8: repaglinide should be avoided with it.', 'Aluminium antacids should not be taken with it.'],
  }),
  drug('teriflunomide', 'Teriflunomide', ['cyp2c8-inhibitor', 'bcrp-inhibitor', 'oatp1b-inhibitor', 'hepatotoxic', 'immunosuppressant'], {
    brands: ['Aubagio'],
    sideEffects: ['Hair thinning', 'Diarrhea', 'Nausea', 'Raised liver enzymes'],
    seriousSideEffects: ['Liver injury', 'Serious infections', 'Serious harm to an unborn baby'],
    warnings: ['It raises rosuvastatin levels (a lower rosuvastatin dose is used) and changes the INR on warfarin.', liver],
  }),
  drug('tasimelteon', 'Tasimelteon', ['cyp1a2-sensitive-substrate'], {
    brands: ['Hetlioz'],
    sideEffects: ['Headache', 'Drowsiness', 'Nightmares or unusual dreams', 'Raised liver enzymes'],
    seriousSideEffects: ['Impaired alertness the next day'],
    warnings: ['Fluvoxamine and other strong CYP1A2 blockers, and strong inducers such as rifampin, should be avoided with it.'],
  }),
  drug('pirfenidone', 'Pirfenidone', ['cyp1a2-sensitive-substrate', 'photosensitising', 'hepatotoxic'], {
    brands: ['Esbriet'],
    sideEffects: ['Nausea', 'Rash', 'Tiredness', 'Loss of appetite', 'Indigestion'],
    seriousSideEffects: ['Liver injury', 'Severe sunburn-like rash'],
    warnings: ['Fluvoxamine should be stopped before starting it; ciprofloxacin needs a lower pirfenidone dose.', 'Smoking lowers its level.'],
  }),
  drug('quinidine', 'Quinidine', ['antiarrhythmic', 'qt-prolonging', 'strong-cyp2d6-inhibitor', 'pgp-inhibitor'], {
    synonyms: ['quinidine sulfate', 'quinidine gluconate', 'quinidin'],
    sideEffects: ['Diarrhea', 'Nausea', 'Ringing in the ears', 'Headache'],
    seriousSideEffects: ['Torsades de pointes', 'Low platelets', 'Liver inflammation'],
    warnings: ['It raises digoxin levels sharply and blocks CYP2D6; review every other medicine with your prescriber.'],
  }),
  drug('siponimod', 'Siponimod', ['cyp2c9-sensitive-substrate', 'immunosuppressant'], {
    brands: ['Mayzent'],
    sideEffects: ['Headache', 'High blood pressure', 'Raised liver enzymes'],
    seriousSideEffects: ['Slow heart rate when starting', 'Serious infections', 'Swelling at the back of the eye (macular oedema)'],
    warnings: ['Fluconazole and other drugs that block both CYP2C9 and CYP3A raise its level; rifampin and carbamazepine lower it. Neither is recommended with it.'],
  }),
  drug('cinacalcet', 'Cinacalcet', ['cyp2d6-inhibitor'], {
    brands: ['Sensipar', 'Mimpara'],
    sideEffects: ['Nausea', 'Vomiting', 'Diarrhea', 'Muscle pain'],
    seriousSideEffects: ['Low calcium with tingling, cramps or seizures'],
    warnings: ['It blocks CYP2D6, so narrow-margin drugs such as desipramine, flecainide or thioridazine may need a lower dose.'],
  }),
  drug('abiraterone', 'Abiraterone', ['antineoplastic', 'cyp2d6-inhibitor', 'hepatotoxic'], {
    brands: ['Zytiga', 'Yonsa'],
    sideEffects: ['Joint swelling', 'Hot flushes', 'Diarrhea', 'High blood pressure', 'Low potassium'],
    seriousSideEffects: ['Liver injury', 'Very low potassium', 'Heart failure'],
    warnings: ['Strong enzyme inducers such as rifampin or carbamazepine lower its level.', 'It blocks CYP2D6: thioridazine must not be used with it.'],
  }),
  drug('eltrombopag', 'Eltrombopag', ['bcrp-inhibitor', 'oatp1b-inhibitor', 'cation-chelating', 'hepatotoxic'], {
    brands: ['Promacta', 'Revolade', 'Alvaiz'],
    sideEffects: ['Nausea', 'Diarrhea', 'Headache', 'Muscle pain'],
    seriousSideEffects: ['Liver injury', 'Blood clots', 'Cataracts'],
    warnings: ['Take it 2 hours before or 4 hours after antacids, dairy, or calcium, iron, magnesium or zinc.', 'It raises rosuvastatin levels.', liver],
  }),
];
