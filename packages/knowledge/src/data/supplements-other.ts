/**
 * Non-herbal, non-vitamin supplements: amino acids and their relatives, hormones, enzymes,
 * fibres, joint and sports products and a few household remedies.
 */
import type { Source } from '../source';
import { doi, medlinePlus, mesh, nccih, ods } from '../sources';
import type { Substance } from '../types';
import { supplement } from './builders';

const exercise = ods('ExerciseAndAthleticPerformance', 'Dietary Supplements for Exercise and Athletic Performance');
const weightLoss = ods('WeightLoss', 'Dietary Supplements for Weight Loss');
const jointSupplements = nccih('glucosamine-and-chondroitin-for-osteoarthritis', 'Glucosamine and Chondroitin for Osteoarthritis');
const nattokinaseReview: Source = doi(
  '10.1177/1177271918785130',
  'Chen H, McGowan EM, Ren N, et al. Nattokinase: a promising alternative in prevention and treatment of cardiovascular diseases. Biomark Insights. 2018;13:1177271918785130',
);

export const otherSupplements: Substance[] = [
  // ------------------------------------------------------------------ sleep, mood, serotonin precursors
  // Mild sedation only: deliberately not a CNS depressant class member.
  supplement('melatonin', 'Melatonin', [], {
    synonyms: ['melatonin gummies', 'melatonin tablets', 'melatonin sleep aid', 'melatonine'],
    sources: [nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know'), mesh('Melatonin')],
  }),
  supplement('5-htp', '5-HTP (5-hydroxytryptophan)', ['serotonergic'], {
    synonyms: ['5-hydroxytryptophan', '5 hydroxytryptophan', '5htp', 'oxitriptan', 'griffonia simplicifolia'],
    sources: [mesh('5-Hydroxytryptophan')],
  }),
  supplement('sam-e', 'SAMe (S-adenosylmethionine)', ['serotonergic'], {
    synonyms: ['s-adenosylmethionine', 's-adenosyl-l-methionine', 'ademetionine', 'sam e'],
    sources: [mesh('S-Adenosylmethionine')],
  }),
  supplement('tryptophan', 'L-tryptophan', ['serotonergic'], {
    synonyms: ['l-tryptophan', 'l tryptophan', 'tryptophan supplement'],
    sources: [mesh('Tryptophan')],
  }),
  // ------------------------------------------------------------------ heart, metabolism, sports
  supplement('coq10', 'Coenzyme Q10 (CoQ10)', [], {
    synonyms: ['coenzyme q10', 'co q10', 'co-q10', 'coq-10', 'ubiquinone', 'ubiquinol', 'ubidecarenone', 'coenzyme q'],
    sources: [nccih('coenzyme-q10', 'Coenzyme Q10'), mesh('Ubiquinone')],
  }),
  // Fibrinolytic enzyme from natto; most supplements have the vitamin K2 removed.
  supplement('nattokinase', 'Nattokinase', ['bleeding-risk'], {
    synonyms: ['natto kinase', 'nsk-sd', 'subtilisin nat'],
    sources: [nattokinaseReview],
  }),
  // Slows platelet clumping in laboratory studies; case reports of bruising with anticoagulants.
  supplement('bromelain', 'Bromelain', ['bleeding-risk'], {
    synonyms: ['bromelaine', 'pineapple enzyme', 'pineapple extract', 'ananas comosus'],
    sources: [nccih('bromelain', 'Bromelain')],
  }),
  supplement('alpha-lipoic-acid', 'Alpha-lipoic acid', [], {
    synonyms: ['alpha lipoic acid', 'lipoic acid', 'thioctic acid', 'r-lipoic acid', 'r-ala'],
    sources: [mesh('Thioctic Acid')],
  }),
  supplement('dhea', 'DHEA (dehydroepiandrosterone)', [], {
    synonyms: ['dehydroepiandrosterone', '7-keto dhea'],
    sources: [exercise, mesh('Dehydroepiandrosterone')],
  }),
  supplement('creatine', 'Creatine', [], {
    synonyms: ['creatine monohydrate', 'creatine hcl', 'creatine powder'],
    sources: [exercise],
  }),
  supplement('l-arginine', 'L-arginine', [], {
    synonyms: ['arginine', 'l arginine', 'arginine supplement', 'l-arginine hcl'],
    sources: [exercise, mesh('Arginine')],
  }),
  supplement('caffeine', 'Caffeine (pills and powders)', ['caffeine-source'], {
    brands: ['NoDoz', 'Vivarin'],
    synonyms: ['caffeine pills', 'caffeine tablets', 'caffeine powder', 'caffeine anhydrous', 'pre-workout', 'preworkout'],
    sources: [medlinePlus('caffeine', 'Caffeine'), exercise],
  }),
  supplement('quercetin', 'Quercetin', [], {
    synonyms: ['quercetin dihydrate', 'quercitin'],
    sources: [mesh('Quercetin')],
  }),
  supplement('resveratrol', 'Resveratrol', [], {
    synonyms: ['trans-resveratrol', 'trans resveratrol', 'polygonum cuspidatum'],
    sources: [mesh('Resveratrol')],
  }),
  supplement('spirulina', 'Spirulina', [], {
    synonyms: ['blue-green algae', 'blue green algae', 'arthrospira', 'spirulina powder'],
    sources: [mesh('Spirulina')],
  }),
  supplement('lutein', 'Lutein and zeaxanthin', [], {
    synonyms: ['zeaxanthin', 'lutein zeaxanthin', 'lutein supplement'],
    sources: [mesh('Lutein')],
  }),
  supplement('collagen', 'Collagen', [], {
    synonyms: ['collagen peptides', 'hydrolyzed collagen', 'collagen powder', 'marine collagen'],
    sources: [mesh('Collagen')],
  }),
  supplement('glucomannan', 'Glucomannan', [], {
    synonyms: ['konjac', 'konjac root', 'konjac fiber', 'amorphophallus konjac'],
    sources: [weightLoss],
  }),
  // ------------------------------------------------------------------ joints, gut, fibre
  supplement('glucosamine', 'Glucosamine', [], {
    synonyms: ['glucosamine sulfate', 'glucosamine hydrochloride', 'glucosamine hcl', 'n-acetyl glucosamine'],
    sources: [jointSupplements],
  }),
  supplement('chondroitin', 'Chondroitin', [], {
    synonyms: ['chondroitin sulfate', 'chondroitin sulphate'],
    sources: [jointSupplements],
  }),
  // A combination product: rules about either ingredient apply (OtherFacts has no components field).
  {
    ...supplement('glucosamine-chondroitin', 'Glucosamine and chondroitin', [], {
      brands: ['Osteo Bi-Flex', 'Move Free', 'Cosamin DS'],
      synonyms: ['glucosamine chondroitin', 'glucosamine with chondroitin', 'glucosamine and chondroitin sulfate'],
      sources: [jointSupplements],
    }),
    components: ['glucosamine', 'chondroitin'],
  },
  supplement('probiotics', 'Probiotics', [], {
    brands: ['Culturelle', 'Align', 'Florastor'],
    synonyms: ['probiotic', 'lactobacillus', 'lactobacillus acidophilus', 'acidophilus', 'bifidobacterium', 'saccharomyces boulardii', 'lactobacillus rhamnosus gg'],
    sources: [nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know'), ods('Probiotics', 'Probiotics')],
  }),
  supplement('fiber-psyllium', 'Psyllium (fiber supplement)', [], {
    brands: ['Metamucil', 'Konsyl'],
    synonyms: ['psyllium', 'psyllium husk', 'psyllium fiber', 'ispaghula', 'isabgol', 'fiber supplement', 'fibre supplement', 'plantago ovata'],
    sources: [mesh('Psyllium'), medlinePlus('dietaryfiber', 'Dietary Fiber')],
  }),
  // ------------------------------------------------------------------ household remedies
  supplement('apple-cider-vinegar', 'Apple cider vinegar (supplement)', [], {
    synonyms: ['apple cider vinegar', 'acv', 'acv gummies', 'apple cider vinegar gummies', 'cider vinegar'],
    sources: [mesh('Acetic Acid')],
  }),
  // Binds many drugs in the gut and stops them being absorbed.
  supplement('activated-charcoal', 'Activated charcoal', [], {
    synonyms: ['charcoal', 'charcoal tablets', 'charcoal capsules', 'activated carbon'],
    sources: [mesh('Charcoal')],
  }),
];
