/**
 * Stomach and bowel medicines: acid reducers, antacids, anti-diarrhoeals, laxatives, anti-nausea,
 * antispasmodic and IBD medicines. Side effects and warnings are our own summaries of each FDA
 * label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { dailyMed } from '../../../sources';
import { drug } from '../../builders';

const ppiSide = ['Headache', 'Stomach pain', 'Nausea', 'Diarrhea', 'Gas'];
const ppiSerious = [
  'Watery diarrhea that does not go away (C. difficile infection)',
  'Low magnesium with long-term use (muscle cramps, shakiness, irregular heartbeat)',
  'Bone fractures with long-term, high-dose use',
  'Low vitamin B12 after years of use',
  'Kidney inflammation (interstitial nephritis)',
];
const ppiOtc = 'The OTC form is a 14-day course, no more than 3 times a year; see a doctor if heartburn keeps coming back.';
const ppiLong = 'Long-term use is linked to low magnesium, low vitamin B12 and fractures; ask your prescriber from time to time whether you still need it.';
const ppiClopidogrel = 'It can weaken clopidogrel (Plavix); if you take clopidogrel, ask your prescriber or pharmacist before using it.';
const antacidSpacing = 'Antacids can stop some medicines (such as certain antibiotics, thyroid hormone and iron) from being absorbed; ask your pharmacist how far apart to take them.';
const laxativeWeek = 'Do not use a laxative for more than 1 week unless a doctor advises it.';
const laxativeAsk = 'Ask a doctor first if you have stomach pain, nausea or vomiting, or a change in bowel habits lasting more than 2 weeks.';
const laxativeSerious = ['Rectal bleeding', 'No bowel movement after use, which can signal a more serious problem', 'Dehydration or salt imbalance with overuse'];
const antispasmodicSide = ['Dry mouth', 'Dizziness', 'Blurred vision', 'Drowsiness', 'Constipation'];
const antispasmodicSerious = [
  'Confusion, agitation or hallucinations, especially in older adults',
  'Overheating or heat stroke from reduced sweating',
  'Trouble passing urine',
  'Fast heartbeat',
];
const antispasmodicWarn = [
  'It reduces sweating, so take care in hot weather and during exercise.',
  'Tell your prescriber if you have glaucoma, an enlarged prostate, myasthenia gravis or severe ulcerative colitis.',
  'It can cause drowsiness and blurred vision; do not drive until you know how it affects you.',
];

export const stomachBowelDrugs: Substance[] = [
  drug('omeprazole', 'Omeprazole', ['ppi', 'cyp2c19-inhibitor'], {
    brands: ['Prilosec', 'Prilosec OTC', 'Losec', 'Zegerid'],
    synonyms: ['omeprazol', 'omeprazole magnesium', 'omeprezole', 'omeprozole', 'omeperazole', 'omeprazole dr'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiOtc, ppiLong, ppiClopidogrel],
  }),
  drug('esomeprazole', 'Esomeprazole', ['ppi', 'cyp2c19-inhibitor'], {
    brands: ['Nexium', 'Nexium 24HR', 'Emanera'],
    synonyms: ['esomeprazole magnesium', 'esomeprazol', 'esomeprezole', 'esomeprazole strontium'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiOtc, ppiLong, ppiClopidogrel],
  }),
  drug('pantoprazole', 'Pantoprazole', ['ppi'], {
    brands: ['Protonix', 'Protium', 'Pantoloc'],
    synonyms: ['pantoprazole sodium', 'pantoprazol', 'pantoprezole', 'pantaprazole'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiLong, 'Swallow the delayed-release tablets whole; do not crush or chew them.'],
  }),
  drug('lansoprazole', 'Lansoprazole', ['ppi'], {
    brands: ['Prevacid', 'Prevacid 24HR', 'Prevacid SoluTab', 'Zoton'],
    synonyms: ['lansoprazol', 'lansoprezole', 'lanzoprazole'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiOtc, ppiLong],
  }),
  drug('rabeprazole', 'Rabeprazole', ['ppi'], {
    brands: ['Aciphex', 'Pariet'],
    synonyms: ['rabeprazole sodium', 'rabeprazol', 'rabeprezole'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiLong, 'Swallow the tablets whole; do not crush, chew or split them.'],
  }),
  drug('dexlansoprazole', 'Dexlansoprazole', ['ppi'], {
    brands: ['Dexilant'],
    synonyms: ['dexlansoprazol', 'dexlansoprezole'],
    sideEffects: ppiSide,
    seriousSideEffects: ppiSerious,
    warnings: [ppiLong],
  }),
  drug('famotidine', 'Famotidine', ['h2-blocker'], {
    brands: ['Pepcid', 'Pepcid AC', 'Zantac 360'],
    synonyms: ['famotadine', 'famotidene', 'famotidine tablets', 'famotidin'],
    sideEffects: ['Headache', 'Dizziness', 'Constipation', 'Diarrhea'],
    seriousSideEffects: ['Confusion, agitation or hallucinations (mostly in older adults or with kidney disease)', 'Irregular heartbeat (QT prolongation) in people with kidney disease', 'Severe allergic reaction'],
    warnings: [
      'Do not use OTC famotidine for more than 14 days in a row unless a doctor advises it.',
      'People with kidney disease need a lower dose because it can build up.',
      'See a doctor for trouble swallowing, vomiting blood, black stools or chest pain rather than treating it as heartburn.',
    ],
  }),
  drug('cimetidine', 'Cimetidine', ['h2-blocker', 'cyp1a2-inhibitor'], {
    brands: ['Tagamet', 'Tagamet HB'],
    synonyms: ['cimetadine', 'cimetidin', 'cimetidine tablets'],
    sideEffects: ['Headache', 'Dizziness', 'Diarrhea', 'Breast enlargement in men (with high doses or long use)'],
    seriousSideEffects: ['Confusion or hallucinations, mostly in older or very ill people', 'Low blood counts (rare)', 'Liver inflammation (rare)'],
    warnings: [
      'Cimetidine slows the breakdown of several medicines, such as theophylline, warfarin and phenytoin; ask a doctor or pharmacist before using it with them.',
      'Do not use OTC cimetidine for more than 14 days in a row unless a doctor advises it.',
    ],
  }),
  drug('antacid-calcium-carbonate', 'Calcium carbonate antacid (Tums)', ['antacid'], {
    brands: ['Tums', 'Rolaids', 'Rennie', 'Titralac', 'Chooz'],
    synonyms: ['calcium carbonate antacid', 'tums antacid', 'chewable antacid', 'antacid tablets'],
    sideEffects: ['Constipation', 'Gas or belching', 'Chalky taste', 'Nausea'],
    seriousSideEffects: ['High blood calcium with large or long-term doses (nausea, confusion, weakness)', 'Milk-alkali syndrome with heavy use', 'Kidney stones'],
    warnings: [
      'Do not take more than the label’s daily maximum, or the maximum dose for more than 2 weeks, unless a doctor advises it.',
      antacidSpacing,
    ],
    sources: [dailyMed('Calcium carbonate')],
  }),
  drug('antacid-aluminium-magnesium', 'Aluminium and magnesium antacid (Maalox, Mylanta)', ['antacid'], {
    brands: ['Maalox', 'Maalox Advanced', 'Mylanta', 'Gaviscon', 'Mucogel'],
    synonyms: ['aluminum hydroxide', 'aluminium hydroxide', 'aluminum hydroxide and magnesium hydroxide', 'aluminum magnesium antacid', 'liquid antacid'],
    sideEffects: ['Constipation (aluminium) or diarrhea (magnesium)', 'Chalky taste', 'Nausea'],
    seriousSideEffects: ['Magnesium or aluminium build-up in people with kidney disease', 'Low phosphate and weak bones with heavy long-term use'],
    warnings: [
      'Ask a doctor before use if you have kidney disease, because magnesium and aluminium can build up.',
      antacidSpacing,
      'Do not use the maximum dose for more than 2 weeks unless a doctor advises it.',
    ],
    sources: [dailyMed('Aluminum hydroxide and magnesium hydroxide')],
  }),
  drug('magnesium-hydroxide', 'Magnesium hydroxide', ['antacid'], {
    brands: ['Phillips’ Milk of Magnesia', 'Milk of Magnesia'],
    synonyms: ['milk of magnesia', 'magnesia', 'mag hydroxide'],
    sideEffects: ['Diarrhea', 'Stomach cramps', 'Nausea'],
    seriousSideEffects: ['High blood magnesium in kidney disease (weakness, slow heartbeat, low blood pressure)', 'Dehydration or salt imbalance with overuse'],
    warnings: ['Ask a doctor before use if you have kidney disease or are on a magnesium-restricted diet.', laxativeWeek, antacidSpacing],
  }),
  drug('sucralfate', 'Sucralfate', ['polyvalent-cation'], {
    brands: ['Carafate', 'Antepsin'],
    synonyms: ['sucralfat', 'sucrafate', 'sucralfate suspension'],
    sideEffects: ['Constipation', 'Dry mouth', 'Nausea', 'Headache'],
    seriousSideEffects: ['High blood sugar in people with diabetes', 'Aluminium build-up in kidney failure', 'Choking on tablets in people who have trouble swallowing'],
    warnings: [
      'It can bind other medicines (such as ciprofloxacin, levothyroxine, digoxin and phenytoin); take them at least 2 hours before sucralfate.',
      'It contains aluminium, which can build up in people with kidney failure.',
    ],
  }),
  drug('bismuth-subsalicylate', 'Bismuth subsalicylate', ['bleeding-risk'], {
    brands: ['Pepto-Bismol', 'Kaopectate', 'Pink Bismuth', 'Bismatrol'],
    synonyms: ['BSS', 'bismuth', 'pepto', 'pepto bismol', 'bismuth subsalicilate', 'bismuth salicylate'],
    sideEffects: ['Black tongue or black stools (harmless)', 'Constipation', 'Nausea'],
    seriousSideEffects: ['Salicylate toxicity (ringing in the ears, hearing loss, confusion) with high doses or with aspirin', 'Bleeding, especially with blood thinners', 'Reye’s syndrome in children and teenagers'],
    warnings: [
      'It contains a salicylate, a relative of aspirin: children and teenagers recovering from chickenpox or flu should not use it, and people allergic to aspirin should avoid it.',
      'Ask a doctor or pharmacist first if you take medicine to thin the blood or for diabetes, gout or arthritis.',
      'A black tongue or stool from bismuth is harmless, but black stool can also mean bleeding, so ask if you are unsure.',
    ],
  }),
  drug('loperamide', 'Loperamide', ['qt-prolonging'], {
    brands: ['Imodium', 'Imodium A-D', 'Diamode', 'Norimode'],
    synonyms: ['loperamide hcl', 'loperamide hydrochloride', 'loparamide', 'loperamid', 'imodium ad'],
    sideEffects: ['Constipation', 'Dizziness', 'Drowsiness or tiredness', 'Nausea', 'Stomach cramps'],
    seriousSideEffects: ['Fainting, fast or irregular heartbeat (with high doses)', 'Severe constipation or bowel blockage', 'Swollen colon (toxic megacolon) in colitis'],
    warnings: [
      'Taking more than the label dose can cause serious heart-rhythm problems and death; adults should not exceed 8 mg a day without a doctor’s advice.',
      'Do not use it with bloody or black stools; see a doctor if diarrhea lasts more than 2 days.',
      'Do not give it to children younger than the label allows; it must never be given to children under 2.',
    ],
  }),
  drug('docusate', 'Docusate', [], {
    brands: ['Colace', 'Dulcolax Stool Softener', 'Surfak', 'Docusol', 'Dioctyl'],
    synonyms: ['docusate sodium', 'docusate calcium', 'DSS', 'dioctyl sodium sulfosuccinate', 'stool softener', 'docusate sodium capsules', 'docusat'],
    sideEffects: ['Mild stomach cramps', 'Diarrhea', 'Throat irritation (liquid)', 'Rash'],
    seriousSideEffects: laxativeSerious,
    warnings: [laxativeWeek, laxativeAsk, 'Do not take it with mineral oil unless a doctor advises it.'],
  }),
  drug('senna', 'Senna', [], {
    brands: ['Senokot', 'Ex-Lax', 'Senna-Gen', 'Fletcher’s Laxative'],
    synonyms: ['sennosides', 'sennoside', 'senna glycosides', 'sena', 'senna laxative'],
    sideEffects: ['Stomach cramps', 'Diarrhea', 'Nausea'],
    seriousSideEffects: [...laxativeSerious, 'Low potassium with long-term overuse'],
    warnings: [laxativeWeek, laxativeAsk],
  }),
  drug('senna-docusate', 'Senna and docusate', [], {
    brands: ['Senokot-S', 'Peri-Colace', 'Senna Plus'],
    synonyms: ['sennosides docusate', 'docusate senna', 'senna s'],
    components: ['senna', 'docusate'],
    sideEffects: ['Stomach cramps', 'Diarrhea', 'Nausea'],
    seriousSideEffects: laxativeSerious,
    warnings: [laxativeWeek, laxativeAsk, 'Do not take it with mineral oil unless a doctor advises it.'],
  }),
  drug('bisacodyl', 'Bisacodyl', [], {
    brands: ['Dulcolax', 'Correctol', 'Fleet Bisacodyl'],
    synonyms: ['bisacodil', 'bisacodyl suppository', 'bisacodyl ec'],
    sideEffects: ['Stomach cramps', 'Nausea', 'Diarrhea', 'Rectal burning (suppository)'],
    seriousSideEffects: laxativeSerious,
    warnings: [
      'Swallow the tablets whole and do not take them within 1 hour of an antacid or milk, which can dissolve the coating and upset the stomach.',
      laxativeWeek,
      laxativeAsk,
    ],
  }),
  drug('polyethylene-glycol-3350', 'Polyethylene glycol 3350', [], {
    brands: ['MiraLAX', 'GlycoLax', 'Movicol', 'Laxido', 'CosmoCol'],
    synonyms: ['PEG 3350', 'PEG', 'polyethylene glycol', 'macrogol', 'macrogol 3350', 'miralax powder', 'peg3350'],
    sideEffects: ['Bloating', 'Stomach cramps', 'Gas', 'Nausea', 'Diarrhea'],
    seriousSideEffects: ['Severe or bloody diarrhea', 'Allergic reaction (hives, swelling)'],
    warnings: [
      'Ask a doctor before use if you have kidney disease, irritable bowel syndrome, nausea, vomiting or stomach pain.',
      laxativeWeek,
    ],
  }),
  drug('lactulose', 'Lactulose', [], {
    brands: ['Enulose', 'Kristalose', 'Constulose', 'Generlac', 'Duphalac'],
    synonyms: ['lactulose solution', 'lactulos', 'lactulose syrup'],
    sideEffects: ['Bloating', 'Gas', 'Stomach cramps', 'Diarrhea', 'Nausea'],
    seriousSideEffects: ['Dehydration and low potassium or high sodium from too much diarrhea', 'Severe or lasting diarrhea or belly pain'],
    warnings: [
      'People on a galactose-restricted diet should not use it.',
      'It contains small amounts of sugars, so people with diabetes should ask their prescriber about it.',
    ],
  }),
  drug('ondansetron', 'Ondansetron', ['antiemetic', 'qt-prolonging', 'serotonergic', '5ht3-antagonist'], {
    brands: ['Zofran', 'Zofran ODT', 'Zuplenz'],
    synonyms: ['ondansetron odt', 'ondansetron hcl', 'ondansteron', 'ondasetron', 'ondansatron', 'zofran odt'],
    sideEffects: ['Headache', 'Constipation', 'Tiredness', 'Dizziness', 'Diarrhea'],
    seriousSideEffects: ['QT prolongation and dangerous heart rhythm', 'Serotonin syndrome with other serotonergic medicines', 'Severe allergic reaction', 'Hidden bowel blockage after surgery or chemotherapy'],
    warnings: [
      'It can lengthen the QT interval; tell your prescriber if you have a heart-rhythm problem, low potassium or magnesium, or take other QT-prolonging medicines.',
      'People born with long QT syndrome should avoid it.',
      'With other serotonin-raising medicines it can rarely cause serotonin syndrome.',
    ],
  }),
  drug('metoclopramide', 'Metoclopramide', ['antiemetic'], {
    brands: ['Reglan', 'Gimoti', 'Maxolon'],
    synonyms: ['metoclopramide hcl', 'metaclopramide', 'metoclopramid', 'metoclopromide'],
    sideEffects: ['Restlessness', 'Drowsiness', 'Tiredness', 'Diarrhea', 'Headache'],
    seriousSideEffects: [
      'Tardive dyskinesia: uncontrolled face or body movements that may be permanent',
      'Neuroleptic malignant syndrome (high fever, stiff muscles, confusion)',
      'Depression or suicidal thoughts',
      'Sudden muscle spasms or Parkinson-like stiffness',
    ],
    warnings: [
      'It has an FDA boxed warning for tardive dyskinesia; treatment is generally kept to 12 weeks or less because the risk rises with longer use.',
      'Tell your prescriber at once about any uncontrolled movements.',
      'Older adults, especially women, are more prone to these movement problems.',
    ],
  }),
  drug('prochlorperazine', 'Prochlorperazine', ['antiemetic', 'antipsychotic', 'cns-depressant'], {
    brands: ['Compazine', 'Compro', 'Stemetil', 'Buccastem'],
    synonyms: ['prochlorperazine maleate', 'prochlorperazine edisylate', 'prochloperazine', 'prochlorpromazine', 'procloperazine'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Blurred vision', 'Dry mouth', 'Restlessness'],
    seriousSideEffects: ['Uncontrolled movements or muscle spasms', 'Neuroleptic malignant syndrome (high fever, stiff muscles, confusion)', 'Low blood pressure and fainting', 'Low white blood cell count'],
    warnings: [
      'Older adults with dementia-related psychosis have a higher risk of death with antipsychotic medicines such as this (boxed warning).',
      'It causes drowsiness and adds to the effects of alcohol, opioids and other sedatives.',
      'It should not be given to children under 2 years or weighing under 20 pounds (9 kg).',
    ],
  }),
  drug('dicyclomine', 'Dicyclomine', ['anticholinergic'], {
    brands: ['Bentyl', 'Merbentyl'],
    synonyms: ['dicycloverine', 'dicyclomine hcl', 'dicyclomene', 'dicyclomin'],
    sideEffects: [...antispasmodicSide.slice(0, 4), 'Nausea'],
    seriousSideEffects: antispasmodicSerious,
    warnings: antispasmodicWarn,
  }),
  drug('hyoscyamine', 'Hyoscyamine', ['anticholinergic'], {
    brands: ['Levsin', 'Levsin SL', 'Levbid', 'Anaspaz', 'NuLev', 'Symax', 'Oscimin'],
    synonyms: ['hyoscyamine sulfate', 'l-hyoscyamine', 'hyoscamine', 'hyosciamine', 'hyoscyamin'],
    sideEffects: antispasmodicSide,
    seriousSideEffects: antispasmodicSerious,
    warnings: antispasmodicWarn,
  }),
  drug('mesalamine', 'Mesalamine', ['nephrotoxic', 'photosensitising'], {
    brands: ['Lialda', 'Asacol HD', 'Asacol', 'Apriso', 'Pentasa', 'Delzicol', 'Canasa', 'Rowasa', 'Octasa', 'Salofalk', 'Mezavant'],
    synonyms: ['mesalazine', '5-ASA', '5-aminosalicylic acid', 'mesalamine dr', 'mesalamin'],
    sideEffects: ['Headache', 'Stomach pain', 'Nausea', 'Diarrhea', 'Gas'],
    seriousSideEffects: [
      'Kidney damage (interstitial nephritis)',
      'A reaction that looks like a colitis flare (cramps, bloody diarrhea, fever) soon after starting',
      'Inflammation of the heart lining or pancreas (rare)',
      'Severe skin reactions',
      'Kidney stones',
    ],
    warnings: [
      'Kidney function should be checked before and during treatment.',
      'Tell your prescriber if you are allergic to aspirin or other salicylates.',
      'It can make skin more sensitive to sunlight; use sun protection.',
    ],
  }),
  drug('ursodiol', 'Ursodiol', [], {
    brands: ['Actigall', 'Urso 250', 'Urso Forte', 'Reltone', 'Ursofalk', 'Destolit'],
    synonyms: ['ursodeoxycholic acid', 'UDCA', 'ursodiol capsules', 'ursodial', 'ursodeoxycholic'],
    sideEffects: ['Diarrhea', 'Indigestion', 'Nausea', 'Stomach pain', 'Headache'],
    seriousSideEffects: ['Abnormal liver tests (liver tests are checked during treatment)', 'Gallstone attack with sudden belly pain, fever or yellow skin'],
    warnings: [
      'Aluminium antacids and bile acid binders (cholestyramine, colestipol) can bind ursodiol; take them at different times.',
      'Dissolving gallstones can take many months, and stones can come back later.',
    ],
  }),
  drug('linaclotide', 'Linaclotide', [], {
    brands: ['Linzess', 'Constella'],
    synonyms: ['linaclotid', 'linaclatide'],
    sideEffects: ['Diarrhea', 'Stomach pain', 'Gas', 'Bloating'],
    seriousSideEffects: ['Severe diarrhea with dehydration', 'Severe dehydration in young children'],
    warnings: [
      'It must not be given to children under 2 years because of the risk of serious dehydration (boxed warning).',
      'Take it on an empty stomach at least 30 minutes before the first meal of the day.',
      'Contact your prescriber if severe diarrhea develops.',
    ],
  }),
  drug('lubiprostone', 'Lubiprostone', [], {
    brands: ['Amitiza'],
    synonyms: ['lubiprostone capsules', 'lubiprostine'],
    sideEffects: ['Nausea', 'Diarrhea', 'Headache', 'Stomach pain', 'Bloating'],
    seriousSideEffects: ['Fainting or low blood pressure', 'Shortness of breath or chest tightness within an hour of a dose', 'Severe diarrhea'],
    warnings: ['Take it with food and water to reduce nausea.', 'It should not be used by people with a known bowel blockage.'],
  }),
  drug('simethicone', 'Simethicone', [], {
    brands: ['Gas-X', 'Mylicon', 'Phazyme', 'Infacol', 'Wind-eze'],
    synonyms: ['simeticone', 'activated dimethicone', 'simethicon', 'simethecone'],
    sideEffects: ['Side effects are uncommon because it is not absorbed', 'Mild diarrhea or nausea (uncommon)', 'Rash (rare)'],
    seriousSideEffects: ['Allergic reaction (rare)', 'Severe or lasting belly pain, which needs a medical check rather than gas relief'],
    warnings: ['It stays in the gut and is not absorbed; severe, lasting or unexplained belly pain needs a medical check.'],
  }),
  drug('misoprostol', 'Misoprostol', [], {
    brands: ['Cytotec'],
    synonyms: ['misoprostal', 'misoprostil'],
    sideEffects: ['Diarrhea', 'Stomach pain', 'Nausea', 'Gas', 'Headache'],
    seriousSideEffects: ['Miscarriage, premature birth or birth defects if taken in pregnancy', 'Heavy uterine bleeding', 'Dehydration from severe diarrhea'],
    warnings: [
      'It must not be taken during pregnancy to prevent NSAID ulcers, because it can cause miscarriage and birth defects (boxed warning).',
      'People who could become pregnant need a negative pregnancy test before starting and reliable contraception while taking it.',
    ],
  }),
];
