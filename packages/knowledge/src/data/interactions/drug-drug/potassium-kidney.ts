/**
 * Drug–drug interaction rules for the renin–angiotensin system and potassium.
 */
import { S, dailyMed, mesh } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

const hyperkalaemia = mesh('Hyperkalemia');

export const potassiumKidneyRules: InteractionRule[] = [
  // ------------------------------------------------------------ renin–angiotensin system and potassium
  rule('ace-inhibitor+arb', 'class:ace-inhibitor', 'class:arb', 'major', 'established', {
    summary: 'An ACE inhibitor with an angiotensin receptor blocker raises the risk of high potassium, low blood pressure and kidney injury, without extra benefit for most people.',
    mechanism: 'Both block the same hormone system (dual blockade).',
    management: 'This pairing is generally avoided. If both appear on your list, ask your prescriber or pharmacist to check that it is intended.',
  }, [dailyMed('Losartan'), dailyMed('Lisinopril')]),

  rule('ace-inhibitor+sacubitril-valsartan', 'class:ace-inhibitor', 'sacubitril-valsartan', 'contraindicated', 'established', {
    summary: 'An ACE inhibitor with sacubitril-valsartan (Entresto) can cause angioedema, a dangerous swelling of the face, lips and throat.',
    mechanism: 'Both block the breakdown of bradykinin, which causes swelling.',
    management: 'These are never taken together; at least 36 hours must pass after the last ACE inhibitor dose before Entresto starts. Your prescriber plans the switch.',
  }, [dailyMed('Entresto')]),

  rule('potassium-sparing-diuretic+potassium-chloride', 'class:potassium-sparing-diuretic', 'potassium-chloride', 'major', 'established', {
    summary: 'Potassium supplements with a potassium-sparing diuretic such as spironolactone can cause dangerously high potassium and heart-rhythm problems.',
    mechanism: 'The diuretic keeps potassium in the body while the supplement adds more.',
    management: 'Take potassium only if your prescriber advises it with regular blood tests; check salt substitutes, which often contain potassium.',
  }, [dailyMed('Aldactone'), dailyMed('Potassium Chloride'), hyperkalaemia]),

  ...([['ace-inhibitor', 'An ACE inhibitor', 'an ACE inhibitor', 'Lisinopril'], ['arb', 'An angiotensin receptor blocker', 'an angiotensin receptor blocker', 'Losartan']] as const).flatMap(([c, label, lower, drugName]) => [
    rule(`${c}+potassium-chloride`, `class:${c}`, 'potassium-chloride', 'moderate', 'established', {
      summary: `${label} with a potassium supplement can raise blood potassium too high, especially with kidney disease.`,
      mechanism: 'The blood-pressure medicine lowers aldosterone, so the kidneys keep potassium.',
      management: 'Take potassium only as your prescriber advises, with blood tests; check salt substitutes for potassium.',
    }, [dailyMed(drugName), hyperkalaemia]),
    rule(`${c}+potassium-sparing-diuretic`, `class:${c}`, 'class:potassium-sparing-diuretic', 'major', 'established', {
      summary: `${label} with spironolactone or another potassium-sparing diuretic can cause dangerously high potassium, especially with kidney disease, diabetes or dehydration.`,
      mechanism: 'Both make the kidneys keep potassium.',
      management: 'This pairing is often prescribed (for example in heart failure) with regular potassium and kidney blood tests. Avoid potassium supplements and salt substitutes unless advised, and keep your blood-test appointments.',
    }, [dailyMed('Aldactone'), dailyMed(drugName), hyperkalaemia]),
    ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`${c}+${tmp}`, `class:${c}`, tmp, 'moderate', 'probable', {
      summary: `Trimethoprim (alone or in Bactrim) with ${lower} can raise blood potassium, especially in older adults or with kidney disease.`,
      mechanism: 'Trimethoprim blocks potassium loss in the kidney, like a potassium-sparing diuretic.',
      management: 'Tell the prescriber of the antibiotic about your blood-pressure medicine; a potassium check may be advised.',
    }, [dailyMed('Bactrim'), hyperkalaemia])),
  ]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`potassium-sparing-diuretic+${tmp}`, 'class:potassium-sparing-diuretic', tmp, 'major', 'probable', {
    summary: 'Trimethoprim (alone or in Bactrim) with spironolactone or another potassium-sparing diuretic can cause dangerously high potassium.',
    mechanism: 'Trimethoprim blocks potassium loss in the kidney, adding to the diuretic.',
    management: 'Tell the prescriber of the antibiotic about your diuretic; another antibiotic or a potassium check is usually advised.',
  }, [dailyMed('Bactrim'), dailyMed('Aldactone'), hyperkalaemia])),

  ...(['ace-inhibitor', 'arb'] as const).map((c) => rule(`aliskiren+${c}`, 'aliskiren', `class:${c}`, 'major', 'established', {
    summary: `Aliskiren with ${c === 'arb' ? 'an angiotensin receptor blocker' : 'an ACE inhibitor'} raises the risk of high potassium, low blood pressure and kidney injury; in people with diabetes the label rules it out.`,
    mechanism: 'Both block the same hormone system (dual blockade).',
    management: 'Ask your prescriber or pharmacist to check that this pairing is intended, especially if you have diabetes or kidney disease.',
  }, [dailyMed('Tekturna')])),

  rule('potassium-raising+potassium-raising', 'class:potassium-raising', 'class:potassium-raising', 'moderate', 'probable', {
    summary: 'Two medicines or supplements that raise potassium can together push it too high, especially with kidney disease.',
    mechanism: 'Each makes the body keep or take in more potassium.',
    management: 'Ask your prescriber whether a potassium blood test is needed; check salt substitutes for potassium.',
  }, [hyperkalaemia]),

  rule('eplerenone+strong-cyp3a4-inhibitor', 'eplerenone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise eplerenone levels about fivefold, with a risk of dangerously high potassium.',
    mechanism: 'CYP3A4 is the main enzyme that clears eplerenone.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take eplerenone.',
  }, [dailyMed('Inspra'), S.fdaCyp]),

];
