/**
 * Antiseizure medicines. Side effects and warnings are our own summaries of each FDA label on
 * DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { aedSuicide, aedWithdrawal } from './shared-wording';

const gabapentinoidBreathing =
  'With opioids, alcohol or other sedatives, in older age, or with lung disease such as COPD, it can cause serious breathing problems.';
const inducerBreakdown =
  'It speeds the breakdown of many medicines, including birth-control pills, warfarin and some HIV medicines, making them work less well.';

export const antiseizureDrugs: Substance[] = [
  // ------------------------------------------------------------------ antiseizure
  drug('gabapentin', 'Gabapentin', ['gabapentinoid', 'antiepileptic'], {
    brands: ['Neurontin', 'Gralise', 'Horizant'],
    synonyms: ['gabapentine', 'gabapenten', 'neurotin'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Unsteadiness', 'Tiredness', 'Swelling of the legs or feet'],
    seriousSideEffects: [
      'Slowed breathing, especially with opioids or other sedatives',
      'Suicidal thoughts or mood changes',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
      'Severe allergic reaction with swelling of the face or throat',
      'Misuse and withdrawal symptoms',
    ],
    warnings: [gabapentinoidBreathing, aedSuicide, aedWithdrawal],
  }),
  drug('pregabalin', 'Pregabalin', ['gabapentinoid', 'antiepileptic'], {
    brands: ['Lyrica', 'Lyrica CR', 'Alzain'],
    synonyms: ['pregablin', 'pregabaline', 'pregabalen'],
    sideEffects: ['Dizziness', 'Drowsiness', 'Weight gain', 'Swelling of hands or feet', 'Blurred vision', 'Dry mouth'],
    seriousSideEffects: [
      'Slowed breathing, especially with opioids or other sedatives',
      'Severe allergic reaction with swelling of the face or throat',
      'Suicidal thoughts or mood changes',
      'Dependence and withdrawal symptoms',
    ],
    warnings: [
      gabapentinoidBreathing,
      aedSuicide,
      'Stopping suddenly can cause trouble sleeping, nausea, headache or seizures; talk to your prescriber before changing the dose.',
    ],
  }),
  drug('lamotrigine', 'Lamotrigine', ['antiepileptic'], {
    brands: ['Lamictal', 'Lamictal XR', 'Lamictal ODT', 'Subvenite'],
    synonyms: ['lamotrigene', 'lamotrigin', 'lamictel'],
    sideEffects: ['Dizziness', 'Headache', 'Double or blurred vision', 'Unsteadiness', 'Nausea', 'Mild rash'],
    seriousSideEffects: [
      'Serious, life-threatening skin rash (Stevens-Johnson syndrome)',
      'Severe immune reaction (HLH) with fever and rash',
      'Aseptic meningitis (headache, fever, stiff neck)',
      'Heart rhythm problems in people with heart disease',
      'Suicidal thoughts',
    ],
    warnings: [
      'Boxed warning: serious, sometimes fatal rashes can occur, mostly in the first 2–8 weeks, when the dose is raised too fast, or with valproate; seek care for any rash.',
      'Valproate more than doubles its level and estrogen birth control lowers it, so doses are adjusted when these are started or stopped.',
      aedWithdrawal,
    ],
  }),
  drug('levetiracetam', 'Levetiracetam', ['antiepileptic'], {
    brands: ['Keppra', 'Keppra XR', 'Spritam', 'Elepsia XR', 'Desitrend'],
    synonyms: ['levetiracetem', 'levitiracetam', 'levetiracitam'],
    sideEffects: ['Drowsiness', 'Tiredness or weakness', 'Dizziness', 'Irritability', 'Cold-like infections'],
    seriousSideEffects: [
      'Aggression, depression, psychosis or other behavior changes',
      'Suicidal thoughts',
      'Serious skin reactions',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
      'Coordination problems',
    ],
    warnings: [
      'Watch for irritability, aggression, depression or other behavior changes and report them to your prescriber.',
      aedSuicide,
      aedWithdrawal,
    ],
  }),
  drug('topiramate', 'Topiramate', ['antiepileptic'], {
    brands: ['Topamax', 'Trokendi XR', 'Qudexy XR', 'Eprontia'],
    synonyms: ['topiramite', 'toprimate', 'topirimate'],
    sideEffects: ['Tingling in hands and feet', 'Change in taste', 'Weight loss', 'Trouble with memory or finding words', 'Tiredness', 'Dizziness'],
    seriousSideEffects: [
      'Sudden eye pain or blurred vision (acute glaucoma)',
      'Reduced sweating and overheating',
      'Kidney stones',
      'Metabolic acidosis (fast breathing, tiredness)',
      'Suicidal thoughts',
    ],
    warnings: [
      'Sudden eye pain or blurred vision needs urgent care, as it can signal a rare form of glaucoma.',
      'It raises the risk of cleft lip or palate if taken in pregnancy, and at higher doses can make estrogen birth control less effective.',
      aedWithdrawal,
    ],
  }),
  drug('valproic-acid', 'Valproic acid', ['antiepileptic', 'hepatotoxic'], {
    brands: ['Depakote', 'Depakote ER', 'Depakote Sprinkle', 'Depakene', 'Epilim', 'Epival'],
    synonyms: ['valproate', 'divalproex', 'sodium valproate', 'valporic acid', 'depakot'],
    sideEffects: ['Nausea', 'Tremor', 'Weight gain', 'Hair loss', 'Drowsiness', 'Indigestion'],
    seriousSideEffects: [
      'Liver failure',
      'Pancreatitis (severe stomach pain with vomiting)',
      'Major birth defects and lower IQ in children exposed before birth',
      'Low platelets and bleeding',
      'High ammonia (confusion, vomiting)',
    ],
    warnings: [
      'Boxed warnings: it can cause life-threatening liver damage and pancreatitis, and in pregnancy it causes major birth defects and lower IQ in children.',
      'Carbapenem antibiotics can drop its level sharply, and it more than doubles lamotrigine levels.',
      'Get care quickly for stomach pain with vomiting, yellow skin or eyes, or unusual tiredness.',
    ],
  }),
  drug('carbamazepine', 'Carbamazepine', ['antiepileptic', 'strong-cyp3a4-inducer', 'narrow-therapeutic-index', 'pgp-inducer'], {
    brands: ['Tegretol', 'Tegretol XR', 'Carbatrol', 'Epitol', 'Equetro'],
    synonyms: ['carbamazapine', 'carbamezepine', 'tegretal'],
    sideEffects: ['Dizziness', 'Drowsiness', 'Unsteadiness', 'Nausea', 'Vomiting', 'Blurred or double vision'],
    seriousSideEffects: [
      'Serious, life-threatening skin rash (Stevens-Johnson syndrome)',
      'Severe drop in blood cells (aplastic anemia, agranulocytosis)',
      'Low blood sodium',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
      'Suicidal thoughts',
    ],
    warnings: [
      'Boxed warnings: serious skin reactions (more likely with the HLA-B*1502 gene, common in some Asian ancestries) and rare severe drops in blood cells.',
      inducerBreakdown,
      'Grapefruit and CYP3A4 blockers such as clarithromycin or erythromycin can raise its level to toxic amounts.',
    ],
    sources: [S.fdaCyp, S.fdaGrapefruit],
  }),
  drug('oxcarbazepine', 'Oxcarbazepine', ['antiepileptic', 'cyp3a4-inducer'], {
    brands: ['Trileptal', 'Oxtellar XR'],
    synonyms: ['oxcarbazapine', 'oxcarbamazepine', 'trileptol'],
    sideEffects: ['Dizziness', 'Drowsiness', 'Double vision', 'Nausea', 'Unsteadiness', 'Headache'],
    seriousSideEffects: [
      'Low blood sodium (headache, confusion, weakness)',
      'Serious skin reactions',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
      'Severe allergic reaction with swelling',
      'Suicidal thoughts',
    ],
    warnings: [
      'It can lower blood sodium; report headache, confusion or unusual weakness.',
      'It can make hormonal birth control less effective, so another method may be needed.',
      aedWithdrawal,
    ],
  }),
  drug('phenytoin', 'Phenytoin', ['antiepileptic', 'strong-cyp3a4-inducer', 'narrow-therapeutic-index', 'pgp-inducer'], {
    brands: ['Dilantin', 'Phenytek', 'Epanutin'],
    synonyms: ['phenytoine', 'phenitoin', 'phenytion'],
    sideEffects: ['Unsteadiness', 'Dizziness', 'Drowsiness', 'Slurred speech', 'Overgrown gums'],
    seriousSideEffects: [
      'Toxicity (jerky eye movements, confusion, severe unsteadiness)',
      'Serious skin reactions',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
      'Liver injury',
      'Bone thinning with long use',
    ],
    warnings: [
      'Boxed warning (injection): giving it too fast into a vein can cause dangerously low blood pressure and heart rhythm problems.',
      'Small dose changes can cause large changes in blood level, so levels are checked and products are not switched without the prescriber.',
      'It speeds the breakdown of many medicines (including birth-control pills), and many others change its own level; check every new medicine with your pharmacist.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('phenobarbital', 'Phenobarbital', ['barbiturate', 'antiepileptic', 'strong-cyp3a4-inducer'], {
    brands: ['Luminal', 'Sezaby'],
    synonyms: ['phenobarbitone', 'phenobarb', 'phenobarbitol'],
    sideEffects: ['Drowsiness', 'Unsteadiness', 'Confusion in older adults', 'Restlessness or hyperactivity in children', 'Low mood'],
    seriousSideEffects: [
      'Slowed breathing, especially with other sedatives',
      'Dependence and withdrawal seizures',
      'Serious skin reactions',
      'Suicidal thoughts',
    ],
    warnings: [
      'Alcohol, opioids, benzodiazepines and other sedatives add to its effects and can dangerously slow breathing.',
      inducerBreakdown,
      'Stopping suddenly after regular use can cause withdrawal seizures; talk to your prescriber before changing the dose.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('primidone', 'Primidone', ['barbiturate', 'antiepileptic', 'strong-cyp3a4-inducer'], {
    brands: ['Mysoline'],
    synonyms: ['primadone', 'primidon', 'primedone'],
    sideEffects: ['Unsteadiness', 'Dizziness', 'Drowsiness', 'Nausea'],
    seriousSideEffects: ['Slowed breathing, especially with other sedatives', 'Dependence and withdrawal seizures', 'Anemia', 'Suicidal thoughts'],
    warnings: [
      'The body turns part of it into phenobarbital, so it shares that drug’s sedation and its effect of speeding the breakdown of other medicines.',
      aedWithdrawal,
    ],
    sources: [S.fdaCyp],
  }),
  drug('lacosamide', 'Lacosamide', ['antiepileptic'], {
    brands: ['Vimpat', 'Motpoly XR'],
    synonyms: ['lacosamid', 'lacosomide', 'lacozamide'],
    sideEffects: ['Dizziness', 'Double vision', 'Headache', 'Nausea', 'Unsteadiness'],
    seriousSideEffects: [
      'Slowed heart conduction or heart block',
      'Fainting',
      'Suicidal thoughts',
      'Serious drug reaction with rash, fever and organ inflammation (DRESS)',
    ],
    warnings: [
      'It can slow the heart’s electrical conduction, so heart disease or other medicines that do the same (such as beta blockers) need extra care.',
      aedSuicide,
      aedWithdrawal,
    ],
  }),
  drug('zonisamide', 'Zonisamide', ['antiepileptic'], {
    brands: ['Zonegran', 'Zonisade'],
    synonyms: ['zonisamid', 'zonisimide', 'zonisamyde'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Less appetite', 'Unsteadiness', 'Irritability'],
    seriousSideEffects: [
      'Serious skin rashes',
      'Reduced sweating and overheating',
      'Kidney stones',
      'Metabolic acidosis',
      'Low blood cell counts',
    ],
    warnings: [
      'It is a sulfonamide, so people allergic to sulfa medicines should not take it.',
      aedSuicide,
      aedWithdrawal,
    ],
  }),
];
