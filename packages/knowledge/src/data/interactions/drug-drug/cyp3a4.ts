/**
 * Drug–drug interaction rules through CYP3A4: the general rules and named pairs (more in
 * ../enzyme-cyp3a.ts).
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Ritonavir-containing products: the alprazolam label handles them with a dose reduction rather than a contraindication. */
const ritonavirProducts = ['ritonavir', 'nirmatrelvir-ritonavir', 'lopinavir-ritonavir'];

export const cyp3a4Rules: InteractionRule[] = [
  // ------------------------------------------------------------ CYP3A4: general rules
  rule('strong-cyp3a4-inhibitor+cyp3a4-sensitive-substrate', 'class:strong-cyp3a4-inhibitor', 'class:cyp3a4-sensitive-substrate', 'major', 'established', {
    summary: 'A strong CYP3A4 blocker can raise the level of this medicine fivefold or more, with a much higher risk of its side effects.',
    mechanism: 'The second medicine is cleared mainly by CYP3A4, which the first blocks.',
    management: 'Talk to your prescriber or pharmacist before taking both; a lower dose, a pause during a short course or a different medicine is often advised.',
  }, [S.fdaCyp], ['sildenafil', 'vardenafil', 'darifenacin']),

  rule('strong-cyp3a4-inducer+cyp3a4-sensitive-substrate', 'class:strong-cyp3a4-inducer', 'class:cyp3a4-sensitive-substrate', 'moderate', 'established', {
    summary: 'A strong enzyme inducer such as rifampin, carbamazepine or phenytoin can lower the level of this medicine a lot, so it may stop working well.',
    mechanism: 'The inducer speeds up CYP3A4, which clears the second medicine; the effect builds over one to two weeks and wears off slowly.',
    management: 'Tell your prescriber; the dose may need changing both when the inducer starts and when it stops.',
  }, [S.fdaCyp]),

  rule('irinotecan+strong-cyp3a4-inducer', 'irinotecan', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as carbamazepine, phenytoin, phenobarbital or rifampin lower irinotecan’s active form, which may make cancer treatment less effective.',
    mechanism: 'The inducer speeds up CYP3A4, which clears irinotecan.',
    management: 'The irinotecan label advises switching to a non-inducing medicine at least two weeks before treatment. Talk to your cancer team.',
  }, [dailyMed('Camptosar')]),

  // ------------------------------------------------------------ named CYP3A4 pairs
  rule('pimozide+strong-cyp3a4-inhibitor', 'pimozide', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin or ketoconazole raise pimozide levels and can cause a fatal heart rhythm.',
    mechanism: 'CYP3A4 clears pimozide, which prolongs the QT interval at high levels.',
    management: 'These are not used together. Make sure every prescriber knows you take pimozide.',
  }, [dailyMed('Pimozide')]),

  rule('pimozide+ssri', 'pimozide', 'class:ssri', 'contraindicated', 'established', {
    summary: 'SSRIs with pimozide can cause a dangerous heart rhythm; some SSRIs also raise pimozide levels.',
    mechanism: 'Several SSRIs block the enzymes that clear pimozide, and some lengthen the QT interval themselves.',
    management: 'The labels rule out this combination. Talk to your prescriber about alternatives.',
  }, [dailyMed('Pimozide'), dailyMed('Sertraline'), dailyMed('Citalopram')]),

  rule('thioridazine+strong-cyp2d6-inhibitor', 'thioridazine', 'class:strong-cyp2d6-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP2D6 blockers such as fluoxetine or paroxetine raise thioridazine levels and can cause a fatal heart rhythm.',
    mechanism: 'CYP2D6 clears thioridazine, which prolongs the QT interval at high levels.',
    management: 'These are not used together. Make sure every prescriber knows you take thioridazine.',
  }, [dailyMed('Thioridazine')]),

  ...(['fluvoxamine', 'propranolol'] as const).map((id) =>
    rule(`thioridazine+${id}`, 'thioridazine', id, 'contraindicated', 'established', {
      summary: `${cap(id)} raises thioridazine levels and can cause a fatal heart rhythm.`,
      mechanism: `${cap(id)} slows the breakdown of thioridazine, which prolongs the QT interval at high levels.`,
      management: 'The thioridazine label rules out this combination. Talk to your prescriber about alternatives.',
    }, [dailyMed('Thioridazine')]),
  ),

  rule('triazolam+strong-cyp3a4-inhibitor', 'triazolam', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise triazolam levels many times, causing deep, long sedation and slowed breathing.',
    mechanism: 'CYP3A4 is the only main route that clears triazolam.',
    management: 'These are not used together. Ask your prescriber about another sleep option during the other treatment.',
  }, [dailyMed('Halcion'), S.fdaCyp]),

  rule('alprazolam+strong-cyp3a4-inhibitor', 'alprazolam', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers such as ketoconazole or itraconazole raise alprazolam levels several times, causing heavy sedation and slowed breathing.',
    mechanism: 'CYP3A4 is the main enzyme that clears alprazolam.',
    management: 'The alprazolam label rules out this combination (ritonavir is handled with a lower dose instead). Talk to your prescriber.',
  }, [dailyMed('Xanax'), S.fdaCyp], ritonavirProducts),

  rule('lurasidone+strong-cyp3a4-inhibitor', 'lurasidone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise lurasidone levels about ninefold, with a high risk of side effects.',
    mechanism: 'CYP3A4 is the main enzyme that clears lurasidone.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take lurasidone.',
  }, [dailyMed('Latuda'), S.fdaCyp]),

  rule('lurasidone+strong-cyp3a4-inducer', 'lurasidone', 'class:strong-cyp3a4-inducer', 'contraindicated', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine or phenytoin lower lurasidone levels by about 80%, so it may stop working.',
    mechanism: 'The inducer speeds up CYP3A4, which clears lurasidone.',
    management: 'These are not used together. Talk to your prescriber about alternatives.',
  }, [dailyMed('Latuda'), S.fdaCyp]),

  ...(['alfuzosin', 'silodosin'] as const).map((id) =>
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
      summary: `Strong CYP3A4 blockers raise ${id} levels several times, which can cause dizziness and fainting from low blood pressure.`,
      mechanism: `CYP3A4 is the main enzyme that clears ${id}.`,
      management: `The ${id} label rules out this combination. Ask your prescriber what to do during the other treatment.`,
    }, [dailyMed(id === 'alfuzosin' ? 'Uroxatral' : 'Rapaflo'), S.fdaCyp]),
  ),

  rule('ivabradine+strong-cyp3a4-inhibitor', 'ivabradine', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ivabradine levels several times, which can slow the heart dangerously.',
    mechanism: 'CYP3A4 is the main enzyme that clears ivabradine.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take ivabradine.',
  }, [dailyMed('Corlanor'), S.fdaCyp]),

  ...(['diltiazem', 'verapamil'] as const).map((id) =>
    rule(`ivabradine+${id}`, 'ivabradine', id, 'major', 'established', {
      summary: `${cap(id)} raises ivabradine levels and slows the heart itself, so the pulse can become too slow.`,
      mechanism: `${cap(id)} blocks CYP3A4 and slows the heart rate.`,
      management: 'The ivabradine label advises against this pair. Talk to your prescriber.',
    }, [dailyMed('Corlanor')]),
  ),

  rule('finerenone+strong-cyp3a4-inhibitor', 'finerenone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise finerenone levels several times, with a risk of dangerously high potassium.',
    mechanism: 'CYP3A4 is the main enzyme that clears finerenone.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take finerenone.',
  }, [dailyMed('Kerendia'), S.fdaCyp]),

  rule('ubrogepant+strong-cyp3a4-inhibitor', 'ubrogepant', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ubrogepant levels about ninefold.',
    mechanism: 'CYP3A4 is the main enzyme that clears ubrogepant.',
    management: 'These are not used together. Ask your prescriber about another migraine treatment during the other course.',
  }, [dailyMed('Ubrelvy'), S.fdaCyp]),

  rule('ticagrelor+strong-cyp3a4-inhibitor', 'ticagrelor', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers raise ticagrelor levels several times, with a higher risk of serious bleeding.',
    mechanism: 'CYP3A4 is the main enzyme that clears ticagrelor.',
    management: 'The ticagrelor label advises against this pair. Talk to your prescriber before any antifungal, antibiotic or HIV medicine.',
  }, [dailyMed('Brilinta'), S.fdaCyp]),

  rule('ticagrelor+strong-cyp3a4-inducer', 'ticagrelor', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong inducers such as rifampin, carbamazepine or phenytoin lower ticagrelor levels, so it may not protect against clots and stent blockage.',
    mechanism: 'The inducer speeds up CYP3A4, which clears ticagrelor.',
    management: 'The ticagrelor label advises against this pair. Talk to your prescriber.',
  }, [dailyMed('Brilinta'), S.fdaCyp]),

  ...([['fentanyl', 'Duragesic'], ['oxycodone', 'OxyContin'], ['hydrocodone', 'Hysingla ER'], ['methadone', 'Dolophine']] as const).flatMap(([id, label]) => [
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
      summary: `CYP3A4 blockers such as clarithromycin, ketoconazole or ritonavir raise ${id} levels, which can cause dangerous sleepiness and slowed or stopped breathing.`,
      mechanism: `CYP3A4 is a main route for clearing ${id}; the label has a boxed warning about this.`,
      management: `Tell your prescriber before starting any antifungal, antibiotic or HIV medicine; the ${id} dose may need lowering and close watching. Ask about naloxone.`,
    }, [dailyMed(label), S.fdaCyp]),
    rule(`${id}+strong-cyp3a4-inducer`, id, 'class:strong-cyp3a4-inducer', 'moderate', 'established', {
      summary: `Strong inducers such as rifampin, carbamazepine or phenytoin lower ${id} levels, which can cause poor pain control or withdrawal; when the inducer stops, levels rise again.`,
      mechanism: `The inducer speeds up CYP3A4, which clears ${id}.`,
      management: `Tell your prescriber; the ${id} dose may need changing both when the inducer starts and when it stops.`,
    }, [dailyMed(label), S.fdaCyp]),
  ]),

  rule('carbamazepine+strong-cyp3a4-inhibitor', 'carbamazepine', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin raise carbamazepine to toxic levels: dizziness, double vision, unsteadiness and nausea.',
    mechanism: 'CYP3A4 is the main enzyme that clears carbamazepine.',
    management: 'Tell your prescriber before starting; carbamazepine levels are usually checked and the dose may be lowered.',
  }, [dailyMed('Tegretol'), S.fdaCyp]),

  rule('carbamazepine+moderate-cyp3a4-inhibitor', 'carbamazepine', 'class:moderate-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'CYP3A4 blockers such as diltiazem, verapamil, fluconazole or erythromycin can raise carbamazepine levels and cause dizziness, unsteadiness or double vision.',
    mechanism: 'CYP3A4 is the main enzyme that clears carbamazepine.',
    management: 'Your prescriber may check carbamazepine levels after the change. Report dizziness or unsteadiness.',
  }, [dailyMed('Tegretol'), S.fdaCyp]),

];
