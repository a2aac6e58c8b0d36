/**
 * Cardiometabolic drugs, part 3: anticoagulants, antiplatelets and lipid-lowering medicines.
 * Side effects and warnings are our own summaries of each FDA label on DailyMed (always cited
 * by drug()). Aspirin lives in another file.
 */
import { S, medlinePlus, mesh } from '../../sources';
import type { Substance } from '../../types';
import { drug } from '../builders';

const thinners = S.medlineBloodThinners;
const statins = medlinePlus('statins', 'Statins');
const lipids = mesh('Anticholesteremic Agents');
const antiplatelets = mesh('Platelet Aggregation Inhibitors');

// ------------------------------------------------------------------ shared wording
const doacSide = ['Bruising easily', 'Nosebleeds', 'Bleeding gums', 'Heavier periods'];
const doacSerious = [
  'Serious bleeding: black or bloody stools, blood in urine, vomiting blood',
  'Bleeding in the brain (sudden severe headache, weakness)',
  'Blood clot around the spine after spinal or epidural procedures',
];
const doacStopBox =
  'Boxed warning: stopping it early raises the risk of stroke and blood clots; talk to your prescriber before stopping, even for surgery or dental work.';
const spinalBox =
  'Boxed warning: spinal or epidural anaesthesia or a spinal puncture while taking it can cause a blood clot around the spinal cord and paralysis.';
const statinSide = ['Muscle aches', 'Joint pain', 'Diarrhea or constipation', 'Nausea', 'Headache'];
const statinSerious = [
  'Muscle breakdown (rhabdomyolysis): unexplained muscle pain or weakness with dark urine',
  'Liver problems (rare)',
  'Higher blood sugar or new diabetes',
  'Immune-mediated muscle disease (rare)',
];
const statinMuscle = 'Report unexplained muscle pain, tenderness or weakness, especially with fever or dark urine.';
const pcsk9Side = ['Cold-like symptoms', 'Injection-site redness or pain', 'Back pain', 'Flu-like symptoms'];

