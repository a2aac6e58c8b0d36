/**
 * Antidepressants: SSRIs, SNRIs, tricyclics, MAOIs and others. Side effects and warnings are our
 * own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import {
  beers,
  maoiMix,
  maoiSerious,
  maoiSide,
  maoiWashout,
  serotoninMix,
  ssriBleeding,
  ssriSerious,
  suicidality,
  tcaOverdose,
  tcaSerious,
  tcaSide,
} from './shared-wording';

export const antidepressantDrugs: Substance[] = [
  // ------------------------------------------------------------------ SSRIs
  drug('fluoxetine', 'Fluoxetine', ['ssri', 'strong-cyp2d6-inhibitor', 'cyp2c19-inhibitor', 'strong-cyp2c19-inhibitor'], {
    brands: ['Prozac', 'Prozac Weekly', 'Sarafem'],
    synonyms: ['fluoxitine', 'fluoxetene', 'prozak'],
    sideEffects: ['Nausea', 'Trouble sleeping', 'Nervousness or anxiety', 'Headache', 'Less appetite', 'Sexual problems'],
    seriousSideEffects: ssriSerious,
    warnings: [
      suicidality,
      'It stays in the body for weeks, so interactions (for example with MAOIs, thioridazine or pimozide) can happen long after the last dose.',
      serotoninMix,
    ],
    sources: [S.fdaCyp],
  }),
  drug('sertraline', 'Sertraline', ['ssri'], {
    brands: ['Zoloft', 'Lustral'],
    synonyms: ['sertaline', 'setraline', 'sertralene'],
    sideEffects: ['Nausea', 'Diarrhea', 'Trouble sleeping', 'Drowsiness', 'Sweating', 'Sexual problems'],
    seriousSideEffects: ssriSerious,
    warnings: [suicidality, serotoninMix, ssriBleeding],
  }),
  drug('paroxetine', 'Paroxetine', ['ssri', 'strong-cyp2d6-inhibitor', 'anticholinergic'], {
    brands: ['Paxil', 'Paxil CR', 'Pexeva', 'Brisdelle', 'Seroxat'],
    synonyms: ['paroxitine', 'paroxatine', 'paxel'],
    sideEffects: ['Drowsiness', 'Nausea', 'Sweating', 'Dry mouth', 'Constipation', 'Sexual problems'],
    seriousSideEffects: [...ssriSerious.slice(0, 4), 'Withdrawal symptoms (dizziness, irritability, flu-like feelings) if stopped suddenly'],
    warnings: [
      suicidality,
      'Stopping it suddenly is more likely than with other SSRIs to cause dizziness, irritability and flu-like symptoms; talk to your prescriber before changing the dose.',
      'Use early in pregnancy has been linked to heart defects in the baby; discuss pregnancy plans with your prescriber.',
    ],
    sources: [S.fdaCyp, beers],
  }),
  drug('citalopram', 'Citalopram', ['ssri', 'qt-prolonging'], {
    brands: ['Celexa', 'Cipramil'],
    synonyms: ['citalapram', 'citolopram', 'citalopran'],
    sideEffects: ['Nausea', 'Dry mouth', 'Drowsiness', 'Sweating', 'Sexual problems'],
    seriousSideEffects: ['Abnormal heart rhythm from QT prolongation', ...ssriSerious.slice(0, 4)],
    warnings: [
      suicidality,
      'It lengthens the QT interval in a dose-related way, so doses above 40 mg a day (20 mg over age 60) are not recommended and other QT-prolonging medicines need caution.',
      serotoninMix,
    ],
  }),
  drug('escitalopram', 'Escitalopram', ['ssri'], {
    brands: ['Lexapro', 'Cipralex'],
    synonyms: ['escitalapram', 'escitolopram', 'lexipro'],
    sideEffects: ['Nausea', 'Trouble sleeping', 'Drowsiness', 'Sweating', 'Tiredness', 'Sexual problems'],
    seriousSideEffects: ssriSerious,
    warnings: [suicidality, serotoninMix, ssriBleeding],
  }),
  drug('fluvoxamine', 'Fluvoxamine', ['ssri', 'strong-cyp1a2-inhibitor', 'cyp2c19-inhibitor', 'moderate-cyp3a4-inhibitor', 'strong-cyp2c19-inhibitor'], {
    brands: ['Luvox', 'Luvox CR', 'Faverin'],
    synonyms: ['fluvoxamin', 'fluvoxomine', 'fluvoxamine maleate'],
    sideEffects: ['Nausea', 'Drowsiness', 'Trouble sleeping', 'Weakness', 'Sexual problems'],
    seriousSideEffects: ssriSerious.slice(0, 4),
    warnings: [
      suicidality,
      'It strongly blocks several liver enzymes, so it must not be taken with tizanidine, thioridazine, pimozide, alosetron, ramelteon or an MAOI.',
      'It can also raise levels of caffeine, theophylline, clozapine and warfarin; check every new medicine with your pharmacist.',
    ],
    sources: [S.fdaCyp],
  }),
  // ------------------------------------------------------------------ SNRIs
  drug('venlafaxine', 'Venlafaxine', ['snri', 'cyp2d6-sensitive-substrate'], {
    brands: ['Effexor XR', 'Effexor', 'Efexor XL'],
    synonyms: ['venlafaxin', 'venlafexine', 'effexer'],
    sideEffects: ['Nausea', 'Dizziness', 'Sweating', 'Dry mouth', 'Trouble sleeping', 'Sexual problems'],
    seriousSideEffects: ['Raised blood pressure', ...ssriSerious.slice(0, 4)],
    warnings: [
      suicidality,
      'It can raise blood pressure, so blood pressure should be checked regularly.',
      'Stopping suddenly often causes dizziness, nausea and irritability; talk to your prescriber before changing the dose.',
    ],
  }),
  drug('desvenlafaxine', 'Desvenlafaxine', ['snri'], {
    brands: ['Pristiq', 'Khedezla'],
    synonyms: ['desvenlafaxin', 'desvenlafexine', 'desvenlaflaxine'],
    sideEffects: ['Nausea', 'Dizziness', 'Sweating', 'Constipation', 'Trouble sleeping', 'Less appetite'],
    seriousSideEffects: ['Raised blood pressure', ...ssriSerious.slice(0, 4)],
    warnings: [
      suicidality,
      'It can raise blood pressure, so blood pressure should be checked regularly.',
      'Stopping suddenly can cause dizziness, nausea and irritability; talk to your prescriber before changing the dose.',
    ],
  }),
  drug('duloxetine', 'Duloxetine', ['snri', 'cyp1a2-sensitive-substrate', 'hepatotoxic', 'cyp2d6-inhibitor'], {
    brands: ['Cymbalta', 'Drizalma Sprinkle', 'Irenka', 'Yentreve'],
    synonyms: ['duloxitine', 'duloxatine', 'cymbalta duloxetine'],
    sideEffects: ['Nausea', 'Dry mouth', 'Drowsiness', 'Constipation', 'Less appetite', 'Sweating'],
    seriousSideEffects: [
      'Liver injury (dark urine, yellow skin or eyes)',
      'Serotonin syndrome',
      'Suicidal thoughts in young people',
      'Abnormal bleeding',
      'Dizziness or falls from low blood pressure on standing',
    ],
    warnings: [
      suicidality,
      'Liver injury has occurred, so it is usually avoided in people who drink heavily or have chronic liver disease.',
      'Strong CYP1A2 blockers such as fluvoxamine and ciprofloxacin raise its level a lot and should be avoided with it.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('levomilnacipran', 'Levomilnacipran', ['snri'], {
    brands: ['Fetzima'],
    synonyms: ['levomilnacipram', 'levomilnaciprin'],
    sideEffects: ['Nausea', 'Constipation', 'Sweating', 'Faster heartbeat', 'Erectile problems', 'Vomiting'],
    seriousSideEffects: ['Raised blood pressure and heart rate', 'Serotonin syndrome', 'Suicidal thoughts in young people', 'Trouble passing urine', 'Abnormal bleeding'],
    warnings: [
      suicidality,
      'It can raise blood pressure and heart rate, which should be checked during treatment.',
      'Strong CYP3A4 blockers such as ketoconazole or clarithromycin call for a lower maximum dose.',
    ],
  }),
  drug('milnacipran', 'Milnacipran', ['snri'], {
    brands: ['Savella'],
    synonyms: ['milnaciprin', 'milnacipram'],
    sideEffects: ['Nausea', 'Headache', 'Constipation', 'Hot flushes', 'Sweating', 'Palpitations'],
    seriousSideEffects: ['Raised blood pressure and heart rate', 'Serotonin syndrome', 'Suicidal thoughts in young people', 'Abnormal bleeding'],
    warnings: [
      suicidality,
      'In the US it is approved for fibromyalgia, not depression, but it carries the same antidepressant warnings.',
      'It can raise blood pressure and heart rate, which should be checked during treatment.',
    ],
  }),
  // ------------------------------------------------------------------ tricyclics
  drug('amitriptyline', 'Amitriptyline', ['tca'], {
    brands: ['Elavil'],
    synonyms: ['amitryptyline', 'amitriptylin', 'amytriptyline'],
    sideEffects: tcaSide,
    seriousSideEffects: tcaSerious,
    warnings: [
      suicidality,
      tcaOverdose,
      'Its strong anticholinergic effects make it a poor choice for many older adults; ask your prescriber about alternatives.',
    ],
    sources: [beers],
  }),
  drug('nortriptyline', 'Nortriptyline', ['tca', 'cyp2d6-sensitive-substrate'], {
    brands: ['Pamelor', 'Aventyl'],
    synonyms: ['nortryptiline', 'nortriptylene', 'notriptyline'],
    sideEffects: tcaSide.slice(0, 5),
    seriousSideEffects: tcaSerious,
    warnings: [
      suicidality,
      'CYP2D6 blockers such as fluoxetine, paroxetine and bupropion raise its level a lot; blood levels may be checked.',
      tcaOverdose,
    ],
    sources: [S.fdaCyp, beers],
  }),
  drug('imipramine', 'Imipramine', ['tca'], {
    brands: ['Tofranil', 'Tofranil-PM'],
    synonyms: ['imipramin', 'imiprimine', 'imipramene'],
    sideEffects: ['Dry mouth', 'Constipation', 'Drowsiness', 'Dizziness on standing', 'Sweating', 'Blurred vision'],
    seriousSideEffects: [...tcaSerious.slice(0, 4), 'Seizures'],
    warnings: [suicidality, tcaOverdose],
    sources: [beers],
  }),
  drug('doxepin', 'Doxepin', ['tca'], {
    brands: ['Silenor', 'Sinequan'],
    synonyms: ['doxapin', 'doxepine', 'doxipin'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Constipation', 'Blurred vision', 'Weight gain'],
    seriousSideEffects: tcaSerious,
    warnings: [
      suicidality,
      'Low doses (3–6 mg) are used for sleep; even then, alcohol and other sedatives add to the drowsiness.',
      'Doses above 6 mg have strong anticholinergic effects that many older adults should avoid.',
    ],
    sources: [beers],
  }),
  drug('clomipramine', 'Clomipramine', ['tca', 'seizure-threshold-lowering'], {
    brands: ['Anafranil'],
    synonyms: ['clomipramin', 'clomipromine', 'chlomipramine'],
    sideEffects: ['Dry mouth', 'Drowsiness', 'Tremor', 'Dizziness', 'Constipation', 'Sexual problems'],
    seriousSideEffects: ['Seizures (more likely at high doses)', 'Serotonin syndrome', 'Heart rhythm problems', 'Suicidal thoughts in young people', 'Trouble passing urine'],
    warnings: [
      suicidality,
      'Seizure risk rises with dose, so the maximum daily dose should not be exceeded.',
      'It is strongly serotonergic; combining it with MAOIs is contraindicated and other serotonergic medicines need care.',
    ],
    sources: [beers],
  }),
  drug('desipramine', 'Desipramine', ['tca', 'cyp2d6-sensitive-substrate'], {
    brands: ['Norpramin'],
    synonyms: ['desipramin', 'desiprimine', 'desipramene'],
    sideEffects: ['Dry mouth', 'Constipation', 'Dizziness', 'Fast heartbeat', 'Trouble sleeping'],
    seriousSideEffects: ['Heart rhythm problems, including sudden death in children', 'Serotonin syndrome', 'Suicidal thoughts in young people', 'Trouble passing urine', 'Seizures'],
    warnings: [
      suicidality,
      'CYP2D6 blockers such as fluoxetine, paroxetine and bupropion raise its level sharply.',
      tcaOverdose,
    ],
    sources: [S.fdaCyp, beers],
  }),
  // ------------------------------------------------------------------ MAOIs
  drug('phenelzine', 'Phenelzine', ['maoi', 'antidepressant'], {
    brands: ['Nardil'],
    synonyms: ['phenelzin', 'phenalzine', 'phenelzene'],
    sideEffects: maoiSide,
    seriousSideEffects: maoiSerious,
    warnings: [suicidality, maoiMix, maoiWashout],
  }),
  drug('tranylcypromine', 'Tranylcypromine', ['maoi', 'antidepressant'], {
    brands: ['Parnate'],
    synonyms: ['tranylcypramine', 'tranylcipromine', 'tranylcypromin'],
    sideEffects: maoiSide,
    seriousSideEffects: maoiSerious,
    warnings: [
      'Boxed warnings: suicidal thoughts in children, teens and young adults, and a dangerous rise in blood pressure after tyramine-rich food or drink.',
      maoiMix,
      maoiWashout,
    ],
  }),
  drug('isocarboxazid', 'Isocarboxazid', ['maoi', 'antidepressant'], {
    brands: ['Marplan'],
    synonyms: ['isocarboxizid', 'isocarboxazide'],
    sideEffects: maoiSide,
    seriousSideEffects: maoiSerious,
    warnings: [suicidality, maoiMix, maoiWashout],
  }),
  drug('selegiline', 'Selegiline', ['maoi', 'dopaminergic', 'antidepressant'], {
    brands: ['Eldepryl', 'Zelapar', 'Emsam'],
    synonyms: ['selegeline', 'selegilene', 'deprenyl'],
    sideEffects: ['Nausea', 'Dizziness', 'Dry mouth', 'Trouble sleeping', 'Headache', 'Skin reaction where the patch is worn'],
    seriousSideEffects: [
      'Sudden rise in blood pressure with tyramine-rich food at higher doses',
      'Serotonin syndrome with some antidepressants and opioids',
      'Hallucinations or confusion',
      'More involuntary movements when taken with levodopa',
      'Fainting from low blood pressure',
    ],
    warnings: [
      'Boxed warning (Emsam patch for depression): antidepressants can increase suicidal thoughts in children, teens and young adults.',
      'Labels rule out combining it with meperidine, tramadol, methadone, dextromethorphan, St. John’s wort and many antidepressants.',
      'At higher doses (and with the patch above 6 mg/24 hours) tyramine-rich foods can raise blood pressure dangerously.',
    ],
  }),
  drug('rasagiline', 'Rasagiline', ['maoi', 'dopaminergic'], {
    brands: ['Azilect'],
    synonyms: ['rasagaline', 'rasageline', 'rasagilene'],
    sideEffects: ['Headache', 'Joint pain', 'Indigestion', 'Dizziness on standing', 'Involuntary movements when taken with levodopa'],
    seriousSideEffects: [
      'Serotonin syndrome with some antidepressants or opioids',
      'Falling asleep suddenly during daily activities',
      'Hallucinations or compulsive behaviors',
      'Rise in blood pressure with very large amounts of tyramine',
    ],
    warnings: [
      'It must not be combined with meperidine, tramadol, methadone, dextromethorphan, St. John’s wort, cyclobenzaprine or another MAOI.',
      'Ciprofloxacin and other CYP1A2 blockers raise its level, so the dose is limited.',
    ],
  }),
  drug('safinamide', 'Safinamide', ['maoi', 'dopaminergic'], {
    brands: ['Xadago'],
    synonyms: ['safinamid', 'safinamyde'],
    sideEffects: ['Involuntary movements', 'Falls', 'Nausea', 'Trouble sleeping'],
    seriousSideEffects: [
      'Rise in blood pressure',
      'Serotonin syndrome',
      'Falling asleep suddenly during daily activities',
      'Hallucinations or psychotic behavior',
      'Compulsive gambling, shopping or eating',
    ],
    warnings: [
      'The label rules out combining it with several opioids (meperidine, methadone, tramadol), SNRIs, tricyclics, trazodone, cyclobenzaprine, stimulants, dextromethorphan, St. John’s wort and other MAOIs.',
      'It must not be used with severe liver impairment.',
    ],
  }),
  // ------------------------------------------------------------------ other antidepressants
  drug('bupropion', 'Bupropion', ['antidepressant', 'strong-cyp2d6-inhibitor', 'seizure-threshold-lowering'], {
    brands: ['Wellbutrin', 'Wellbutrin SR', 'Wellbutrin XL', 'Zyban', 'Aplenzin', 'Forfivo XL'],
    synonyms: ['buproprion', 'bupropian', 'buproprian'],
    sideEffects: ['Dry mouth', 'Trouble sleeping', 'Headache', 'Nausea', 'Agitation', 'Weight loss'],
    seriousSideEffects: ['Seizures', 'Mood or behavior changes, including suicidal thoughts', 'Raised blood pressure', 'Angle-closure glaucoma (eye pain, blurred vision)', 'Severe allergic reactions'],
    warnings: [
      suicidality,
      'Seizure risk rises with dose and with eating disorders, heavy drinking or suddenly stopping alcohol or sedatives; it must not be taken with an MAOI.',
      'It strongly blocks CYP2D6, raising levels of several antidepressants, antipsychotics, beta blockers and heart-rhythm medicines.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('mirtazapine', 'Mirtazapine', ['antidepressant', 'serotonergic', 'cns-depressant'], {
    brands: ['Remeron', 'RemeronSolTab', 'Zispin'],
    synonyms: ['mirtazepine', 'mirtazipine', 'mirtazapene'],
    sideEffects: ['Drowsiness', 'Increased appetite', 'Weight gain', 'Dry mouth', 'Constipation', 'Dizziness'],
    seriousSideEffects: [
      'Very low white blood cell count (fever, sore throat, mouth sores)',
      'Serotonin syndrome',
      'Suicidal thoughts in young people',
      'Low blood sodium',
      'Serious skin reactions',
    ],
    warnings: [
      suicidality,
      'Report fever, sore throat or mouth sores promptly, as they can signal a rare drop in white blood cells.',
      'It causes drowsiness that alcohol and other sedatives make worse.',
    ],
  }),
  drug('trazodone', 'Trazodone', ['antidepressant', 'serotonergic', 'cns-depressant'], {
    brands: ['Desyrel', 'Oleptro', 'Molipaxin'],
    synonyms: ['trazadone', 'trazodon', 'trazedone'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Dry mouth', 'Headache', 'Blurred vision', 'Nausea'],
    seriousSideEffects: [
      'Prolonged, painful erection (priapism)',
      'Fainting from low blood pressure on standing',
      'Heart rhythm problems (QT prolongation)',
      'Serotonin syndrome',
      'Suicidal thoughts in young people',
    ],
    warnings: [
      suicidality,
      'Get urgent care for an erection lasting more than four hours.',
      'It is often used at low doses for sleep; alcohol and other sedatives add to its drowsiness.',
    ],
  }),
  drug('vilazodone', 'Vilazodone', ['antidepressant', 'serotonergic'], {
    brands: ['Viibryd'],
    synonyms: ['vilazadone', 'vilazodon', 'vilazodine'],
    sideEffects: ['Diarrhea', 'Nausea', 'Vomiting', 'Trouble sleeping', 'Dizziness'],
    seriousSideEffects: ssriSerious,
    warnings: [
      suicidality,
      'Take it with food, which it needs to be absorbed properly.',
      'Strong CYP3A4 blockers such as clarithromycin or ketoconazole call for a lower dose.',
    ],
  }),
  drug('vortioxetine', 'Vortioxetine', ['antidepressant', 'serotonergic', 'cyp2d6-sensitive-substrate'], {
    brands: ['Trintellix', 'Brintellix'],
    synonyms: ['vortioxitine', 'vortioxetene', 'vortioxetin'],
    sideEffects: ['Nausea', 'Constipation', 'Vomiting', 'Itching', 'Unusual dreams', 'Sexual problems'],
    seriousSideEffects: ssriSerious,
    warnings: [
      suicidality,
      'Strong CYP2D6 blockers such as bupropion, fluoxetine and paroxetine raise its level, so the dose is usually halved.',
      serotoninMix,
    ],
  }),
  drug('nefazodone', 'Nefazodone', ['antidepressant', 'serotonergic', 'strong-cyp3a4-inhibitor', 'hepatotoxic'], {
    brands: ['Serzone'],
    synonyms: ['nefazadone', 'nefazodon', 'nefazodine'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Nausea', 'Dizziness', 'Constipation', 'Blurred vision'],
    seriousSideEffects: ['Liver failure', 'Serotonin syndrome', 'Suicidal thoughts in young people', 'Fainting from low blood pressure'],
    warnings: [
      'Boxed warning: life-threatening liver failure has occurred; report yellow skin or eyes, dark urine, or stomach pain straight away.',
      suicidality,
      'It strongly blocks CYP3A4 and must not be taken with triazolam, pimozide or carbamazepine; many other medicines need a dose check.',
    ],
    sources: [S.fdaCyp],
  }),
];
