/**
 * Guides for the complete blood count (CBC): counts, red cell and platelet indices, and the
 * white-cell differential. Each kind of white cell has two guides, because a lab prints it two
 * ways that mean different things: the absolute count (cells per volume of blood) and the percent
 * (its share of all white cells, which moves when the other kinds move). Sources: MedlinePlus.
 */
import { M, medline, medlineEncy } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const ask = {
  repeat: 'Is this change big enough to matter, or should we repeat the test?',
  cause: 'What could explain this result, and do I need other tests?',
  absolute: 'What is my absolute count for this cell, and is that in range?',
  total: 'Did my total white cell count or another kind of white cell change too?',
};
const indices = medline('red-blood-cell-indices', 'Red Blood Cell Indices');
const diff = medline('blood-differential', 'Blood Differential');
/** Said of every percent: a share can move only because the other kinds of white cell moved. */
const share = 'A percent can change only because other white cells went up or down, so the absolute count says more.';

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
    sources: [M.cbc, indices],
  },
  {
    loinc: '788-0', otherLoinc: ['21000-5'], name: 'Red cell distribution width (RDW)', aka: ['RDW', 'RDW-CV'], panel: 'blood-count',
    measures: 'How much your red blood cells vary in size.',
    high: ['Early iron, B12 or folate shortage', 'Mixed causes of anemia', 'Recent blood loss or transfusion'],
    low: [],
    ask: ['Does my RDW together with my MCV point to a cause?'],
    sources: [M.cbc, indices],
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
    loinc: '785-6', name: 'Mean cell hemoglobin (MCH)', aka: ['MCH', 'Mean corpuscular hemoglobin', 'Mean cell haemoglobin'], panel: 'blood-count',
    measures: 'The average amount of hemoglobin in each red blood cell. It usually moves together with the MCV, the cell size.',
    high: ['Low vitamin B12 or folate (larger red cells hold more hemoglobin)', 'Heavy alcohol use', 'Liver or thyroid problems'],
    low: ['Low iron', 'Inherited conditions such as thalassemia trait', 'Blood loss over a long time'],
    ask: [ask.cause, 'Should my iron, B12 or folate be checked?'],
    sources: [M.cbc, indices],
  },
  {
    loinc: '786-4', name: 'Mean cell hemoglobin concentration (MCHC)', aka: ['MCHC', 'Mean corpuscular hemoglobin concentration', 'Mean cell haemoglobin concentration'], panel: 'blood-count',
    measures: 'How concentrated the hemoglobin is inside your red blood cells, on average.',
    high: ['A sample problem, such as red cells clumping in the cold or very fatty blood (a false high)', 'Red cells breaking down faster than usual', 'Inherited red cell shape conditions, such as hereditary spherocytosis'],
    low: ['Low iron', 'Inherited conditions such as thalassemia trait', 'Blood loss over a long time'],
    ask: [ask.repeat, 'Does this fit with my MCV and MCH?'],
    sources: [M.cbc, indices],
  },
  {
    loinc: '32623-1', name: 'Mean platelet volume (MPV)', aka: ['MPV', 'Mean platelet volume'], panel: 'blood-count',
    measures: 'The average size of your platelets. New platelets are bigger, so MPV hints at how fast your bone marrow is making them.',
    high: ['The bone marrow making platelets quickly, for example after bleeding or when platelets are used up', 'Some inherited platelet conditions', 'A sample that waited a long time before testing'],
    low: ['The bone marrow making fewer platelets, for example during chemotherapy', 'An enlarged spleen (less common)'],
    ask: ['What does my MPV mean together with my platelet count?'],
    sources: [M.cbc, medline('mpv-blood-test', 'MPV Blood Test'), medline('platelet-tests', 'Platelet Tests')],
  },
  {
    loinc: '751-8', otherLoinc: ['26499-4'], name: 'Neutrophils (absolute count)', aka: ['Neut', 'Neutrophil count', 'ANC', 'Neut #'], panel: 'blood-count',
    measures: 'How many neutrophils are in your blood. They are the most common white blood cell and the first to fight bacterial infections.',
    high: ['Bacterial infection', 'Inflammation or injury', 'Stress, smoking or steroid medicines'],
    low: ['Viral infections', 'Some medicines, including cancer treatments', 'Some inherited differences (common in people of African descent)'],
    ask: [ask.cause, 'Do I need to take extra care to avoid infections?'],
    sources: [M.cbc, diff],
  },
  {
    loinc: '770-8', name: 'Neutrophils (%)', aka: ['Neut %', 'Neutrophil percent', 'Segs', 'Polys'], panel: 'blood-count',
    measures: `The share of your white blood cells, in percent, that are neutrophils. They are usually about half or more. ${share}`,
    high: ['Bacterial infection or inflammation', 'Stress, hard exercise, smoking or steroid medicines', 'Fewer lymphocytes, which pushes the neutrophil share up'],
    low: ['Viral infections', 'Some medicines, including cancer treatments', 'More lymphocytes, which pushes the neutrophil share down'],
    ask: [ask.absolute, ask.total],
    sources: [M.cbc, diff],
  },
  {
    loinc: '731-0', name: 'Lymphocytes (absolute count)', aka: ['Lymph', 'Lymphocyte count', 'ALC', 'Lymph #'], panel: 'blood-count',
    measures: 'How many lymphocytes are in your blood. These white cells (B cells and T cells) fight viruses and make antibodies.',
    high: ['Viral infections, such as glandular fever (mono)', 'Some other infections, such as whooping cough', 'Smoking', 'Less often, a blood or lymph gland condition'],
    low: ['A recent illness, including viral infections', 'Steroid medicines, or the body being under heavy stress', 'Treatments that calm the immune system, including chemotherapy', 'Less often, conditions that weaken the immune system'],
    ask: [ask.cause, 'Should this be checked again when I am well?'],
    sources: [M.cbc, diff],
  },
  {
    loinc: '736-9', name: 'Lymphocytes (%)', aka: ['Lymph %', 'Lymphocyte percent'], panel: 'blood-count',
    measures: `The share of your white blood cells, in percent, that are lymphocytes, usually the second-largest group. ${share}`,
    high: ['Viral infections', 'Fewer neutrophils, which pushes the lymphocyte share up', 'Less often, a blood or lymph gland condition'],
    low: ['A bacterial infection, stress or steroid medicines raising neutrophils, which pushes the lymphocyte share down', 'Treatments that calm the immune system'],
    ask: [ask.absolute, ask.total],
    sources: [M.cbc, diff],
  },
  {
    loinc: '742-7', name: 'Monocytes (absolute count)', aka: ['Mono', 'Monocyte count', 'Mono #'], panel: 'blood-count',
    measures: 'How many monocytes are in your blood. These white cells clean up germs and damaged cells and help with healing.',
    high: ['Getting better after an infection', 'Long-lasting infections, such as tuberculosis', 'Long-term inflammation, such as inflammatory bowel disease or lupus', 'Less often, a blood or bone marrow condition'],
    low: ['Steroid medicines or chemotherapy', 'Less often, a bone marrow problem. A slightly low count on its own is often not a concern'],
    ask: [ask.cause],
    sources: [M.cbc, diff],
  },
  {
    loinc: '5905-5', name: 'Monocytes (%)', aka: ['Mono %', 'Monocyte percent'], panel: 'blood-count',
    measures: `The share of your white blood cells, in percent, that are monocytes, usually a small part. ${share}`,
    high: ['Getting better after an infection', 'Long-lasting infection or inflammation', 'Fewer of the other white cells, which pushes the monocyte share up'],
    low: ['Steroid medicines. A low share on its own is often not a concern'],
    ask: [ask.absolute, ask.total],
    sources: [M.cbc, diff],
  },
  {
    loinc: '711-2', name: 'Eosinophils (absolute count)', aka: ['Eos', 'Eosinophil count', 'AEC', 'Eos #'], panel: 'blood-count',
    measures: 'How many eosinophils are in your blood. These white cells take part in allergic reactions and fight parasites.',
    high: ['Allergies, hay fever, asthma or eczema', 'Parasite infections, such as worms', 'A reaction to a medicine', 'Less often, autoimmune, gut or blood conditions'],
    low: ['Steroid medicines or stress. A low count is usually not a concern'],
    ask: [ask.cause, 'Could an allergy, a medicine or recent travel explain this?'],
    sources: [M.cbc, diff, medlineEncy('003649', 'Eosinophil count - absolute')],
  },
  {
    loinc: '713-8', name: 'Eosinophils (%)', aka: ['Eos %', 'Eosinophil percent'], panel: 'blood-count',
    measures: `The share of your white blood cells, in percent, that are eosinophils, usually only a few percent. ${share}`,
    high: ['Allergies, hay fever, asthma or eczema', 'Parasite infections', 'A reaction to a medicine'],
    low: ['Steroid medicines or stress. A low share is usually not a concern'],
    ask: [ask.absolute, 'Could an allergy, a medicine or recent travel explain this?'],
    sources: [M.cbc, diff, medlineEncy('003649', 'Eosinophil count - absolute')],
  },
  {
    loinc: '704-7', name: 'Basophils (absolute count)', aka: ['Baso', 'Basophil count', 'Baso #'], panel: 'blood-count',
    measures: 'How many basophils are in your blood. They are the rarest white cells and release histamine in allergic reactions.',
    high: ['Allergies or long-term inflammation', 'Underactive thyroid', 'After the spleen is removed', 'Less often, a bone marrow condition'],
    low: ['A sudden infection, stress or steroid medicines. A low count is usually not a concern'],
    ask: [ask.cause],
    sources: [M.cbc, diff],
  },
  {
    loinc: '706-2', name: 'Basophils (%)', aka: ['Baso %', 'Basophil percent'], panel: 'blood-count',
    measures: `The share of your white blood cells, in percent, that are basophils, normally around 1% or less. ${share}`,
    high: ['Allergies or long-term inflammation', 'Underactive thyroid', 'Less often, a bone marrow condition'],
    low: ['A sudden infection, stress or steroid medicines. A low share is usually not a concern'],
    ask: [ask.absolute],
    sources: [M.cbc, diff],
  },
];
