/** Guides for the liver tests (part of the comprehensive metabolic panel). Sources: MedlinePlus. */
import { M, medline } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

const meds = 'Could any of my medicines, supplements or alcohol explain this?';

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
    sources: [medline('bilirubin-blood-test', 'Bilirubin Blood Test'), M.liver],
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
    loinc: '2324-2', name: 'Gamma-glutamyl transferase (GGT)', aka: ['GGT', 'Gamma GT', 'GGTP'], panel: 'liver',
    measures: 'An enzyme in the liver and bile ducts. It is sensitive to alcohol and some medicines.',
    high: ['Alcohol', 'Fatty liver', 'Bile duct problems', 'Some medicines, such as some seizure medicines'],
    low: [],
    ask: [meds, 'Does this fit with my ALP result?'],
    sources: [medline('gamma-glutamyl-transferase-ggt-test', 'Gamma-glutamyl Transferase (GGT) Test'), M.liver],
  },
];
