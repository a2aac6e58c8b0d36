/**
 * Drug–drug interaction rules for transplant medicines.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const transplantRules: InteractionRule[] = [
  // ------------------------------------------------------------ transplant medicines
  rule('calcineurin-inhibitor+strong-cyp3a4-inhibitor', 'class:calcineurin-inhibitor', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers can raise tacrolimus or cyclosporine to toxic levels, harming the kidneys and nerves.',
    mechanism: 'CYP3A4 and P-glycoprotein clear these transplant medicines.',
    management: 'Tell your transplant team before any new antifungal, antibiotic or HIV medicine; drug levels are usually checked and the dose changed.',
  }, [dailyMed('Prograf'), dailyMed('Cyclosporine'), S.fdaCyp]),

  rule('calcineurin-inhibitor+strong-cyp3a4-inducer', 'class:calcineurin-inhibitor', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine, phenytoin or St. John’s wort can lower tacrolimus or cyclosporine levels so much that organ rejection becomes a risk.',
    mechanism: 'The inducer speeds up CYP3A4 and P-glycoprotein, which clear these medicines.',
    management: 'Tell your transplant team before starting or stopping an inducer; drug levels are checked often and the dose changed.',
  }, [dailyMed('Prograf'), dailyMed('Cyclosporine'), S.fdaCyp]),

  rule('calcineurin-inhibitor+moderate-cyp3a4-inhibitor', 'class:calcineurin-inhibitor', 'class:moderate-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'CYP3A4 blockers such as diltiazem, verapamil, fluconazole or erythromycin raise tacrolimus or cyclosporine levels.',
    mechanism: 'CYP3A4 clears these transplant medicines.',
    management: 'Tell your transplant team; drug levels are usually checked after the change.',
  }, [dailyMed('Prograf'), S.fdaCyp]),

  rule('calcineurin-inhibitor+nsaid', 'class:calcineurin-inhibitor', 'class:nsaid', 'moderate', 'probable', {
    summary: 'NSAIDs with tacrolimus or cyclosporine raise the risk of kidney damage.',
    mechanism: 'Both reduce blood flow in the kidney.',
    management: 'Ask your transplant team before using NSAIDs such as ibuprofen; acetaminophen is often preferred.',
  }, [dailyMed('Cyclosporine'), dailyMed('Prograf')], ['aspirin', 'aspirin-dipyridamole']),

  rule('calcineurin-inhibitor+potassium-sparing-diuretic', 'class:calcineurin-inhibitor', 'class:potassium-sparing-diuretic', 'moderate', 'probable', {
    summary: 'Potassium-sparing diuretics with tacrolimus or cyclosporine can raise blood potassium too high.',
    mechanism: 'Both make the kidneys keep potassium.',
    management: 'Your transplant team will check potassium; avoid potassium supplements and salt substitutes unless advised.',
  }, [dailyMed('Cyclosporine'), dailyMed('Prograf')]),

];
