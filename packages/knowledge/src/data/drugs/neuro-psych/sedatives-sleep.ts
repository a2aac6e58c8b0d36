/**
 * Benzodiazepines, sleep medicines, buspirone and other anxiety medicines. Side effects and
 * warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import {
  beers,
  benzoDependence,
  benzoOpioid,
  benzoSerious,
  benzoSide,
  fdaBenzoBoxed,
  fdaSleepBehaviors,
  zDrugAlcohol,
  zDrugBox,
  zDrugSerious,
} from './shared-wording';

const benzoSources = [S.fdaOpioidBenzo, fdaBenzoBoxed];

export const sedativeSleepDrugs: Substance[] = [
  // ------------------------------------------------------------------ benzodiazepines
  drug('alprazolam', 'Alprazolam', ['benzodiazepine', 'cyp3a4-sensitive-substrate'], {
    brands: ['Xanax', 'Xanax XR'],
    synonyms: ['xanex', 'alprazolan', 'aprazolam'],
    sideEffects: [...benzoSide.slice(0, 4), 'Slurred speech'],
    seriousSideEffects: benzoSerious,
    warnings: [
      benzoOpioid,
      benzoDependence,
      'It must not be taken with ketoconazole or itraconazole, and other CYP3A4 blockers raise its level.',
    ],
    sources: [...benzoSources, S.fdaCyp],
  }),
  drug('clonazepam', 'Clonazepam', ['benzodiazepine', 'antiepileptic'], {
    brands: ['Klonopin', 'Rivotril'],
    synonyms: ['clonazapam', 'clonazepan', 'klonazepam'],
    sideEffects: benzoSide,
    seriousSideEffects: [...benzoSerious, 'Suicidal thoughts or worsening depression'],
    warnings: [benzoOpioid, benzoDependence, 'As an antiseizure medicine it can slightly raise the risk of suicidal thoughts; report mood changes.'],
    sources: benzoSources,
  }),
  drug('lorazepam', 'Lorazepam', ['benzodiazepine'], {
    brands: ['Ativan', 'Loreev XR'],
    synonyms: ['lorazapam', 'lorezepam', 'lorazepan'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Weakness', 'Unsteadiness'],
    seriousSideEffects: benzoSerious,
    warnings: [benzoOpioid, benzoDependence],
    sources: benzoSources,
  }),
  drug('diazepam', 'Diazepam', ['benzodiazepine'], {
    brands: ['Valium', 'Diastat', 'Valtoco', 'Libervant'],
    synonyms: ['diazapam', 'diazepan', 'valium diazepam'],
    sideEffects: ['Drowsiness', 'Tiredness', 'Muscle weakness', 'Unsteadiness'],
    seriousSideEffects: benzoSerious,
    warnings: [
      benzoOpioid,
      benzoDependence,
      'It and its active breakdown product last a long time, so drowsiness can build up, especially in older adults.',
    ],
    sources: [...benzoSources, beers],
  }),
  drug('temazepam', 'Temazepam', ['benzodiazepine'], {
    brands: ['Restoril'],
    synonyms: ['temazapam', 'temazepan', 'temezepam'],
    sideEffects: ['Next-day drowsiness', 'Headache', 'Tiredness', 'Dizziness'],
    seriousSideEffects: [...benzoSerious.slice(0, 3), 'Complex sleep behaviors (sleepwalking, sleep-driving)'],
    warnings: [benzoOpioid, benzoDependence],
    sources: benzoSources,
  }),
  drug('triazolam', 'Triazolam', ['benzodiazepine', 'cyp3a4-sensitive-substrate'], {
    brands: ['Halcion'],
    synonyms: ['triazolan', 'triazalam', 'triazolem'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Memory lapses', 'Headache'],
    seriousSideEffects: [...benzoSerious.slice(0, 3), 'Complex sleep behaviors (sleepwalking, sleep-driving)'],
    warnings: [
      benzoOpioid,
      benzoDependence,
      'It must not be taken with strong CYP3A4 blockers such as ketoconazole, itraconazole, nefazodone or several HIV medicines.',
    ],
    sources: [...benzoSources, S.fdaCyp],
  }),
  drug('midazolam', 'Midazolam', ['benzodiazepine', 'cyp3a4-sensitive-substrate'], {
    brands: ['Versed', 'Nayzilam', 'Seizalam', 'Buccolam', 'Hypnovel'],
    synonyms: ['midazolan', 'midazalam', 'midazolem'],
    sideEffects: ['Drowsiness', 'Nausea', 'Hiccups', 'Dizziness'],
    seriousSideEffects: ['Slowed or stopped breathing', 'Low blood pressure', 'Dependence and withdrawal', 'Unexpected agitation'],
    warnings: [
      'Boxed warning: it can slow or stop breathing, so forms given by injection are used only where breathing can be monitored.',
      benzoOpioid,
      'Strong CYP3A4 blockers raise its level many times over.',
    ],
    sources: [...benzoSources, S.fdaCyp],
  }),
  drug('chlordiazepoxide', 'Chlordiazepoxide', ['benzodiazepine'], {
    brands: ['Librium'],
    synonyms: ['chlordiazepoxid', 'chlordiazapoxide', 'chlordiazepoxyde'],
    sideEffects: ['Drowsiness', 'Confusion', 'Unsteadiness', 'Tiredness'],
    seriousSideEffects: benzoSerious,
    warnings: [benzoOpioid, benzoDependence],
    sources: [...benzoSources, beers],
  }),
  // ------------------------------------------------------------------ sleep and anxiety
  drug('zolpidem', 'Zolpidem', ['sedative-hypnotic'], {
    brands: ['Ambien', 'Ambien CR', 'Edluar', 'Intermezzo', 'Zolpimist', 'Stilnoct'],
    synonyms: ['zolpiden', 'zolpedim', 'ambian'],
    sideEffects: ['Next-day drowsiness', 'Dizziness', 'Headache', 'Diarrhea', '“Drugged” feeling'],
    seriousSideEffects: zDrugSerious,
    warnings: [
      zDrugBox,
      'Next-morning impairment can affect driving; women are prescribed lower doses because levels stay higher the next day.',
      zDrugAlcohol,
    ],
    sources: [fdaSleepBehaviors],
  }),
  drug('eszopiclone', 'Eszopiclone', ['sedative-hypnotic'], {
    brands: ['Lunesta'],
    synonyms: ['eszopiclon', 'eszopicolone', 'eszopiclome'],
    sideEffects: ['Bitter or metallic taste', 'Headache', 'Drowsiness', 'Dizziness', 'Dry mouth'],
    seriousSideEffects: zDrugSerious,
    warnings: [zDrugBox, 'Strong CYP3A4 blockers such as ketoconazole raise its level, so the dose is limited.', zDrugAlcohol],
    sources: [fdaSleepBehaviors],
  }),
  drug('zaleplon', 'Zaleplon', ['sedative-hypnotic'], {
    brands: ['Sonata'],
    synonyms: ['zalepon', 'zaleplom', 'zaleplone'],
    sideEffects: ['Headache', 'Drowsiness', 'Dizziness', 'Nausea'],
    seriousSideEffects: zDrugSerious,
    warnings: [
      zDrugBox,
      'It acts briefly and is taken just before bed, or after waking at night, only when at least four hours remain for sleep.',
      zDrugAlcohol,
    ],
    sources: [fdaSleepBehaviors],
  }),
  drug('ramelteon', 'Ramelteon', ['sedative-hypnotic', 'cyp1a2-sensitive-substrate'], {
    brands: ['Rozerem'],
    synonyms: ['ramelton', 'ramelteom', 'rameltion'],
    sideEffects: ['Drowsiness', 'Dizziness', 'Tiredness', 'Nausea'],
    seriousSideEffects: ['Severe allergic reactions (swelling of face or throat)', 'Complex sleep behaviors', 'Unusual thoughts or behavior, or worsening depression'],
    warnings: [
      'It must not be taken with fluvoxamine, which raises its level enormously.',
      'Avoid alcohol with it, and do not take it with or right after a high-fat meal.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('suvorexant', 'Suvorexant', ['sedative-hypnotic'], {
    brands: ['Belsomra'],
    synonyms: ['suvorexent', 'suvoraxant', 'suvorexan'],
    sideEffects: ['Next-day drowsiness', 'Headache', 'Dizziness', 'Abnormal dreams'],
    seriousSideEffects: [
      'Complex sleep behaviors',
      'Brief inability to move or dream-like hallucinations when falling asleep or waking',
      'Sudden leg weakness',
      'Worsening depression or suicidal thoughts',
    ],
    warnings: [
      'It is not recommended with strong CYP3A4 blockers such as ketoconazole or clarithromycin, and the dose is limited with moderate blockers.',
      'It must not be used by people with narcolepsy.',
      zDrugAlcohol,
    ],
  }),
  drug('hydroxyzine', 'Hydroxyzine', ['antihistamine-sedating'], {
    brands: ['Vistaril', 'Atarax', 'Ucerax'],
    synonyms: ['hydroxyzene', 'hydroxizine', 'hydroxazine'],
    sideEffects: ['Drowsiness', 'Dry mouth', 'Headache', 'Dizziness'],
    seriousSideEffects: ['Abnormal heart rhythm (QT prolongation)', 'Severe skin reaction with pustules and fever', 'Confusion or falls in older adults'],
    warnings: [
      'It can prolong the QT interval, so heart disease and other QT-prolonging medicines need caution.',
      'Alcohol, opioids and other sedatives add to its drowsiness, and its anticholinergic effects make it a poor choice for many older adults.',
    ],
    sources: [beers],
  }),
  drug('buspirone', 'Buspirone', ['serotonergic', 'cyp3a4-sensitive-substrate'], {
    brands: ['Buspar'],
    synonyms: ['buspiron', 'buspirome', 'buspirine'],
    sideEffects: ['Dizziness', 'Nausea', 'Headache', 'Nervousness', 'Light-headedness'],
    seriousSideEffects: ['Serotonin syndrome with other serotonergic medicines', 'Rise in blood pressure with MAOIs'],
    warnings: [
      'It should not be used with an MAOI because blood pressure can rise.',
      'Large amounts of grapefruit juice and strong CYP3A4 blockers raise its level, while inducers such as rifampin lower it sharply.',
    ],
    sources: [S.fdaCyp, S.fdaGrapefruit],
  }),
];
