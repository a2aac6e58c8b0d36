/** Guides for cholesterol (lipid panel) and HbA1c. Sources: MedlinePlus, Testing.com, NHLBI (NCEP ATP III), ADA. */
import { M, S, medline, testingCom } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const lipids = medline('cholesterol-levels', 'Cholesterol Levels');
const lipidPanel = testingCom('lipid-panel', 'Lipid Panel');
const risk = 'What does this mean for my overall heart risk, together with my blood pressure and other factors?';

export const lipidsDiabetesGuides: MarkerGuide[] = [
  {
    loinc: '2093-3', otherLoinc: ['14647-2'], name: 'Total cholesterol', aka: ['Cholesterol', 'TC', 'CHOL'], panel: 'lipids-diabetes',
    measures: 'All the cholesterol in your blood: the "bad" LDL, the "good" HDL and others.',
    high: ['Diet, weight and activity', 'Family history', 'Underactive thyroid', 'Some medicines'],
    low: ['Cholesterol-lowering medicines', 'Overactive thyroid or poor nutrition (uncommon)'],
    ask: [risk],
    sources: [lipids],
  },
  {
    loinc: '13457-7', otherLoinc: ['2089-1', '18262-6'], name: 'LDL cholesterol', aka: ['LDL', 'LDL-C', 'Bad cholesterol'], panel: 'lipids-diabetes',
    measures: 'The cholesterol that can build up in artery walls. Lower is usually better for the heart.',
    high: ['Diet high in saturated fat', 'Family history (familial hypercholesterolemia)', 'Underactive thyroid', 'Kidney or liver conditions'],
    low: ['Cholesterol-lowering medicines'],
    ask: [risk, 'What LDL target fits me?'],
    sources: [lipids],
  },
  {
    loinc: '2085-9', otherLoinc: ['14646-4'], name: 'HDL cholesterol', aka: ['HDL', 'HDL-C', 'Good cholesterol'], panel: 'lipids-diabetes',
    measures: 'The cholesterol that carries extra cholesterol away to the liver. Higher is usually better.',
    high: ['Regular exercise', 'Some inherited differences'],
    low: ['Smoking', 'Little physical activity or extra weight', 'Type 2 diabetes or high triglycerides'],
    ask: [risk],
    sources: [lipids],
  },
  {
    loinc: '2571-8', otherLoinc: ['14927-8'], name: 'Triglycerides', aka: ['TG', 'TRIG'], panel: 'lipids-diabetes',
    measures: 'A type of fat in your blood that stores energy from food.',
    high: ['Eating shortly before the test', 'Alcohol, sugary foods and extra weight', 'Diabetes that is not well controlled', 'Some medicines'],
    low: ['Usually not a concern'],
    ask: ['Was I fasting, and does the test need repeating fasting?', risk],
    sources: [lipids, medline('triglycerides-test', 'Triglycerides Test')],
  },
  {
    loinc: '43396-1', name: 'Non-HDL cholesterol', aka: ['Non-HDL', 'Non-HDL-C', 'Non-HDL Chol'], panel: 'lipids-diabetes',
    measures: 'Your total cholesterol minus your HDL: all the cholesterol that can build up in artery walls. It can be used even if you were not fasting.',
    high: ['Diet, weight and activity', 'Family history', 'High triglycerides or diabetes that is not well controlled', 'Underactive thyroid or kidney conditions'],
    low: ['Cholesterol-lowering medicines'],
    ask: [risk, 'What non-HDL target fits me?'],
    sources: [lipids, lipidPanel, S.ncepAtp3],
  },
  {
    loinc: '9830-1', name: 'Cholesterol/HDL ratio', aka: ['Chol/HDL ratio', 'TC/HDL ratio', 'Cholesterol ratio'], panel: 'lipids-diabetes',
    measures: 'Your total cholesterol divided by your HDL. Lower is usually better. Some heart-risk calculators use it.',
    high: ['High total or LDL cholesterol', 'Low HDL, from smoking, little activity or extra weight', 'Type 2 diabetes or high triglycerides'],
    low: ['Usually a good sign: a high HDL or a low total cholesterol'],
    ask: [risk, 'Should I look at my LDL and non-HDL numbers as well as the ratio?'],
    sources: [lipids, lipidPanel],
  },
  {
    loinc: '4548-4', otherLoinc: ['17856-6', '59261-8'], name: 'Hemoglobin A1c (HbA1c)', aka: ['HbA1c', 'A1c', 'Glycated hemoglobin', 'Glycosylated hemoglobin'], panel: 'lipids-diabetes',
    measures: 'Your average blood sugar over about the last three months.',
    high: ['Diabetes or prediabetes', 'Steroid medicines', 'Low iron or some anemias can raise it falsely'],
    low: ['Recent blood loss or transfusion', 'Conditions that shorten red blood cell life', 'Some hemoglobin variants'],
    ask: ['What HbA1c target fits me?', 'Could anemia or a hemoglobin variant affect this result?'],
    sources: [M.hba1c, S.adaStandards],
  },
];