export const cardiometabolicDrugs3: Substance[] = [
  // ------------------------------------------------------------------ anticoagulants
  drug('warfarin', 'Warfarin', ['vitamin-k-antagonist'], {
    brands: ['Coumadin', 'Jantoven', 'Marevan'],
    synonyms: ['warfarin sodium', 'warafin'],
    sideEffects: ['Bruising easily', 'Bleeding gums or nosebleeds', 'Heavier periods', 'Nausea'],
    seriousSideEffects: [
      'Major bleeding: black stools, blood in urine, vomiting blood, severe headache',
      'Painful purple toes',
      'Skin or tissue death (calciphylaxis or necrosis, rare)',
    ],
    warnings: [
      'Boxed warning: it can cause major or fatal bleeding; regular INR blood tests guide the dose.',
      'Many medicines, supplements and foods change its effect; keep your vitamin K intake steady and tell your care team before any change.',
    ],
    sources: [thinners, S.odsVitaminK, S.fdaCyp],
  }),
  drug('apixaban', 'Apixaban', ['doac'], {
    brands: ['Eliquis'],
    synonyms: ['apixiban', 'apixaban tablets'],
    sideEffects: doacSide,
    seriousSideEffects: doacSerious,
    warnings: [
      doacStopBox,
      spinalBox,
      'Drugs that block both CYP3A4 and P-glycoprotein strongly (such as ketoconazole or ritonavir) raise its level, and strong inducers (such as rifampin or St John’s wort) lower it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('rivaroxaban', 'Rivaroxaban', ['doac'], {
    brands: ['Xarelto'],
    synonyms: ['rivaroxiban', 'rivaroxaban tablets'],
    sideEffects: doacSide,
    seriousSideEffects: doacSerious,
    warnings: [
      doacStopBox,
      spinalBox,
      'The 15 mg and 20 mg tablets are taken with food; strong combined CYP3A4 and P-glycoprotein blockers and strong inducers should be avoided with it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('dabigatran', 'Dabigatran', ['doac', 'pgp-substrate'], {
    brands: ['Pradaxa'],
    synonyms: ['dabigatran etexilate', 'dabigatrin'],
    sideEffects: ['Indigestion or heartburn', 'Stomach pain', 'Bruising easily', 'Nosebleeds'],
    seriousSideEffects: [...doacSerious.slice(0, 2), 'Stomach or bowel bleeding', 'Serious allergic reaction (rare)'],
    warnings: [
      doacStopBox,
      spinalBox,
      'Capsules are swallowed whole and kept in the original container; P-glycoprotein blockers raise its level and rifampin lowers it.',
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('edoxaban', 'Edoxaban', ['doac', 'pgp-substrate'], {
    brands: ['Savaysa', 'Lixiana'],
    synonyms: ['edoxiban', 'edoxaban tosylate'],
    sideEffects: ['Bruising or minor bleeding', 'Rash', 'Anemia'],
    seriousSideEffects: doacSerious,
    warnings: [
      'Boxed warning: in atrial fibrillation it works less well when kidney function is very high (creatinine clearance above 95 mL/min).',
      doacStopBox,
      spinalBox,
    ],
    sources: [thinners, S.fdaCyp],
  }),
  drug('enoxaparin', 'Enoxaparin', ['anticoagulant'], {
    brands: ['Lovenox', 'Clexane', 'Inhixa'],
    synonyms: ['enoxaparin sodium', 'enoxaprin', 'LMWH'],
    sideEffects: ['Bruising or pain at the injection site', 'Bleeding', 'Anemia', 'Raised liver tests'],
    seriousSideEffects: [
      'Major bleeding',
      'Low platelets with clots (heparin-induced thrombocytopenia)',
      'Blood clot around the spine after spinal or epidural procedures',
    ],
    warnings: [spinalBox, 'Platelets are checked; tell your care team if you have ever had heparin-induced thrombocytopenia.'],
    sources: [thinners],
  }),
  drug('heparin', 'Heparin', ['anticoagulant'], {
    synonyms: ['heparin sodium', 'unfractionated heparin', 'UFH'],
    sideEffects: ['Bruising or irritation at the injection site', 'Bleeding from gums or wounds', 'Chills or fever'],
    seriousSideEffects: ['Major bleeding', 'Low platelets with clots (heparin-induced thrombocytopenia)', 'Serious allergic reaction'],
    warnings: [
      'Fatal mix-ups between heparin strengths have happened; the concentration on each vial is checked before use.',
      'Heparin-induced thrombocytopenia can cause serious clots; platelet counts are monitored.',
    ],
    sources: [thinners],
  }),
  // ------------------------------------------------------------------ antiplatelets
  drug('clopidogrel', 'Clopidogrel', ['antiplatelet', 'cyp2c8-inhibitor'], {
    brands: ['Plavix'],
    synonyms: ['clopidogrel bisulfate', 'clopidagrel', 'clopidigrel'],
    sideEffects: ['Bruising easily', 'Nosebleeds', 'Bleeding longer from cuts', 'Itching'],
    seriousSideEffects: [
      'Serious bleeding: black stools, blood in urine, vomiting blood',
      'Thrombotic thrombocytopenic purpura (rare: fever, purple spots, confusion)',
      'Serious allergic reaction',
    ],
    warnings: [
      'Boxed warning: it needs the liver enzyme CYP2C19 to become active, so it works less well in people with low CYP2C19 activity (poor metabolizers); a gene test can identify them.',
      'Omeprazole and esomeprazole block its activation and are best avoided with it.',
      'Stopping it early raises the risk of heart attack or stent clot; talk to your prescriber before stopping, even for surgery.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
  drug('prasugrel', 'Prasugrel', ['antiplatelet'], {
    brands: ['Effient', 'Efient'],
    synonyms: ['prasugrel hcl', 'prasugral'],
    sideEffects: ['Bruising easily', 'Nosebleeds', 'Headache', 'Back pain'],
    seriousSideEffects: [
      'Serious or fatal bleeding',
      'Thrombotic thrombocytopenic purpura (rare)',
      'Serious allergic reaction',
    ],
    warnings: [
      'Boxed warning: it can cause serious or fatal bleeding; it is not for people who have had a stroke or mini-stroke and is generally not advised from age 75.',
      'Stopping it early raises the risk of heart attack or stent clot; talk to your prescriber before stopping.',
    ],
    sources: [antiplatelets],
  }),
  drug('ticagrelor', 'Ticagrelor', ['antiplatelet', 'cyp3a4-sensitive-substrate'], {
    brands: ['Brilinta', 'Brilique'],
    synonyms: ['ticagrelor tablets', 'ticagrelol', 'ticagrelar'],
    sideEffects: ['Shortness of breath', 'Bruising easily', 'Nosebleeds', 'Headache'],
    seriousSideEffects: ['Serious or fatal bleeding', 'Slow heartbeat or pauses', 'Breathing problems during sleep (central sleep apnea)'],
    warnings: [
      'Boxed warning: it can cause serious or fatal bleeding, and aspirin doses above 100 mg a day make it work less well.',
      'Strong CYP3A4 blockers (such as clarithromycin or ketoconazole) and strong inducers (such as rifampin) should be avoided with it.',
      'Stopping it early raises the risk of heart attack, stroke or stent clot; talk to your prescriber before stopping.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
  drug('dipyridamole', 'Dipyridamole', ['antiplatelet'], {
    brands: ['Persantine', 'Persantin'],
    synonyms: ['dipyridamol', 'dypiridamole'],
    sideEffects: ['Dizziness', 'Stomach upset', 'Headache', 'Flushing', 'Rash'],
    seriousSideEffects: ['Worse chest pain', 'Low blood pressure', 'Bleeding with other blood thinners'],
    warnings: [
      'It makes adenosine, used in heart stress tests, much stronger; tell the testing team you take it.',
      'It widens blood vessels, so it is used with care in low blood pressure and severe heart disease.',
    ],
    sources: [antiplatelets],
  }),
  drug('aspirin-dipyridamole', 'Aspirin and dipyridamole', ['antiplatelet'], {
    brands: ['Aggrenox'],
    synonyms: ['aspirin/dipyridamole', 'dipyridamole aspirin'],
    components: ['aspirin', 'dipyridamole'],
    sideEffects: ['Headache, often strong in the first weeks', 'Stomach pain or indigestion', 'Diarrhea', 'Nausea'],
    seriousSideEffects: ['Stomach or bowel bleeding', 'Bleeding in the brain', 'Serious allergic reaction'],
    warnings: [
      'It contains aspirin: it raises bleeding risk, is not for people allergic to NSAIDs, and is not for children or teenagers.',
      'The capsules are swallowed whole and are not interchangeable with separate aspirin and dipyridamole tablets.',
    ],
    sources: [antiplatelets],
  }),
  drug('cilostazol', 'Cilostazol', ['antiplatelet'], {
    brands: ['Pletal'],
    synonyms: ['cilostazole', 'cilastazol'],
    sideEffects: ['Headache', 'Diarrhea or loose stools', 'Palpitations', 'Dizziness'],
    seriousSideEffects: ['Worsening heart failure', 'Fast or irregular heartbeat', 'Low blood counts (rare)', 'Bleeding'],
    warnings: [
      'Boxed warning: it must not be used by anyone with heart failure of any severity, because drugs of its type raised the death rate.',
      'CYP3A4 blockers (such as diltiazem or erythromycin) and CYP2C19 blockers (such as omeprazole) raise its level, so the dose is lowered.',
      'Take it 30 minutes before or 2 hours after breakfast and dinner.',
    ],
    sources: [antiplatelets, S.fdaCyp],
  }),
  // ------------------------------------------------------------------ statins
  drug('atorvastatin', 'Atorvastatin', ['cyp3a4-statin', 'oatp1b-substrate'], {
    brands: ['Lipitor', 'Atorvaliq'],
    synonyms: ['atorvastatin calcium', 'atorvastin', 'atorvastatine'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'Strong CYP3A4 blockers, some HIV and hepatitis C medicines, cyclosporine, gemfibrozil and large amounts of grapefruit juice raise its level; some combinations are avoided and others limit the dose.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('simvastatin', 'Simvastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate', 'oatp1b-substrate'], {
    brands: ['Zocor', 'Flolipid'],
    synonyms: ['simvastatine', 'simvistatin', 'simvastin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It must not be taken with strong CYP3A4 blockers (such as clarithromycin or itraconazole), gemfibrozil, cyclosporine or danazol; grapefruit juice should be avoided.',
      'Amlodipine, diltiazem, verapamil, amiodarone and ranolazine limit the dose that can be used safely.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('lovastatin', 'Lovastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate', 'oatp1b-substrate'], {
    brands: ['Mevacor', 'Altoprev'],
    synonyms: ['lovastatine', 'lovastin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It must not be taken with strong CYP3A4 blockers; large amounts of grapefruit juice should be avoided, and several heart drugs limit the dose.',
      'Immediate-release tablets work best taken with the evening meal.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('pravastatin', 'Pravastatin', ['statin', 'oatp1b-substrate'], {
    brands: ['Pravachol'],
    synonyms: ['pravastatin sodium', 'pravastatine', 'pravistatin'],
    sideEffects: statinSide,
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It is not cleared by CYP3A4, but cyclosporine and clarithromycin raise its level and limit the dose, and gemfibrozil is avoided with it.',
    ],
    sources: [statins],
  }),
  drug('rosuvastatin', 'Rosuvastatin', ['statin', 'bcrp-substrate', 'oatp1b-substrate'], {
    brands: ['Crestor', 'Ezallor Sprinkle'],
    synonyms: ['rosuvastatin calcium', 'rosuvastatine', 'rosuvistatin'],
    sideEffects: statinSide,
    seriousSideEffects: [...statinSerious.slice(0, 3), 'Protein or blood in the urine'],
    warnings: [
      statinMuscle,
      'Levels run higher in people of Asian descent and with cyclosporine, gemfibrozil or some HIV medicines, so lower doses are used.',
      'Antacids with aluminium or magnesium are taken at least 2 hours after it.',
    ],
    sources: [statins],
  }),
  drug('pitavastatin', 'Pitavastatin', ['statin', 'oatp1b-substrate'], {
    brands: ['Livalo', 'Zypitamag'],
    synonyms: ['pitavastatin calcium', 'pitavastin'],
    sideEffects: ['Muscle aches', 'Back pain', 'Constipation or diarrhea', 'Pain in arms or legs'],
    seriousSideEffects: statinSerious,
    warnings: [statinMuscle, 'It must not be taken with cyclosporine; erythromycin and rifampin limit the dose.'],
    sources: [statins],
  }),
  drug('fluvastatin', 'Fluvastatin', ['statin', 'oatp1b-substrate', 'cyp2c9-sensitive-substrate'], {
    brands: ['Lescol XL'],
    synonyms: ['fluvastatin sodium', 'fluvastatine'],
    sideEffects: ['Muscle aches', 'Indigestion', 'Headache', 'Stomach pain'],
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'It is cleared mainly by CYP2C9; fluconazole and cyclosporine limit the dose, and it can change levels of glyburide and phenytoin.',
    ],
    sources: [statins, S.fdaCyp],
  }),
  // ------------------------------------------------------------------ other lipid-lowering medicines
  drug('ezetimibe', 'Ezetimibe', [], {
    brands: ['Zetia', 'Ezetrol'],
    synonyms: ['ezetimib', 'ezetimide', 'ezetamibe'],
    sideEffects: ['Diarrhea', 'Joint pain', 'Cold-like symptoms', 'Tiredness'],
    seriousSideEffects: ['Liver problems when combined with a statin', 'Muscle problems (rare)', 'Serious allergic reaction (rare)'],
    warnings: [
      'Cholestyramine and other bile acid sequestrants bind it; take ezetimibe at least 2 hours before or 4 hours after them.',
      'With cyclosporine or fenofibrate, extra monitoring is usual.',
    ],
    sources: [lipids],
  }),
  drug('ezetimibe-simvastatin', 'Ezetimibe and simvastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate'], {
    brands: ['Vytorin', 'Inegy'],
    synonyms: ['ezetimibe/simvastatin', 'simvastatin ezetimibe'],
    components: ['ezetimibe', 'simvastatin'],
    sideEffects: ['Muscle aches', 'Headache', 'Diarrhea', 'Cold-like symptoms'],
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'The simvastatin part must not be taken with strong CYP3A4 blockers, gemfibrozil, cyclosporine or danazol; grapefruit juice should be avoided.',
      'Take it at least 2 hours before or 4 hours after a bile acid sequestrant such as cholestyramine.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('fenofibrate', 'Fenofibrate', [], {
    brands: ['Tricor', 'Lipofen', 'Fenoglide', 'Antara', 'Triglide', 'Lipantil', 'Supralip'],
    synonyms: ['fenofibrat', 'fenofibrate micronized', 'fenofibrate nanocrystal'],
    sideEffects: ['Abnormal liver tests', 'Stomach pain', 'Back pain', 'Headache'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Liver injury', 'Gallstones', 'Pancreatitis', 'Blood clots in legs or lungs'],
    warnings: [
      'It can strengthen warfarin; INR is checked more often when it is started or changed.',
      'It is not for people with severe kidney disease, active liver disease or gallbladder disease.',
    ],
    sources: [lipids, mesh('Fibric Acids')],
  }),
  drug('fenofibric-acid', 'Fenofibric acid', [], {
    brands: ['Trilipix', 'Fibricor'],
    synonyms: ['choline fenofibrate', 'fenofibric acid dr'],
    sideEffects: ['Headache', 'Back pain', 'Indigestion', 'Abnormal liver tests'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Liver injury', 'Gallstones', 'Pancreatitis'],
    warnings: [
      'It can strengthen warfarin; INR is checked more often when it is started or changed.',
      'It is not for people with severe kidney disease, active liver disease or gallbladder disease.',
    ],
    sources: [lipids, mesh('Fibric Acids')],
  }),
  drug('gemfibrozil', 'Gemfibrozil', ['strong-cyp2c8-inhibitor', 'oatp1b-inhibitor'], {
    brands: ['Lopid'],
    synonyms: ['gemfibrozile', 'gemfibrosil', 'gemfibrizol'],
    sideEffects: ['Indigestion', 'Stomach pain', 'Diarrhea', 'Tiredness'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Gallstones', 'Liver problems', 'Low blood counts (rare)'],
    warnings: [
      'It must not be combined with simvastatin, repaglinide, dasabuvir or selexipag, and other statins are generally avoided with it.',
      'It strongly blocks the CYP2C8 enzyme and strengthens warfarin; INR is checked more often.',
      'It is taken 30 minutes before breakfast and dinner.',
    ],
    sources: [lipids, mesh('Fibric Acids'), S.fdaCyp],
  }),
  drug('niacin', 'Niacin', ['hepatotoxic'], {
    brands: ['Niaspan', 'Niacor'],
    synonyms: ['nicotinic acid', 'niacin er', 'niacin extended-release'],
    sideEffects: ['Flushing, warmth and itching', 'Upset stomach', 'Diarrhea', 'Headache'],
    seriousSideEffects: ['Liver injury', 'Muscle injury when combined with a statin', 'Higher blood sugar', 'Gout flare', 'Stomach ulcer'],
    warnings: [
      'Different niacin products are not interchangeable milligram for milligram; switching without guidance has caused serious liver injury.',
      'Flushing is less with a low-fat snack at bedtime and without alcohol or hot drinks around the dose.',
      'Bile acid sequestrants are taken 4 to 6 hours apart from it.',
    ],
    sources: [lipids, mesh('Niacin')],
  }),
  drug('icosapent-ethyl', 'Icosapent ethyl', ['omega-3', 'bleeding-risk'], {
    brands: ['Vascepa', 'Vazkepa'],
    synonyms: ['icosapent', 'ethyl EPA', 'eicosapentaenoic acid ethyl ester'],
    sideEffects: ['Joint pain', 'Muscle or back pain', 'Swelling of the arms or legs', 'Constipation'],
    seriousSideEffects: ['Atrial fibrillation or flutter', 'Bleeding, especially with blood thinners'],
    warnings: [
      'It can raise bleeding risk, more so with anticoagulants or antiplatelet drugs.',
      'Use with caution if you are allergic to fish or shellfish.',
    ],
    sources: [lipids, mesh('Fatty Acids, Omega-3')],
  }),
  drug('omega-3-acid-ethyl-esters', 'Omega-3-acid ethyl esters', ['omega-3'], {
    brands: ['Lovaza', 'Omacor'],
    synonyms: ['omega-3 acid ethyl esters', 'prescription fish oil capsules'],
    sideEffects: ['Burping', 'Taste changes', 'Indigestion'],
    seriousSideEffects: ['Atrial fibrillation (in people with a history of it)', 'Bleeding (rare)'],
    warnings: [
      'Use with caution if you are allergic to fish or shellfish.',
      'It can raise LDL cholesterol in some people; blood fats are checked.',
    ],
    sources: [lipids, mesh('Fatty Acids, Omega-3')],
  }),
  drug('evolocumab', 'Evolocumab', [], {
    brands: ['Repatha', 'Repatha SureClick'],
    synonyms: ['evolocumab injection', 'evolocumub'],
    sideEffects: pcsk9Side,
    seriousSideEffects: ['Serious allergic reaction (hives, rash)', 'Swelling of the face, lips or throat (angioedema)'],
    warnings: ['It is injected under the skin every 2 weeks or once a month; pens are kept in the fridge.'],
    sources: [lipids, mesh('PCSK9 Inhibitors')],
  }),
  drug('alirocumab', 'Alirocumab', [], {
    brands: ['Praluent'],
    synonyms: ['alirocumab injection', 'alirocumub'],
    sideEffects: pcsk9Side,
    seriousSideEffects: ['Serious allergic reaction (hives, rash)', 'Swelling of the face, lips or throat (angioedema)'],
    warnings: ['It is injected under the skin every 2 or 4 weeks; pens are kept in the fridge.'],
    sources: [lipids, mesh('PCSK9 Inhibitors')],
  }),
  drug('bempedoic-acid', 'Bempedoic acid', [], {
    brands: ['Nexletol', 'Nilemdo'],
    synonyms: ['bempedoic', 'bempedoic acid tablets'],
    sideEffects: ['Cold-like symptoms', 'Muscle spasms', 'Back pain', 'Stomach pain'],
    seriousSideEffects: ['Raised uric acid and gout', 'Tendon rupture', 'Anemia'],
    warnings: [
      'It raises simvastatin and pravastatin levels, so simvastatin above 20 mg and pravastatin above 40 mg are avoided with it.',
      'Report tendon pain or swelling promptly.',
    ],
    sources: [lipids],
  }),
  drug('colesevelam', 'Colesevelam', [], {
    brands: ['Welchol', 'Cholestagel'],
    synonyms: ['colesevelam hcl', 'colesevalam'],
    sideEffects: ['Constipation', 'Indigestion', 'Nausea'],
    seriousSideEffects: ['Bowel blockage', 'Very high triglycerides and pancreatitis', 'Trouble swallowing the large tablets'],
    warnings: [
      'It binds some medicines in the gut; levothyroxine, glyburide, olmesartan, birth-control pills and others are taken at least 4 hours before it.',
      'It can lower absorption of vitamins A, D, E and K.',
    ],
    sources: [lipids, mesh('Anion Exchange Resins')],
  }),
  drug('cholestyramine', 'Cholestyramine', [], {
    brands: ['Questran', 'Questran Light', 'Prevalite'],
    synonyms: ['colestyramine', 'cholestyramine resin'],
    sideEffects: ['Constipation', 'Bloating and gas', 'Nausea', 'Indigestion'],
    seriousSideEffects: ['Bowel blockage', 'Bleeding tendency from low vitamin K', 'Acid build-up in the blood (rare)'],
    warnings: [
      'It binds many medicines in the gut; other medicines are taken at least 1 hour before or 4 to 6 hours after it.',
      'It can lower absorption of vitamins A, D, E and K and folic acid.',
    ],
    sources: [lipids, mesh('Anion Exchange Resins')],
  }),
];
