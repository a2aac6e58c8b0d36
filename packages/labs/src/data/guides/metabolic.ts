/** Guides for the metabolic panel: sugar, salts (electrolytes), kidneys, calcium, magnesium, phosphate. */
import { M, S, medline, ods, testingCom } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const meds = 'Could any of my medicines or supplements explain this?';
const bun = medline('bun-blood-urea-nitrogen', 'BUN (Blood Urea Nitrogen)');

export const metabolicGuides: MarkerGuide[] = [
  {
    loinc: '2345-7', otherLoinc: ['2339-0', '1558-6', '14749-6'], name: 'Glucose', aka: ['Blood sugar', 'Fasting glucose', 'FBG', 'GLU'], panel: 'metabolic',
    measures: 'The amount of sugar in your blood at the time of the test. Fasting results are easiest to compare.',
    high: ['Eating shortly before the test', 'Diabetes or prediabetes', 'Stress, illness or steroid medicines'],
    low: ['Too much diabetes medicine, such as insulin or sulfonylureas', 'Missing meals or heavy alcohol use', 'Less often, hormone or liver problems'],
    ask: ['Was I fasting, and should the test be repeated fasting or with an HbA1c?', meds],
    sources: [M.glucose, M.fasting],
  },
  {
    loinc: '2951-2', otherLoinc: ['2947-0'], name: 'Sodium', aka: ['Na'], panel: 'metabolic',
    measures: 'A salt that helps control the water balance in your body and how nerves and muscles work.',
    high: ['Not drinking enough water or losing fluid (sweating, diarrhea)', 'Some hormone problems'],
    low: ['Water pills (diuretics), especially thiazides', 'Drinking very large amounts of water', 'Heart, liver or kidney conditions', 'Some antidepressants'],
    ask: [meds, 'Should I change how much I drink?'],
    sources: [M.sodium, M.cmp],
  },
  {
    loinc: '2823-3', otherLoinc: ['6298-4'], name: 'Potassium', aka: ['K'], panel: 'metabolic',
    measures: 'A salt your heart, nerves and muscles need to work well. Small changes can matter.',
    high: ['Kidney problems', 'Medicines such as ACE inhibitors, ARBs or spironolactone', 'Potassium supplements or salt substitutes', 'A sample that was shaken or waited too long (a false high)'],
    low: ['Water pills (loop or thiazide diuretics)', 'Vomiting or diarrhea', 'Low magnesium'],
    ask: [meds, 'Should the test be repeated to rule out a sample problem?'],
    sources: [M.potassium, M.cmp],
  },
  {
    loinc: '2075-0', otherLoinc: ['2069-3'], name: 'Chloride', aka: ['Cl'], panel: 'metabolic',
    measures: 'A salt that works with sodium to keep fluids and acid balance steady.',
    high: ['Dehydration', 'Diarrhea', 'Some kidney conditions'],
    low: ['Vomiting', 'Water pills', 'Heart failure or lung conditions'],
    ask: ['Does this fit with my sodium and bicarbonate results?'],
    sources: [medline('chloride-blood-test', 'Chloride Blood Test'), M.cmp],
  },
  {
    loinc: '2028-9', otherLoinc: ['1963-8'], name: 'Bicarbonate (CO2)', aka: ['CO2', 'HCO3', 'Total CO2', 'Bicarb'], panel: 'metabolic',
    measures: 'A measure of the acid and base balance in your blood.',
    high: ['Vomiting', 'Water pills', 'Some lung conditions'],
    low: ['Diarrhea', 'Kidney disease', 'Ketoacidosis in diabetes'],
    ask: ['What could be upsetting my acid-base balance?'],
    sources: [medline('carbon-dioxide-co2-in-blood', 'Carbon Dioxide (CO2) in Blood'), M.cmp],
  },
  {
    loinc: '3094-0', otherLoinc: ['6299-2', '22664-7'], name: 'Urea and urea nitrogen (BUN)', aka: ['BUN', 'Urea', 'Blood urea nitrogen', 'Serum urea'], panel: 'metabolic',
    measures: 'A waste product made when your body breaks down protein. Your kidneys clear it. US labs report the nitrogen in it (BUN, mg/dL); UK and many European labs report urea itself (often mmol/L). Both describe the same waste product.',
    high: ['Dehydration', 'A high-protein diet', 'Kidney problems', 'Bleeding in the stomach or gut'],
    low: ['A low-protein diet', 'Liver problems', 'Pregnancy'],
    ask: ['Does this fit with my creatinine and eGFR?'],
    sources: [bun, M.cmp],
  },
  {
    loinc: '3097-3', name: 'BUN/creatinine ratio', aka: ['BUN/Creat ratio', 'BUN:creatinine', 'Urea/creatinine ratio'], panel: 'metabolic',
    measures: 'Your BUN divided by your creatinine. It can help tell whether a change in kidney tests comes from the kidneys themselves or from something else, such as fluid or bleeding.',
    high: ['Dehydration', 'A high-protein diet or steroid medicines', 'Bleeding in the stomach or gut', 'Heart failure, when less blood reaches the kidneys'],
    low: ['A low-protein diet or poor nutrition', 'Liver problems', 'Muscle breakdown, which raises creatinine'],
    ask: ['Are my BUN and creatinine each in range on their own?', 'Could I have been dehydrated on the day of the test?'],
    sources: [bun, testingCom('blood-urea-nitrogen-bun', 'Blood Urea Nitrogen (BUN)')],
  },
  {
    loinc: '2160-0', otherLoinc: ['14682-9'], name: 'Creatinine', aka: ['Creat', 'CREA'], panel: 'metabolic',
    measures: 'A waste product from your muscles, cleared by the kidneys. It shows how well the kidneys filter.',
    high: ['Kidney problems', 'Dehydration', 'A lot of muscle, hard exercise or a big meat meal before the test', 'Some medicines, such as ACE inhibitors, ARBs, lithium or NSAIDs'],
    low: ['Low muscle mass', 'Pregnancy'],
    ask: ['What is my eGFR, and has it changed since last time?', meds],
    sources: [M.creatinine, S.kdigoCkd],
  },
  {
    loinc: '98979-8', otherLoinc: ['62238-1', '33914-3', '48642-3', '48643-1'], name: 'Estimated GFR (eGFR)', aka: ['eGFR', 'GFR'], panel: 'metabolic',
    measures: 'An estimate of how much blood your kidneys filter each minute, worked out from creatinine, age and sex.',
    high: ['A high value is usually not a concern'],
    low: ['Reduced kidney function, which may be temporary (dehydration, illness) or long-term', 'Some medicines', 'Age: eGFR slowly falls as we get older'],
    ask: ['Has my eGFR stayed low for three months or more?', 'Should I have a urine albumin test?', 'Do any of my medicine doses need to change?'],
    sources: [S.gfr, S.kdigoCkd],
  },
  {
    loinc: '17861-6', otherLoinc: ['2000-8'], name: 'Calcium', aka: ['Ca'], panel: 'metabolic',
    measures: 'The calcium in your blood. It is needed for bones, muscles, nerves and the heart.',
    high: ['Overactive parathyroid glands', 'Too much vitamin D or calcium supplement', 'Thiazide water pills or lithium', 'Less often, cancer'],
    low: ['Low albumin (the calcium result may need correcting)', 'Low vitamin D or magnesium', 'Kidney disease'],
    ask: ['Should my calcium be corrected for albumin?', 'Should my vitamin D or parathyroid hormone be checked?'],
    sources: [medline('calcium-blood-test', 'Calcium Blood Test'), M.cmp],
  },
  {
    loinc: '19123-9', otherLoinc: ['2601-3'], name: 'Magnesium', aka: ['Mg'], panel: 'metabolic',
    measures: 'A mineral your muscles, nerves and heart need. Low magnesium can also lower potassium and calcium.',
    high: ['Kidney problems', 'Taking a lot of magnesium in antacids or laxatives'],
    low: ['Long-term use of stomach acid medicines (PPIs)', 'Water pills', 'Diarrhea or heavy alcohol use', 'Poorly controlled diabetes'],
    ask: [meds, 'Should my potassium and calcium be checked too?'],
    sources: [M.magnesium, ods('Magnesium', 'Magnesium')],
  },
  {
    loinc: '2777-1', otherLoinc: ['14879-1'], name: 'Phosphate', aka: ['Phosphorus', 'PO4', 'Phos'], panel: 'metabolic',
    measures: 'A mineral that works with calcium to build bones and teeth.',
    high: ['Kidney disease', 'Low parathyroid hormone', 'A sample that was damaged (hemolyzed)'],
    low: ['Overactive parathyroid glands', 'Low vitamin D', 'Heavy alcohol use or poor nutrition'],
    ask: ['Does this fit with my calcium and vitamin D?'],
    sources: [medline('phosphate-in-blood', 'Phosphate in Blood'), M.cmp],
  },
];
