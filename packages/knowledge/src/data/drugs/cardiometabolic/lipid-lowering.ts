/**
 * Other lipid-lowering medicines (besides the statins). Side effects and warnings are our own
 * summaries of each FDA label on DailyMed (always cited by drug()).
 */
import { S, mesh } from '../../../sources';
import type { Substance } from '../../../types';
import { drug } from '../../builders';
import { statins, statinSerious, statinMuscle } from './blood-thinner-lipid-wording';

const lipids = mesh('Anticholesteremic Agents');
const pcsk9Side = ['Cold-like symptoms', 'Injection-site redness or pain', 'Back pain', 'Flu-like symptoms'];

export const lipidLoweringDrugs: Substance[] = [
  // ------------------------------------------------------------------ other lipid-lowering medicines
  drug('ezetimibe', 'Ezetimibe', [], {
    brands: ['Zetia', 'Ezetrol'],
    synonyms: ['ezetimib', 'ezetimide', 'ezetamibe'],
    sideEffects: ['Diarrhea', 'Joint pain', 'Cold-like symptoms', 'Tiredness'],
    seriousSideEffects: ['Liver problems when combined with a statin', 'Muscle problems (rare)', 'Serious allergic reaction (rare)'],
    warnings: [
      'Cholestyramine and other bile acid sequestrants bind it; take ezetimibe at least 2 hours before or 4 hours after them.',
      'With cyclosporine or fenofibrate, extra monitoring is usual.',
    ],
    sources: [lipids],
  }),
  drug('ezetimibe-simvastatin', 'Ezetimibe and simvastatin', ['cyp3a4-statin', 'cyp3a4-sensitive-substrate'], {
    brands: ['Vytorin', 'Inegy'],
    synonyms: ['ezetimibe/simvastatin', 'simvastatin ezetimibe'],
    components: ['ezetimibe', 'simvastatin'],
    sideEffects: ['Muscle aches', 'Headache', 'Diarrhea', 'Cold-like symptoms'],
    seriousSideEffects: statinSerious,
    warnings: [
      statinMuscle,
      'The simvastatin part must not be taken with strong CYP3A4 blockers, gemfibrozil, cyclosporine or danazol; grapefruit juice should be avoided.',
      'Take it at least 2 hours before or 4 hours after a bile acid sequestrant such as cholestyramine.',
    ],
    sources: [statins, S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('fenofibrate', 'Fenofibrate', [], {
    brands: ['Tricor', 'Lipofen', 'Fenoglide', 'Antara', 'Triglide', 'Lipantil', 'Supralip'],
    synonyms: ['fenofibrat', 'fenofibrate micronized', 'fenofibrate nanocrystal'],
    sideEffects: ['Abnormal liver tests', 'Stomach pain', 'Back pain', 'Headache'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Liver injury', 'Gallstones', 'Pancreatitis', 'Blood clots in legs or lungs'],
    warnings: [
      'It can strengthen warfarin; INR is checked more often when it is started or changed.',
      'It is not for people with severe kidney disease, active liver disease or gallbladder disease.',
    ],
    sources: [lipids, mesh('Fibric Acids')],
  }),
  drug('fenofibric-acid', 'Fenofibric acid', [], {
    brands: ['Trilipix', 'Fibricor'],
    synonyms: ['choline fenofibrate', 'fenofibric acid dr'],
    sideEffects: ['Headache', 'Back pain', 'Indigestion', 'Abnormal liver tests'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Liver injury', 'Gallstones', 'Pancreatitis'],
    warnings: [
      'It can strengthen warfarin; INR is checked more often when it is started or changed.',
      'It is not for people with severe kidney disease, active liver disease or gallbladder disease.',
    ],
    sources: [lipids, mesh('Fibric Acids')],
  }),
  drug('gemfibrozil', 'Gemfibrozil', ['strong-cyp2c8-inhibitor', 'oatp1b-inhibitor'], {
    brands: ['Lopid'],
    synonyms: ['gemfibrozile', 'gemfibrosil', 'gemfibrizol'],
    sideEffects: ['Indigestion', 'Stomach pain', 'Diarrhea', 'Tiredness'],
    seriousSideEffects: ['Muscle injury, especially with a statin', 'Gallstones', 'Liver problems', 'Low blood counts (rare)'],
    warnings: [
      'It must not be combined with simvastatin, repaglinide, dasabuvir or selexipag, and other statins are generally avoided with it.',
      'It strongly blocks the CYP2C8 enzyme and strengthens warfarin; INR is checked more often.',
      'It is taken 30 minutes before breakfast and dinner.',
    ],
    sources: [lipids, mesh('Fibric Acids'), S.fdaCyp],
  }),
  drug('niacin', 'Niacin', ['hepatotoxic'], {
    brands: ['Niaspan', 'Niacor'],
    synonyms: ['nicotinic acid', 'niacin er', 'niacin extended-release'],
    sideEffects: ['Flushing, warmth and itching', 'Upset stomach', 'Diarrhea', 'Headache'],
    seriousSideEffects: ['Liver injury', 'Muscle injury when combined with a statin', 'Higher blood sugar', 'Gout flare', 'Stomach ulcer'],
    warnings: [
      'Different niacin products are not interchangeable milligram for milligram; switching without guidance has caused serious liver injury.',
      'Flushing is less with a low-fat snack at bedtime and without alcohol or hot drinks around the dose.',
      'Bile acid sequestrants are taken 4 to 6 hours apart from it.',
    ],
    sources: [lipids, mesh('Niacin')],
  }),
  drug('icosapent-ethyl', 'Icosapent ethyl', ['omega-3', 'bleeding-risk'], {
    brands: ['Vascepa', 'Vazkepa'],
    synonyms: ['icosapent', 'ethyl EPA', 'eicosapentaenoic acid ethyl ester'],
    sideEffects: ['Joint pain', 'Muscle or back pain', 'Swelling of the arms or legs', 'Constipation'],
    seriousSideEffects: ['Atrial fibrillation or flutter', 'Bleeding, especially with blood thinners'],
    warnings: [
      'It can raise bleeding risk, more so with anticoagulants or antiplatelet drugs.',
      'Use with caution if you are allergic to fish or shellfish.',
    ],
    sources: [lipids, mesh('Fatty Acids, Omega-3')],
  }),
  drug('omega-3-acid-ethyl-esters', 'Omega-3-acid ethyl esters', ['omega-3'], {
    brands: ['Lovaza', 'Omacor'],
    synonyms: ['omega-3 acid ethyl esters', 'prescription fish oil capsules'],
    sideEffects: ['Burping', 'Taste changes', 'Indigestion'],
    seriousSideEffects: ['Atrial fibrillation (in people with a history of it)', 'Bleeding (rare)'],
    warnings: [
      'Use with caution if you are allergic to fish or shellfish.',
      'It can raise LDL cholesterol in some people; blood fats are checked.',
    ],
    sources: [lipids, mesh('Fatty Acids, Omega-3')],
  }),
  drug('evolocumab', 'Evolocumab', [], {
    brands: ['Repatha', 'Repatha SureClick'],
    synonyms: ['evolocumab injection', 'evolocumub'],
    sideEffects: pcsk9Side,
    seriousSideEffects: ['Serious allergic reaction (hives, rash)', 'Swelling of the face, lips or throat (angioedema)'],
    warnings: ['It is injected under the skin every 2 weeks or once a month; pens are kept in the fridge.'],
    sources: [lipids, mesh('PCSK9 Inhibitors')],
  }),
  drug('alirocumab', 'Alirocumab', [], {
    brands: ['Praluent'],
    synonyms: ['alirocumab injection', 'alirocumub'],
    sideEffects: pcsk9Side,
    seriousSideEffects: ['Serious allergic reaction (hives, rash)', 'Swelling of the face, lips or throat (angioedema)'],
    warnings: ['It is injected under the skin every 2 or 4 weeks; pens are kept in the fridge.'],
    sources: [lipids, mesh('PCSK9 Inhibitors')],
  }),
  drug('bempedoic-acid', 'Bempedoic acid', [], {
    brands: ['Nexletol', 'Nilemdo'],
    synonyms: ['bempedoic', 'bempedoic acid tablets'],
    sideEffects: ['Cold-like symptoms', 'Muscle spasms', 'Back pain', 'Stomach pain'],
    seriousSideEffects: ['Raised uric acid and gout', 'Tendon rupture', 'Anemia'],
    warnings: [
      'It raises simvastatin and pravastatin levels, so simvastatin above 20 mg and pravastatin above 40 mg are avoided with it.',
      'Report tendon pain or swelling promptly.',
    ],
    sources: [lipids],
  }),
  drug('colesevelam', 'Colesevelam', [], {
    brands: ['Welchol', 'Cholestagel'],
    synonyms: ['colesevelam hcl', 'colesevalam'],
    sideEffects: ['Constipation', 'Indigestion', 'Nausea'],
    seriousSideEffects: ['Bowel blockage', 'Very high triglycerides and pancreatitis', 'Trouble swallowing the large tablets'],
    warnings: [
      'It binds some medicines in the gut; levothyroxine, glyburide, olmesartan, birth-control pills and others are taken at least 4 hours before it.',
      'It can lower absorption of vitamins A, D, E and K.',
    ],
    sources: [lipids, mesh('Anion Exchange Resins')],
  }),
  drug('cholestyramine', 'Cholestyramine', [], {
    brands: ['Questran', 'Questran Light', 'Prevalite'],
    synonyms: ['colestyramine', 'cholestyramine resin'],
    sideEffects: ['Constipation', 'Bloating and gas', 'Nausea', 'Indigestion'],
    seriousSideEffects: ['Bowel blockage', 'Bleeding tendency from low vitamin K', 'Acid build-up in the blood (rare)'],
    warnings: [
      'It binds many medicines in the gut; other medicines are taken at least 1 hour before or 4 to 6 hours after it.',
      'It can lower absorption of vitamins A, D, E and K and folic acid.',
    ],
    sources: [lipids, mesh('Anion Exchange Resins')],
  }),
];
