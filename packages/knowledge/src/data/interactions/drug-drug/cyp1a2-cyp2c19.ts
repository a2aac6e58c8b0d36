/**
 * Drug–drug interaction rules through CYP1A2 and CYP2C19 (more in ../enzyme-cyp1a2.ts and
 * ../enzyme-cyp2c9-cyp2c19.ts).
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const cyp1a2Cyp2c19Rules: InteractionRule[] = [
  // ------------------------------------------------------------ CYP1A2
  rule('theophylline+strong-cyp1a2-inhibitor', 'theophylline', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Ciprofloxacin and fluvoxamine raise theophylline to toxic levels, with vomiting, a racing heart, seizures and dangerous rhythms.',
    mechanism: 'CYP1A2 is the main enzyme that clears theophylline, which has a narrow safety margin.',
    management: 'Tell your prescriber before starting; another antibiotic, a lower theophylline dose (often a third with fluvoxamine) and level checks are usual.',
  }, [dailyMed('Theophylline'), dailyMed('Cipro'), dailyMed('Fluvoxamine')]),

  rule('theophylline+cyp1a2-inhibitor', 'theophylline', 'class:cyp1a2-inhibitor', 'moderate', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine or estrogen-containing birth control can raise theophylline levels.',
    mechanism: 'CYP1A2 is the main enzyme that clears theophylline.',
    management: 'Your prescriber may check theophylline levels; report nausea, a racing heart or shakiness.',
  }, [dailyMed('Theophylline'), S.fdaCyp]),

  rule('theophylline+strong-cyp3a4-inducer', 'theophylline', 'class:strong-cyp3a4-inducer', 'moderate', 'established', {
    summary: 'Rifampin, carbamazepine, phenytoin and phenobarbital speed up theophylline clearance, so asthma or COPD control may slip.',
    mechanism: 'These inducers also speed up CYP1A2 and other enzymes that clear theophylline.',
    management: 'Your prescriber may check theophylline levels when the inducer starts or stops.',
  }, [dailyMed('Theophylline')]),

  rule('clozapine+strong-cyp1a2-inhibitor', 'clozapine', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Fluvoxamine or ciprofloxacin can raise clozapine levels several times, with a risk of seizures, low blood pressure and heavy sedation.',
    mechanism: 'CYP1A2 is the main enzyme that clears clozapine.',
    management: 'The clozapine label advises using a third of the dose with strong CYP1A2 blockers. Talk to your prescriber before starting.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('clozapine+cyp1a2-inhibitor', 'clozapine', 'class:cyp1a2-inhibitor', 'moderate', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine or estrogen-containing birth control can raise clozapine levels.',
    mechanism: 'CYP1A2 is the main enzyme that clears clozapine.',
    management: 'Tell your prescriber; a level check or dose change may be needed.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('clozapine+strong-cyp3a4-inducer', 'clozapine', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as carbamazepine, phenytoin or rifampin can lower clozapine levels so much that symptoms return; carbamazepine also adds to the risk of very low white-cell counts.',
    mechanism: 'The inducer speeds up the enzymes that clear clozapine.',
    management: 'The clozapine label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Clozaril'), S.fdaCyp]),

  rule('duloxetine+strong-cyp1a2-inhibitor', 'duloxetine', 'class:strong-cyp1a2-inhibitor', 'major', 'established', {
    summary: 'Fluvoxamine and ciprofloxacin raise duloxetine levels about fivefold, with more side effects and a higher risk of serotonin syndrome.',
    mechanism: 'CYP1A2 is a main enzyme that clears duloxetine.',
    management: 'The duloxetine label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Cymbalta'), S.fdaCyp]),

  rule('tizanidine+cyp1a2-inhibitor', 'tizanidine', 'class:cyp1a2-inhibitor', 'major', 'established', {
    summary: 'CYP1A2 blockers such as cimetidine, some heart-rhythm medicines and estrogen-containing birth control raise tizanidine levels, causing low blood pressure and heavy drowsiness.',
    mechanism: 'CYP1A2 is the main enzyme that clears tizanidine.',
    management: 'The tizanidine label advises avoiding these; if needed, your prescriber starts at a low dose. Stand up slowly and report fainting.',
  }, [dailyMed('Zanaflex'), S.fdaCyp]),

  rule('tizanidine+antihypertensive', 'tizanidine', 'class:antihypertensive', 'moderate', 'established', {
    summary: 'Tizanidine lowers blood pressure and can add to blood-pressure medicines, causing dizziness or fainting.',
    mechanism: 'Tizanidine acts like clonidine on alpha-2 receptors.',
    management: 'Stand up slowly and tell your prescriber about dizziness or fainting.',
  }, [dailyMed('Zanaflex')]),

  rule('ramelteon+cyp1a2-inhibitor', 'ramelteon', 'class:cyp1a2-inhibitor', 'moderate', 'probable', {
    summary: 'CYP1A2 blockers can raise ramelteon levels and next-day drowsiness.',
    mechanism: 'CYP1A2 is the main enzyme that clears ramelteon.',
    management: 'Be careful with driving the next morning and tell your prescriber if you feel groggy.',
  }, [dailyMed('Rozerem')]),

  // ------------------------------------------------------------ CYP2C19
  rule('citalopram+cyp2c19-inhibitor', 'citalopram', 'class:cyp2c19-inhibitor', 'moderate', 'established', {
    summary: 'CYP2C19 blockers such as omeprazole, esomeprazole or fluconazole raise citalopram levels and the risk of QT prolongation.',
    mechanism: 'CYP2C19 is a main enzyme that clears citalopram.',
    management: 'The citalopram label limits the dose to 20 mg a day with a CYP2C19 blocker. Check your dose with your prescriber or pharmacist.',
  }, [dailyMed('Celexa')]),

];
