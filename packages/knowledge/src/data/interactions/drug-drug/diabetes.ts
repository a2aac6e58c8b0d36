/**
 * Drug–drug interaction rules for diabetes medicines.
 */
import { S, dailyMed, mesh } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

const lowSugar = 'Check your blood sugar more often for the first days and know the signs of low blood sugar (shaking, sweating, confusion); tell your prescriber about lows or highs.';
const hypoglycaemia = mesh('Hypoglycemia');

export const diabetesRules: InteractionRule[] = [
  // ------------------------------------------------------------ diabetes
  rule('hypoglycemia-risk+fluoroquinolone', 'class:hypoglycemia-risk', 'class:fluoroquinolone', 'moderate', 'established', {
    summary: 'Fluoroquinolones such as ciprofloxacin or levofloxacin can cause both low and high blood sugar in people taking insulin or sulfonylureas; severe lows have led to coma.',
    mechanism: 'Fluoroquinolones affect insulin release from the pancreas.',
    management: lowSugar,
  }, [dailyMed('Levofloxacin'), dailyMed('Cipro'), hypoglycaemia]),

  rule('sulfonylurea+cyp2c9-inhibitor', 'class:sulfonylurea', 'class:cyp2c9-inhibitor', 'moderate', 'probable', {
    summary: 'CYP2C9 blockers such as fluconazole or amiodarone can raise sulfonylurea levels and cause low blood sugar.',
    mechanism: 'CYP2C9 clears glipizide, glyburide and glimepiride.',
    management: lowSugar,
  }, [dailyMed('Glipizide'), S.fdaCyp, hypoglycaemia]),

  rule('sulfonylurea+fluconazole', 'class:sulfonylurea', 'fluconazole', 'moderate', 'established', {
    summary: 'Fluconazole raises sulfonylurea levels and can cause low blood sugar.',
    mechanism: 'Fluconazole blocks CYP2C9, which clears sulfonylureas.',
    management: lowSugar,
  }, [dailyMed('Fluconazole'), hypoglycaemia]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((id) =>
    rule(`sulfonylurea+${id}`, 'class:sulfonylurea', id, 'moderate', 'probable', {
      summary: 'Sulfamethoxazole-trimethoprim and trimethoprim can raise sulfonylurea levels and cause low blood sugar, especially in older adults or with kidney disease.',
      mechanism: 'The antibiotic slows the breakdown of sulfonylureas and can itself lower blood sugar.',
      management: lowSugar,
    }, [dailyMed('Bactrim'), hypoglycaemia]),
  ),

  rule('sulfonylurea+insulin', 'class:sulfonylurea', 'class:insulin', 'moderate', 'established', {
    summary: 'A sulfonylurea with insulin adds up to a higher risk of low blood sugar.',
    mechanism: 'Both raise insulin levels in the blood.',
    management: `This pairing is often prescribed on purpose, usually with a lower dose of one. ${lowSugar}`,
  }, [dailyMed('Glipizide'), hypoglycaemia]),

  ...([['glp1-agonist', 'GLP-1 medicines such as semaglutide', 'Ozempic'], ['sglt2-inhibitor', 'SGLT2 inhibitors such as empagliflozin', 'Jardiance']] as const).map(([c, label, drugName]) =>
    rule(`${c}+hypoglycemia-risk`, `class:${c}`, 'class:hypoglycemia-risk', 'moderate', 'established', {
      summary: `${label} with insulin or a sulfonylurea raise the risk of low blood sugar.`,
      mechanism: 'Their glucose-lowering effects add up.',
      management: `A lower insulin or sulfonylurea dose is often advised when starting. ${lowSugar}`,
    }, [dailyMed(drugName), hypoglycaemia]),
  ),

];
