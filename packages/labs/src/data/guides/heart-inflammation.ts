/** Guides for CRP, ESR, CK, LDH, troponin, INR/PT and uric acid. Sources: MedlinePlus, Testing.com, FDA (biotin and statins). */
import { M, S, medline, testingCom } from '../../guide-sources';
import type { MarkerGuide } from '../../guide-types';

export const heartInflammationGuides: MarkerGuide[] = [
  {
    loinc: '1988-5', otherLoinc: ['30522-7'], name: 'C-reactive protein (CRP)', aka: ['CRP', 'hs-CRP', 'High-sensitivity CRP'], panel: 'heart-inflammation',
    measures: 'A protein the liver makes when there is inflammation in the body. The high-sensitivity test is also used for heart risk.',
    high: ['An infection, even a cold', 'Injury or surgery', 'Long-term inflammatory conditions', 'Smoking and extra body weight'],
    low: [],
    ask: ['Was I unwell recently, and should this be repeated when I am well?'],
    sources: [medline('c-reactive-protein-crp-test', 'C-Reactive Protein (CRP) Test')],
  },
  {
    loinc: '4537-7', name: 'Erythrocyte sedimentation rate (ESR)', aka: ['ESR', 'Sed rate', 'Sedimentation rate', 'Westergren'], panel: 'heart-inflammation',
    measures: 'How fast red blood cells sink to the bottom of a tube in one hour. They sink faster when there is inflammation, so ESR shows that inflammation is there, but not where.',
    high: ['An infection or inflammation', 'Autoimmune conditions, such as rheumatoid arthritis', 'Anemia, pregnancy, kidney disease, and older age (ESR rises with age)', 'Less often, some cancers, such as myeloma'],
    low: ['Usually not a concern. Some blood conditions, such as sickle cell disease or a high red cell count, give low results'],
    ask: ['Should my CRP be checked too?', 'Should this be repeated to see whether it is coming down?'],
    sources: [medline('erythrocyte-sedimentation-rate-esr', 'Erythrocyte Sedimentation Rate (ESR)'), testingCom('erythrocyte-sedimentation-rate-esr', 'Erythrocyte Sedimentation Rate (ESR)')],
  },
  {
    loinc: '2157-6', name: 'Creatine kinase (CK)', aka: ['CK', 'CPK', 'Creatine phosphokinase'], panel: 'heart-inflammation',
    measures: 'An enzyme in muscles. It leaks into the blood when muscle is strained or damaged.',
    high: ['Hard exercise in the days before the test', 'A fall, injury or injection into a muscle', 'Statins, in some people, often with muscle aches', 'Underactive thyroid'],
    low: ['Low muscle mass'],
    ask: ['Did I exercise hard before the test, and should it be repeated after rest?', 'I have muscle pain or weakness: could it be my statin?'],
    sources: [M.ck, S.fdaStatins2012],
  },
  {
    loinc: '2532-0', name: 'Lactate dehydrogenase (LDH)', aka: ['LDH', 'LD', 'Lactic dehydrogenase'], panel: 'heart-inflammation',
    measures: 'An enzyme found in almost every part of the body. It leaks into the blood when cells are damaged, so a high level shows damage somewhere, but not where.',
    high: ['Red cells breaking in the tube during or after the blood draw (a false high, and common)', 'Hard exercise or a muscle injury', 'Red blood cells breaking down faster than usual in the body', 'Liver, lung, heart or kidney damage', 'Some infections and some cancers'],
    low: [],
    ask: ['Could a sample problem explain this, and should it be repeated?', 'Which other tests could show where it is coming from?'],
    sources: [medline('lactate-dehydrogenase-ldh-test', 'Lactate Dehydrogenase (LDH) Test'), testingCom('lactate-dehydrogenase-ldh', 'Lactate Dehydrogenase (LD, LDH)')],
  },
  {
    loinc: '89579-7', otherLoinc: ['10839-9', '6598-7', '67151-1'], name: 'Troponin', aka: ['Troponin I', 'Troponin T', 'hs-TnI', 'hs-TnT', 'cTn'], panel: 'heart-inflammation',
    measures: 'A protein released when heart muscle is damaged. It is used in hospital to check for a heart attack.',
    high: ['Heart muscle injury, including a heart attack', 'Heart inflammation, heart failure or a fast heart rhythm', 'Kidney disease', 'High-dose biotin can change results on some tests'],
    low: ['Usually normal. High-dose biotin can give a falsely low result on some tests'],
    ask: ['I take biotin: was the test one that biotin can affect?'],
    sources: [M.troponin, S.fdaBiotin2019],
  },
  {
    loinc: '6301-6', otherLoinc: ['34714-6', '46418-0', '5902-2'], name: 'INR and prothrombin time (PT)', aka: ['INR', 'PT/INR', 'PT', 'Prothrombin time', 'Pro time', 'Protime'], panel: 'heart-inflammation',
    measures: 'How long your blood takes to clot. The PT is that time in seconds; the INR turns it into a standard ratio that can be compared between labs, and it is used to adjust warfarin doses.',
    high: ['Warfarin (this is the intended effect, up to your target range)', 'Liver disease', 'Low vitamin K', 'Some antibiotics and other medicines that change warfarin'],
    low: ['A missed warfarin dose', 'Eating much more vitamin K (green leafy vegetables) than usual', 'Some medicines and supplements, such as St John’s wort'],
    ask: ['What is my INR target range?', 'Do any new medicines, supplements or diet changes affect my warfarin?', 'I do not take warfarin: what could make my blood clot more slowly?'],
    sources: [M.inr, testingCom('prothrombin-time-and-international-normalized-ratio-ptinr', 'Prothrombin Time and International Normalized Ratio (PT/INR)')],
  },
  {
    loinc: '3084-1', otherLoinc: ['14933-6'], name: 'Uric acid', aka: ['Urate', 'UA'], panel: 'heart-inflammation',
    measures: 'A waste product made when the body breaks down purines, found in some foods and drinks.',
    high: ['Gout or a tendency to it', 'Alcohol, especially beer, and sugary drinks', 'Water pills', 'Kidney problems'],
    low: ['Medicines that lower uric acid, such as allopurinol', 'Some liver or kidney conditions (uncommon)'],
    ask: ['If I take allopurinol, what uric acid level should I aim for?', 'Could any of my medicines raise it?'],
    sources: [M.uricAcid],
  },
];
