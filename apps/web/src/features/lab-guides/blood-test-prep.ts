/**
 * The blood test guide's text: how to prepare (fasting, water, medicines and their timing,
 * biotin, morning samples, exercise and alcohol) and what to bring. Our wording, each section
 * sourced; general information, and the person's own test instructions come first.
 */
import { M, S, nice } from '@thrivewell/labs/guide-sources';
import type { GuideSection } from './guide-sections';

export const bloodTestPrep: readonly GuideSection[] = [
  {
    id: 'ask-first',
    title: 'First, check what your test needs',
    paragraphs: [
      'Most blood tests need no preparation. Some need you to fast, to come at a certain time of day, or to time a medicine. The instructions from your clinician or the lab always come first: ask them if you are not sure.',
    ],
    sources: [M.prepare],
  },
  {
    id: 'fasting',
    title: 'Fasting',
    paragraphs: [
      'Fasting means no food or drink except water for a set time before the test, usually 8 to 12 hours. It is most often asked for glucose (blood sugar) and sometimes for cholesterol and triglycerides, because a meal changes these for some hours.',
    ],
    points: [
      'Plan the test for the morning, so most of the fast happens while you sleep.',
      'Plain water is fine. Skip coffee, tea, juice, chewing gum and alcohol unless you were told otherwise.',
      'If you have diabetes, ask how to handle your diabetes medicines while fasting, to avoid low blood sugar.',
      'Bring something to eat for after the test.',
    ],
    sources: [M.fasting, M.prepare],
  },
  {
    id: 'water',
    title: 'Drink water',
    paragraphs: [
      'Unless you were told not to, drink water before the test. Being well hydrated makes veins easier to find, and being dehydrated can push some results, such as sodium, urea and hematocrit, up.',
    ],
    sources: [M.fasting, M.sodium],
  },
  {
    id: 'medicines',
    title: 'Medicines and their timing',
    paragraphs: [
      'Keep taking your medicines as usual unless your clinician tells you otherwise. Never stop a medicine just for a blood test without asking. Bring a list of everything you take, including vitamins and supplements.',
    ],
    points: [
      'Levothyroxine: a dose taken shortly before the blood draw can raise free T4 for some hours. Many clinicians ask you to take it after the test on test days; ask yours.',
      'Warfarin: your INR is checked to adjust the dose. Take it as usual and tell the clinic about any missed dose, new medicine or change in diet.',
      'Steroid medicines can change cortisol and glucose results: tell your clinician before those tests.',
    ],
    sources: [S.ataHypothyroidism, nice('ng145', 'Thyroid disease: assessment and management'), M.inr, S.testingCortisol],
  },
  {
    id: 'biotin',
    title: 'Biotin before thyroid and heart tests',
    paragraphs: [
      'Biotin (vitamin B7), often in hair, skin and nail supplements and some multivitamins, can make some lab tests falsely high or falsely low. These include some thyroid tests (TSH, free T4, free T3) and troponin, a heart test, where a falsely low result could mean a heart attack is missed.',
      'Tell your clinician and the lab if you take biotin. The FDA says there is not enough information to know whether stopping biotin for a certain number of hours before a test prevents wrong results, so ask your clinician or the lab what to do before your test.',
    ],
    sources: [S.fdaBiotin2019],
  },
  {
    id: 'morning',
    title: 'Morning samples: cortisol and testosterone',
    paragraphs: [
      'Some hormones change through the day. Cortisol is highest in the early morning and testosterone is highest in the morning too, so these tests are usually booked for the morning, often around 8 am. A testosterone result that is low is usually repeated on another morning before anything is decided.',
    ],
    sources: [M.cortisol, S.testingCortisol, M.testosterone, S.endocrineTestosterone],
  },
  {
    id: 'exercise-alcohol',
    title: 'Exercise, alcohol and illness',
    points: [
      'Hard exercise in the day or two before a test can raise creatine kinase (CK) and liver enzymes (AST, ALT).',
      'Alcohol can raise triglycerides and liver tests such as GGT.',
      'A recent infection can raise CRP and white cells: mention it, as a repeat test may be better.',
    ],
    sources: [M.ck, M.liver, M.prepare],
  },
  {
    id: 'on-the-day',
    title: 'On the day',
    points: [
      'Wear a top with sleeves that roll up easily.',
      'Bring your test form, your list of medicines and supplements, and a snack if you are fasting.',
      'Tell the person taking the blood if you feel faint with needles; you can lie down.',
      'Ask when and how you will get your results, and who will explain them.',
    ],
    sources: [M.prepare],
  },
];
