/**
 * Guides for the liver tests and blood proteins (part of the comprehensive metabolic panel).
 * Sources: MedlinePlus, Testing.com (ADLM).
 */
import { M, medline, testingCom } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const meds = 'Could any of my medicines, supplements or alcohol explain this?';
const bilirubin = medline('bilirubin-blood-test', 'Bilirubin Blood Test');
const proteins = [
  medline('total-protein-and-albumin-globulin-a-g-ratio', 'Total Protein and Albumin/Globulin (A/G) Ratio'),
  testingCom('total-protein-albumin-globulin-ag-ratio', 'Total Protein and Albumin/Globulin (A/G) Ratio'),
];
const electrophoresis = 'Do I need a protein electrophoresis test to look at the proteins more closely?';

export const liverGuides: MarkerGuide[] = [
  {
    loinc: '1742-6', otherLoinc: ['1743-4'], name: 'ALT', aka: ['ALT', 'SGPT', 'Alanine aminotransferase', 'GPT'], panel: 'liver',
    measures: 'An enzyme found mostly in the liver. It leaks into the blood when liver cells are irritated or damaged.',
    high: ['Fatty liver', 'Alcohol', 'Some medicines (statins, paracetamol/acetaminophen in large amounts) and herbal supplements', 'Hepatitis', 'Hard exercise shortly before the test'],
    low: [],
    ask: [meds, 'Should it be repeated, and how high is it compared with the upper limit?'],
    sources: [M.alt, M.liver],
  },
  {
    loinc: '1920-8', otherLoinc: ['30239-8'], name: 'AST', aka: ['AST', 'SGOT', 'Aspartate aminotransferase', 'GOT'], panel: 'liver',
    measures: 'An enzyme in the liver and in muscles, including the heart. It rises when these cells are damaged.',
    high: ['Liver irritation (fatty liver, alcohol, hepatitis, some medicines)', 'Muscle injury or hard exercise', 'Statins, in some people'],
    low: [],
    ask: [meds, 'Is the AST to ALT ratio useful in my case?'],
    sources: [M.ast, M.liver],
  },
  {
    loinc: '6768-6', name: 'Alkaline phosphatase (ALP)', aka: ['ALP', 'Alk phos'], panel: 'liver',
    measures: 'An enzyme made in the liver, bile ducts and bones.',
    high: ['Bile duct blockage or liver problems', 'Bone growth (normal in children and teens) or bone conditions', 'Pregnancy'],
    low: ['Poor nutrition or low zinc or magnesium (uncommon)'],
    ask: ['Is this coming from the liver or the bones?'],
    sources: [medline('alkaline-phosphatase', 'Alkaline Phosphatase'), M.liver],
  },
  {
    loinc: '1975-2', otherLoinc: ['14631-6'], name: 'Bilirubin (total)', aka: ['T. bili', 'TBIL', 'Total bilirubin'], panel: 'liver',
    measures: 'A yellow substance made when old red blood cells break down. The liver clears it.',
    high: ["Gilbert's syndrome, a common harmless inherited difference", 'Liver or bile duct problems', 'Faster breakdown of red blood cells', 'Fasting'],
    low: [],
    ask: ['Is this the direct or indirect kind?', "Could this be Gilbert's syndrome?"],
    sources: [bilirubin, M.liver],
  },
  {
    loinc: '1968-7', name: 'Bilirubin (direct)', aka: ['Direct bilirubin', 'Conjugated bilirubin', 'D. Bili', 'DBIL'], panel: 'liver',
    measures: 'The part of bilirubin the liver has already processed so it can leave in bile. It helps show whether a high total bilirubin comes from the liver or bile ducts.',
    high: ['A blocked bile duct, for example from gallstones', 'Liver inflammation, such as hepatitis, or liver damage from alcohol', 'Some medicines', "Rare inherited conditions (Gilbert's syndrome raises the other, indirect kind)"],
    low: [],
    ask: ['Does this fit with my ALP and GGT results?', 'Do I need a scan of my liver and bile ducts?'],
    sources: [bilirubin, testingCom('bilirubin', 'Bilirubin')],
  },
  {
    loinc: '1751-7', otherLoinc: ['61151-7'], name: 'Albumin', aka: ['ALB'], panel: 'liver',
    measures: 'The main protein in your blood, made by the liver. It keeps fluid in your blood vessels.',
    high: ['Dehydration'],
    low: ['Liver disease', 'Kidney disease that lets protein leak into urine', 'Poor nutrition or long-term inflammation'],
    ask: ['Should my urine be checked for protein?'],
    sources: [medline('albumin-blood-test', 'Albumin Blood Test'), M.liver],
  },
  {
    loinc: '2885-2', name: 'Total protein', aka: ['TP', 'Protein, total', 'Serum protein'], panel: 'liver',
    measures: 'All the protein in the liquid part of your blood. Most of it is albumin; the rest are globulins, which include antibodies.',
    high: ['Dehydration', 'Long-term infection or inflammation (more globulins)', 'Less often, a blood condition such as myeloma, where one kind of antibody is made in large amounts'],
    low: ['Liver disease', 'Kidney disease that lets protein leak into urine', 'Poor nutrition or gut conditions that reduce absorption'],
    ask: ['Is it my albumin or my globulin that is out of range?', electrophoresis],
    sources: proteins,
  },
  {
    loinc: '10834-0', name: 'Globulin', aka: ['Globulins', 'Globulin (calc)', 'Total globulin'], panel: 'liver',
    measures: 'The proteins in your blood other than albumin, including the antibodies that fight infection. Labs usually work it out as total protein minus albumin.',
    high: ['Long-term infection or inflammation', 'Autoimmune conditions', 'Liver disease', 'Less often, a blood condition such as myeloma'],
    low: ['Kidney or gut conditions that lose protein', 'The body making too few antibodies (immune deficiency)', 'Liver disease or poor nutrition'],
    ask: ['Does this fit with my albumin?', electrophoresis],
    sources: proteins,
  },
  {
    loinc: '1759-0', name: 'Albumin/globulin ratio (A/G)', aka: ['A/G ratio', 'A:G ratio', 'Alb/Glob ratio'], panel: 'liver',
    measures: 'Your albumin divided by your globulin. There is usually more albumin than globulin, so the ratio is usually above 1.',
    high: ['Too little globulin, for example when the body makes too few antibodies', 'Some inherited or blood conditions (uncommon)'],
    low: ['Too much globulin, from long-term inflammation, autoimmune conditions or, less often, myeloma', 'Too little albumin, from liver disease or kidney disease that lets protein leak into urine'],
    ask: ['Is the change coming from my albumin or my globulin?'],
    sources: proteins,
  },
  {
    loinc: '2324-2', name: 'Gamma-glutamyl transferase (GGT)', aka: ['GGT', 'Gamma GT', 'GGTP'], panel: 'liver',
    measures: 'An enzyme in the liver and bile ducts. It is sensitive to alcohol and some medicines.',
    high: ['Alcohol', 'Fatty liver', 'Bile duct problems', 'Some medicines, such as some seizure medicines'],
    low: [],
    ask: [meds, 'Does this fit with my ALP result?'],
    sources: [medline('gamma-glutamyl-transferase-ggt-test', 'Gamma-glutamyl Transferase (GGT) Test'), M.liver],
  },
];
