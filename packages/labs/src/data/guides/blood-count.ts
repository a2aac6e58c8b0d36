/** Guides for the complete blood count (CBC). Sources: MedlinePlus lab-test pages. */
import { M, medline } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const ask = {
  repeat: 'Is this change big enough to matter, or should we repeat the test?',
  cause: 'What could explain this result, and do I need other tests?',
};

export const bloodCountGuides: MarkerGuide[] = [
  {
    loinc: '6690-2', otherLoinc: ['26464-8'], name: 'White blood cells (WBC)', aka: ['WBC', 'Leukocytes', 'White cell count'], panel: 'blood-count',
    measures: 'How many white blood cells are in your blood. These cells help your body fight germs.',
    high: ['An infection or inflammation', 'Stress, hard exercise or smoking', 'Some medicines, such as steroids', 'Less often, a blood or bone marrow problem'],
    low: ['Some viral infections', 'Some medicines, including cancer treatments', 'Autoimmune or bone marrow problems'],
    ask: [ask.cause, 'Which kind of white cell is high or low in the differential?'],
    sources: [M.cbc, medline('white-blood-count-wbc', 'White Blood Count (WBC)')],
  },
  {
    loinc: '789-8', otherLoinc: ['26453-1'], name: 'Red blood cells (RBC)', aka: ['RBC', 'Erythrocytes', 'Red cell count'], panel: 'blood-count',
    measures: 'How many red blood cells you have. Red cells carry oxygen from your lungs to the rest of your body.',
    high: ['Not drinking enough fluid (dehydration)', 'Smoking or living at high altitude', 'Lung or heart conditions that lower oxygen', 'Testosterone treatment'],
    low: ['Anemia, for example from low iron, B12 or folate', 'Blood loss', 'Kidney disease or long-term illness'],
    ask: [ask.cause, 'Should my iron, B12 or folate be checked?'],
    sources: [M.cbc, medline('red-blood-cell-rbc-count', 'Red Blood Cell (RBC) Count')],
  },
  {
    loinc: '718-7', otherLoinc: ['20509-6'], name: 'Hemoglobin', aka: ['Hb', 'Hgb', 'Haemoglobin'], panel: 'blood-count',
    measures: 'The protein in red blood cells that carries oxygen. It is the main number used to check for anemia.',
    high: ['Dehydration', 'Smoking or high altitude', 'Testosterone treatment', 'Some lung, heart or bone marrow conditions'],
    low: ['Anemia from low iron, B12 or folate', 'Blood loss, including heavy periods', 'Kidney disease or long-term illness', 'Pregnancy (a mild drop is common)'],
    ask: [ask.cause, 'Could this explain tiredness or shortness of breath?'],
    sources: [M.cbc, medline('hemoglobin-test', 'Hemoglobin Test')],
  },
  {
    loinc: '4544-3', otherLoinc: ['20570-8'], name: 'Hematocrit', aka: ['Hct', 'PCV', 'Haematocrit', 'Packed cell volume'], panel: 'blood-count',
    measures: 'The share of your blood, in percent, that is made of red blood cells.',
    high: ['Dehydration', 'Smoking or high altitude', 'Testosterone treatment', 'Lung or heart conditions, or a bone marrow condition'],
    low: ['Anemia', 'Blood loss', 'Low iron, B12 or folate', 'Pregnancy'],
    ask: [ask.repeat, 'If I use testosterone, how often should my hematocrit be checked?'],
    sources: [M.cbc, M.hematocrit],
  },
  {
    loinc: '787-2', otherLoinc: ['30428-7'], name: 'Mean cell volume (MCV)', aka: ['MCV', 'Mean corpuscular volume'], panel: 'blood-count',
    measures: 'The average size of your red blood cells. It helps tell apart different kinds of anemia.',
    high: ['Low vitamin B12 or folate', 'Heavy alcohol use', 'Liver or thyroid problems', 'Some medicines'],
    low: ['Low iron', 'Inherited conditions such as thalassemia trait'],
    ask: [ask.cause, 'Should my iron, B12 or folate be checked?'],
    sources: [M.cbc, medline('red-blood-cell-indices', 'Red Blood Cell Indices')],
  },
  {
    loinc: '788-0', otherLoinc: ['21000-5'], name: 'Red cell distribution width (RDW)', aka: ['RDW', 'RDW-CV'], panel: 'blood-count',
    measures: 'How much your red blood cells vary in size.',
    high: ['Early iron, B12 or folate shortage', 'Mixed causes of anemia', 'Recent blood loss or transfusion'],
    low: [],
    ask: ['Does my RDW together with my MCV point to a cause?'],
    sources: [M.cbc, medline('red-blood-cell-indices', 'Red Blood Cell Indices')],
  },
  {
    loinc: '777-3', otherLoinc: ['26515-7'], name: 'Platelets', aka: ['PLT', 'Platelet count', 'Thrombocytes'], panel: 'blood-count',
    measures: 'How many platelets you have. Platelets are tiny cells that help your blood clot.',
    high: ['Inflammation or infection', 'Low iron', 'After surgery or removal of the spleen', 'Less often, a bone marrow condition'],
    low: ['Some viral infections', 'Some medicines, including heparin', 'Heavy alcohol use or liver disease', 'Immune conditions'],
    ask: [ask.cause, 'Is my bleeding or bruising risk changed?'],
    sources: [M.cbc, medline('platelet-tests', 'Platelet Tests')],
  },
  {
    loinc: '751-8', otherLoinc: ['26499-4'], name: 'Neutrophils', aka: ['Neut', 'Neutrophil count', 'ANC'], panel: 'blood-count',
    measures: 'The most common white blood cell. Neutrophils are first to fight bacterial infections.',
    high: ['Bacterial infection', 'Inflammation or injury', 'Stress, smoking or steroid medicines'],
    low: ['Viral infections', 'Some medicines, including cancer treatments', 'Some inherited differences (common in people of African descent)'],
    ask: [ask.cause, 'Do I need to take extra care to avoid infections?'],
    sources: [M.cbc, medline('blood-differential', 'Blood Differential')],
  },
];
