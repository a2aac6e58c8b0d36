/** Guides for vitamin D, B12, folate and iron studies. Sources: MedlinePlus, Testing.com, NIH ODS fact sheets. */
import { M, medline, ods, testingCom } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const ironTests = medline('iron-tests', 'Iron Tests');
const tibc = testingCom('transferrin-and-iron-binding-capacity-tibc-uibc', 'Transferrin and Iron-binding Capacity (TIBC, UIBC)');
const supplement = 'Should I take a supplement, and how much, and for how long?';

export const vitaminsIronGuides: MarkerGuide[] = [
  {
    loinc: '62292-8', otherLoinc: ['1989-3', '14635-7'], name: 'Vitamin D (25-hydroxy)', aka: ['25-OH vitamin D', '25(OH)D', 'Vitamin D', 'Calcidiol'], panel: 'vitamins-iron',
    measures: 'The main form of vitamin D stored in your body. Vitamin D helps you absorb calcium for strong bones.',
    high: ['Taking high-dose vitamin D supplements for a long time'],
    low: ['Little sun on the skin, especially in winter or with darker skin', 'Little vitamin D in the diet', 'Gut conditions that reduce absorption', 'Extra body weight, kidney or liver disease'],
    ask: [supplement, 'When should I be retested?'],
    sources: [medline('vitamin-d-test', 'Vitamin D Test'), ods('VitaminD', 'Vitamin D')],
  },
  {
    loinc: '2132-9', otherLoinc: ['14685-2'], name: 'Vitamin B12', aka: ['B12', 'Cobalamin', 'Cyanocobalamin'], panel: 'vitamins-iron',
    measures: 'A vitamin your body needs to make red blood cells and keep nerves healthy.',
    high: ['B12 supplements or injections', 'Liver disease or some blood conditions (less common)'],
    low: ['A vegan diet without supplements', 'Long-term metformin or stomach acid medicines (PPIs)', 'Pernicious anemia or gut surgery', 'Older age'],
    ask: ['Could my medicines be lowering my B12?', supplement, 'Should other tests (such as MMA) check a borderline result?'],
    sources: [M.b12, ods('VitaminB12', 'Vitamin B12')],
  },
  {
    loinc: '2284-8', otherLoinc: ['14732-2'], name: 'Folate', aka: ['Folic acid', 'Serum folate', 'Vitamin B9'], panel: 'vitamins-iron',
    measures: 'A B vitamin needed to make healthy cells, including red blood cells. It matters a lot in pregnancy.',
    high: ['Folic acid supplements or fortified foods'],
    low: ['Few leafy greens, beans or fortified grains in the diet', 'Heavy alcohol use', 'Some medicines, such as methotrexate or some seizure medicines', 'Gut conditions'],
    ask: [supplement, 'Should my B12 be checked at the same time?'],
    sources: [medline('folic-acid-test', 'Folic Acid Test'), ods('Folate', 'Folate')],
  },
  {
    loinc: '2276-4', otherLoinc: ['24373-3'], name: 'Ferritin', aka: ['Ferritin'], panel: 'vitamins-iron',
    measures: 'A protein that stores iron. It shows how much iron your body has in reserve.',
    high: ['Inflammation or infection (ferritin rises with them)', 'Liver disease or heavy alcohol use', 'Iron overload, such as hemochromatosis'],
    low: ['Low iron stores, from blood loss, heavy periods, pregnancy or a low-iron diet', 'Poor absorption, such as celiac disease'],
    ask: ['Could inflammation be hiding low iron?', 'What could be causing the iron loss?', supplement],
    sources: [medline('ferritin-blood-test', 'Ferritin Blood Test'), ods('Iron', 'Iron')],
  },
  {
    loinc: '2498-4', otherLoinc: ['14798-3'], name: 'Iron (serum)', aka: ['Fe', 'Serum iron'], panel: 'vitamins-iron',
    measures: 'The iron moving in your blood at the time of the test. It changes during the day and after meals.',
    high: ['Iron supplements or a recent iron-rich meal', 'Iron overload', 'Liver damage'],
    low: ['Low iron stores', 'Blood loss', 'Inflammation'],
    ask: ['Should this be read together with ferritin and transferrin saturation?', supplement],
    sources: [ironTests, ods('Iron', 'Iron')],
  },
  {
    loinc: '2500-7', name: 'Total iron binding capacity (TIBC)', aka: ['TIBC', 'Iron binding capacity', 'Total iron-binding capacity'], panel: 'vitamins-iron',
    measures: 'How much iron your blood could carry. It mostly reflects transferrin, the protein that carries iron, which goes up when the body is short of iron.',
    high: ['Low iron stores', 'Pregnancy', 'Birth control pills or other estrogen medicines'],
    low: ['Inflammation or long-term illness', 'Liver disease', 'Iron overload', 'Poor nutrition, or protein lost through the kidneys'],
    ask: ['Should this be read together with ferritin and transferrin saturation?'],
    sources: [ironTests, tibc],
  },
  {
    loinc: '2502-3', name: 'Transferrin saturation', aka: ['TSAT', 'Iron saturation', 'Transferrin sat', '% saturation'], panel: 'vitamins-iron',
    measures: 'The share of transferrin, the iron carrier, that is carrying iron right now. It is worked out from serum iron and TIBC.',
    high: ['Iron supplements or a recent iron-rich meal', 'Iron overload, such as hemochromatosis', 'Liver damage, or some anemias where red cells are not made well'],
    low: ['Low iron stores', 'Blood loss', 'Inflammation or long-term illness'],
    ask: ['Should this be repeated on a morning sample, before any iron supplement?', 'If it stays high, should I be tested for hemochromatosis?', supplement],
    sources: [ironTests, tibc, ods('Iron', 'Iron')],
  },
];
