/**
 * The test-kits guide's text: the kinds of home kits (finger-prick, urine dipsticks, mail-in),
 * their accuracy limits and what to do with a result. Our wording, each section sourced.
 */
import { M, S } from '@thrivewell/labs/guide-sources';
import type { GuideSection } from './guide-sections';

export const testKitSections: readonly GuideSection[] = [
  {
    id: 'kinds',
    title: 'Two kinds of home test',
    points: [
      'Self-tests: you put a sample (blood, urine or saliva) on the kit and read the result yourself within minutes. Examples: urine dipsticks, blood glucose meters, pregnancy tests.',
      'Self-collection (mail-in) tests: you take the sample at home and post it to a lab, which tests it and sends you the result, often online, after some days.',
    ],
    sources: [M.homeTests, S.labTestsOnlineHome],
  },
  {
    id: 'finger-prick',
    title: 'Finger-prick blood kits',
    paragraphs: [
      'Many mail-in kits ask for a few drops of blood from a finger prick, collected into a small tube or onto a card. Follow the kit’s instructions exactly: they say how to warm your hand, where to prick and how much blood is needed.',
    ],
    points: [
      'Too little blood, a late posting or a very hot or cold journey can make the lab unable to test the sample.',
      'Squeezing the finger hard can damage blood cells and push some results, such as potassium, up falsely.',
      'A finger-prick result can differ a little from a vein sample, and from lab to lab: compare like with like over time.',
    ],
    sources: [S.labTestsOnlineHome, M.potassium, M.homeTests],
  },
  {
    id: 'dipsticks',
    title: 'Urine dipsticks',
    paragraphs: [
      'A dipstick has small pads that change colour with what is in your urine. You compare each pad with the colour chart on the bottle at the time the chart gives, from 30 seconds for glucose to 2 minutes for leukocytes. Timing matters: read too early or too late and the colour is wrong.',
    ],
    points: [
      'Use fresh urine, ideally a midstream sample, in a clean container.',
      'Keep the bottle’s cap tightly closed and do not use strips past their expiry date.',
      'Read in good daylight. If you find colours hard to tell apart, ask someone to help or use a strip reader.',
      'Large amounts of vitamin C can hide glucose and blood on the strip.',
    ],
    sources: [S.multistix, M.urinalysis, S.testingUrinalysis],
  },
  {
    id: 'accuracy',
    title: 'How accurate are home kits?',
    paragraphs: [
      'Home kits are mostly screening tests: they can point to something worth checking, but they cannot diagnose. Results can be wrong if the kit was stored badly, the sample was not collected right, or the instructions were not followed.',
    ],
    points: [
      'In the US, look for tests the FDA has cleared or approved for home use; some kits sold online are not.',
      'A normal result does not rule a condition out if you have symptoms.',
      'An unexpected result is often repeated, or checked with a lab test, before anything is decided.',
    ],
    sources: [S.fdaHomeTests, S.labTestsOnlineHome, M.homeTests],
  },
  {
    id: 'results',
    title: 'What to do with your results',
    points: [
      'Share the result with your clinician, whatever it shows, especially if it is outside the range or you have symptoms.',
      'Do not start, stop or change a medicine because of a home test without talking to your clinician.',
      'Keep your results together with the date, the kit used and anything that might have affected them (illness, exercise, supplements such as biotin).',
      'If you feel very unwell, do not wait for a kit result: get medical help.',
    ],
    sources: [M.homeTests, S.fdaBiotin2019],
  },
];
