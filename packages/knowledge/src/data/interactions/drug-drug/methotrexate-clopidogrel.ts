/**
 * Drug–drug interaction rules for methotrexate and clopidogrel.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const methotrexateClopidogrelRules: InteractionRule[] = [
  // ------------------------------------------------------------ methotrexate and clopidogrel
  rule('methotrexate+nsaid', 'methotrexate', 'class:nsaid', 'major', 'established', {
    summary: 'NSAIDs can raise methotrexate levels, causing serious toxicity (low blood counts, mouth ulcers, kidney damage), mainly with high cancer doses.',
    mechanism: 'NSAIDs reduce kidney clearance of methotrexate.',
    management: 'At the low weekly doses used for arthritis they are often used together under blood-test monitoring. Ask your prescriber before taking over-the-counter NSAIDs.',
  }, [dailyMed('Methotrexate')]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`methotrexate+${tmp}`, 'methotrexate', tmp, 'major', 'established', {
    summary: 'Trimethoprim (alone or in sulfamethoxazole-trimethoprim) with methotrexate can cause severe, sometimes fatal, bone-marrow suppression, even at low methotrexate doses.',
    mechanism: 'Both block folate metabolism, and the antibiotic slows methotrexate clearance.',
    management: 'Make sure any prescriber of an antibiotic knows you take methotrexate; another antibiotic is usually chosen.',
  }, [dailyMed('Methotrexate'), dailyMed('Bactrim')])),

  rule('methotrexate+ppi', 'methotrexate', 'class:ppi', 'moderate', 'probable', {
    summary: 'Proton pump inhibitors can slow the clearance of high-dose methotrexate and raise its toxicity.',
    mechanism: 'PPIs may block the kidney transport that removes methotrexate.',
    management: 'This matters mainly for high-dose cancer treatment; your care team may pause the PPI around those doses.',
  }, [dailyMed('Methotrexate'), dailyMed('Omeprazole')]),

  ...(['omeprazole', 'esomeprazole'] as const).map((id) =>
    rule(`clopidogrel+${id}`, 'clopidogrel', id, 'major', 'established', {
      summary: `${id === 'omeprazole' ? 'Omeprazole' : 'Esomeprazole'} lowers the amount of clopidogrel’s active form, which may make it less effective at preventing clots.`,
      mechanism: 'Clopidogrel needs CYP2C19 to become active, and this PPI blocks CYP2C19.',
      management: 'The clopidogrel label says to avoid this pair. Ask your prescriber or pharmacist about a different acid reducer, such as pantoprazole or famotidine; do not stop clopidogrel on your own.',
    }, [dailyMed('Plavix')]),
  ),

  rule('clopidogrel+cyp2c19-inhibitor', 'clopidogrel', 'class:cyp2c19-inhibitor', 'moderate', 'probable', {
    summary: 'CYP2C19 blockers such as fluconazole, fluvoxamine or fluoxetine can lower clopidogrel’s active form and its protection against clots.',
    mechanism: 'Clopidogrel needs CYP2C19 to become active.',
    management: 'Talk to your prescriber or pharmacist; a medicine without this effect may be preferred.',
  }, [dailyMed('Plavix'), S.fdaCyp]),

  rule('clopidogrel+repaglinide', 'clopidogrel', 'repaglinide', 'major', 'established', {
    summary: 'Clopidogrel raises repaglinide levels several times, which can cause low blood sugar.',
    mechanism: 'Clopidogrel’s by-product blocks CYP2C8, which clears repaglinide.',
    management: 'The labels advise against this pair or a limited repaglinide dose. Talk to your prescriber and check your blood sugar more often.',
  }, [dailyMed('Repaglinide'), dailyMed('Plavix')]),

];
