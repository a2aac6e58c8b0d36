/**
 * Guides for the ten pads of a urine dipstick (LOINC "by test strip" codes) and for the two things
 * read by eye, colour and clarity. Sources: MedlinePlus Urinalysis, Testing.com (ADLM) Urinalysis,
 * UKHSA UTI diagnostic tools.
 */
import { M, S, medline, medlineEncy } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const repeat = 'Should I repeat the test with a fresh morning sample, or have a lab urinalysis?';

export const urineGuides: MarkerGuide[] = [
  {
    loinc: '5799-2', name: 'Leukocytes (urine)', aka: ['Leukocyte esterase', 'LEU', 'WBC esterase'], panel: 'urine',
    measures: 'Looks for an enzyme from white blood cells in urine, a sign of inflammation in the urinary tract.',
    high: ['A urinary tract infection (more likely when nitrite is also positive)', 'Contamination from the skin or vagina', 'Kidney stones or inflammation'],
    low: [],
    ask: ['Do I need a urine culture?', repeat],
    sources: [M.urinalysis, medline('leukocyte-esterase-urine-test', 'Leukocyte Esterase Urine Test'), S.ukhsaUti],
  },
  {
    loinc: '5802-4', name: 'Nitrite (urine)', aka: ['NIT', 'Nitrites'], panel: 'urine',
    measures: 'Many bacteria that cause urinary infections turn nitrate into nitrite. A positive pad suggests such bacteria.',
    high: ['A urinary tract infection with nitrite-making bacteria', 'A sample left standing too long before testing'],
    low: ['A negative result does not rule out an infection: some bacteria make no nitrite, and urine needs about 4 hours in the bladder'],
    ask: ['Do I need a urine culture?'],
    sources: [M.urinalysis, S.ukhsaUti, S.testingUrinalysis],
  },
  {
    loinc: '5818-0', name: 'Urobilinogen (urine)', aka: ['UBG', 'URO'], panel: 'urine',
    measures: 'A substance made from bilirubin in the gut. A small amount in urine is normal.',
    high: ['Liver problems', 'Faster breakdown of red blood cells'],
    low: ['Bile duct blockage (the strip cannot show an absence reliably)'],
    ask: ['Should I have blood liver tests?'],
    sources: [M.urinalysis, S.testingUrinalysis],
  },
  {
    loinc: '5804-0', name: 'Protein (urine)', aka: ['PRO', 'Urine protein', 'Albumin (strip)'], panel: 'urine',
    measures: 'Protein, mostly albumin, in urine. Healthy kidneys keep most protein in the blood.',
    high: ['Hard exercise, fever or stress (often temporary)', 'Kidney problems, for example from diabetes or high blood pressure', 'Very concentrated or very alkaline urine can give a false positive'],
    low: [],
    ask: ['Should I have a urine albumin-to-creatinine ratio (ACR) test?', repeat],
    sources: [M.urinalysis, medline('protein-in-urine', 'Protein in Urine'), S.kdigoCkd],
  },
  {
    loinc: '5803-2', name: 'pH (urine)', aka: ['pH', 'Urine pH'], panel: 'urine',
    measures: 'How acidic or alkaline the urine is. It changes with diet and usually sits between 5 and 8.',
    high: ['A diet rich in vegetables and fruit', 'Some urinary infections', 'A sample left standing'],
    low: ['A diet high in meat', 'Fasting, ketosis or dehydration'],
    ask: ['Does my urine pH matter for kidney stones?'],
    sources: [M.urinalysis, S.testingUrinalysis],
  },
  {
    loinc: '5794-3', name: 'Blood (urine)', aka: ['BLD', 'Hemoglobin (urine)', 'Haematuria', 'Hematuria'], panel: 'urine',
    measures: 'Looks for red blood cells or hemoglobin in urine, often too little to see.',
    high: ['A period or vaginal bleeding getting into the sample', 'Hard exercise', 'A urinary infection or kidney stones', 'Less often, a kidney or bladder condition that needs checking'],
    low: [],
    ask: ['Should this be checked again when I am not on my period and have not exercised?', 'Do I need a microscope urine test?'],
    sources: [M.urinalysis, S.testingUrinalysis],
  },
  {
    loinc: '5811-5', name: 'Specific gravity (urine)', aka: ['SG', 'Urine specific gravity'], panel: 'urine',
    measures: 'How concentrated your urine is compared with water.',
    high: ['Not drinking enough fluid, sweating, vomiting or diarrhea', 'Sugar or protein in the urine'],
    low: ['Drinking a lot of fluid', 'Water pills', 'Less often, kidney or hormone problems'],
    ask: ['Is my fluid intake right for me?'],
    sources: [M.urinalysis, medline('urine-specific-gravity-test', 'Urine Specific Gravity Test')],
  },
  {
    loinc: '5797-6', name: 'Ketones (urine)', aka: ['KET', 'Acetoacetate'], panel: 'urine',
    measures: 'Ketones are made when the body burns fat for energy instead of sugar.',
    high: ['Fasting, low-carbohydrate diets or long exercise', 'Vomiting', 'In diabetes, not enough insulin, which can be dangerous (ketoacidosis), especially with high glucose', 'SGLT2 inhibitor diabetes medicines'],
    low: [],
    ask: ['I have diabetes: what should I do when ketones show up?'],
    sources: [M.urinalysis, medline('ketones-in-urine', 'Ketones in Urine'), S.adaStandards],
  },
  {
    loinc: '5770-3', name: 'Bilirubin (urine)', aka: ['BIL', 'Urine bilirubin'], panel: 'urine',
    measures: 'Bilirubin is normally cleared by the liver into bile. Any in the urine is worth a check.',
    high: ['Liver problems, such as hepatitis', 'A blocked bile duct'],
    low: [],
    ask: ['Should I have blood liver tests?'],
    sources: [M.urinalysis, S.testingUrinalysis],
  },
  {
    loinc: '5792-7', name: 'Glucose (urine)', aka: ['GLU', 'Urine sugar'], panel: 'urine',
    measures: 'Sugar in the urine. It spills over when blood sugar is high or the kidneys let it through.',
    high: ['High blood sugar, for example in diabetes', 'SGLT2 inhibitor diabetes medicines (an expected effect)', 'Pregnancy', 'Rare kidney conditions'],
    low: ['Large amounts of vitamin C can hide glucose on the strip'],
    ask: ['Should my blood glucose or HbA1c be checked?'],
    sources: [M.urinalysis, medline('glucose-in-urine-test', 'Glucose in Urine Test')],
  },
  {
    loinc: '5778-6', name: 'Colour (urine)', aka: ['Color', 'Urine colour', 'Urine color'], panel: 'urine',
    measures: 'The colour of your urine, looked at by eye. Pale to dark yellow is usual, and the shade mostly shows how much you have drunk.',
    high: ['Dark yellow or amber: not drinking enough fluid', 'Red or pink: blood, or foods such as beetroot, or some medicines', 'Orange or brown: some medicines, or bilirubin from liver or bile duct problems', 'Cola-coloured: muscle breakdown, blood or liver problems', 'Bright yellow, green or blue: B vitamins, food dyes or some medicines'],
    low: ['Very pale or clear: drinking a lot of fluid, usually not a concern'],
    ask: ['Could a food, vitamin or medicine explain the colour?', 'Should my urine be checked for blood or bilirubin?'],
    sources: [M.urinalysis, S.testingUrinalysis, medlineEncy('003139', 'Urine - abnormal color')],
  },
  {
    loinc: '5767-9', name: 'Clarity (urine)', aka: ['Appearance', 'Turbidity', 'Urine clarity'], panel: 'urine',
    measures: 'Whether your urine is clear or cloudy, looked at by eye. Fresh urine is usually clear.',
    high: ['Harmless crystals, especially in urine that has cooled or stood for a while', 'Skin cells, mucus, sperm or discharge getting into the sample', 'A urinary tract infection (white cells or bacteria)', 'Less often, blood cells or yeast'],
    low: [],
    ask: ['Does the dipstick or a microscope test explain the cloudiness?', repeat],
    sources: [M.urinalysis, S.testingUrinalysis],
  },
];
