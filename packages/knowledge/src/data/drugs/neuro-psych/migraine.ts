/**
 * Migraine medicines: triptans, ergots, gepants and butalbital combinations. Side effects and
 * warnings are our own summaries of each FDA label on DailyMed (always cited by drug()).
 */
import type { Substance } from '../../../types';
import { S } from '../../../sources';
import { drug } from '../../builders';
import { triptan24h, triptanHeart, triptanSerious, triptanSide } from './shared-wording';

const ergotBox =
  'Boxed warning: taken with strong CYP3A4 blockers (such as clarithromycin, ritonavir or ketoconazole) it can cause life-threatening loss of blood flow to the brain or limbs.';

export const migraineDrugs: Substance[] = [
  // ------------------------------------------------------------------ triptans
  drug('sumatriptan', 'Sumatriptan', ['triptan'], {
    brands: ['Imitrex', 'Tosymra', 'Zembrace SymTouch', 'Onzetra Xsail', 'Imigran'],
    synonyms: ['sumatripten', 'sumitriptan', 'imitrix'],
    sideEffects: [...triptanSide, 'Reaction where injected'],
    seriousSideEffects: triptanSerious,
    warnings: [
      triptanHeart,
      triptan24h,
      'It must not be taken with an MAO-A inhibitor or within two weeks of stopping one.',
    ],
  }),
  drug('rizatriptan', 'Rizatriptan', ['triptan'], {
    brands: ['Maxalt', 'Maxalt-MLT'],
    synonyms: ['rizatripten', 'risatriptan', 'rizatriptin'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [
      triptanHeart,
      'It must not be taken within 24 hours of another triptan or ergot medicine, or with (or within two weeks of) an MAOI.',
      'Propranolol raises its level, so a lower dose is used.',
    ],
  }),
  drug('zolmitriptan', 'Zolmitriptan', ['triptan'], {
    brands: ['Zomig', 'Zomig-ZMT'],
    synonyms: ['zolmitripten', 'zolmatriptan', 'zolmitriptin'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [
      triptanHeart,
      'It must not be taken within 24 hours of another triptan or ergot medicine, or with (or within two weeks of) an MAO-A inhibitor.',
      'Cimetidine raises its level, so the maximum dose is lower.',
    ],
  }),
  drug('eletriptan', 'Eletriptan', ['triptan', 'cyp3a4-sensitive-substrate'], {
    brands: ['Relpax'],
    synonyms: ['eletripten', 'eletripan', 'eletriptin'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [
      triptanHeart,
      'It must not be used within 72 hours of strong CYP3A4 blockers such as ketoconazole, clarithromycin or ritonavir.',
      triptan24h,
    ],
    sources: [S.fdaCyp],
  }),
  drug('naratriptan', 'Naratriptan', ['triptan'], {
    brands: ['Amerge', 'Naramig'],
    synonyms: ['naratripten', 'naratriptin', 'naritriptan'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [triptanHeart, triptan24h, 'Severe kidney or liver disease rules it out.'],
  }),
  drug('almotriptan', 'Almotriptan', ['triptan'], {
    brands: ['Axert', 'Almogran'],
    synonyms: ['almotripten', 'almotriptin', 'almatriptan'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [triptanHeart, triptan24h, 'Ketoconazole and other strong CYP3A4 blockers raise its level, so a lower dose is used.'],
  }),
  drug('frovatriptan', 'Frovatriptan', ['triptan'], {
    brands: ['Frova', 'Migard'],
    synonyms: ['frovatripten', 'frovatriptin', 'frovatripan'],
    sideEffects: triptanSide,
    seriousSideEffects: triptanSerious,
    warnings: [triptanHeart, triptan24h],
  }),
  drug('sumatriptan-naproxen', 'Sumatriptan and naproxen', ['triptan'], {
    brands: ['Treximet'],
    synonyms: ['sumatriptan naproxen', 'sumatriptan/naproxen', 'treximet sumatriptan'],
    components: ['sumatriptan', 'naproxen'],
    sideEffects: ['Dizziness', 'Nausea', 'Tingling', 'Chest or throat tightness', 'Indigestion'],
    seriousSideEffects: ['Heart attack or stroke', 'Stomach or gut bleeding', 'Serotonin syndrome', 'Kidney problems'],
    warnings: [
      'Boxed warning: the naproxen part raises the risk of heart attack, stroke and serious stomach bleeding.',
      triptanHeart,
      'Avoid other NSAIDs or triptans with it unless your prescriber advises otherwise.',
    ],
  }),
  // ------------------------------------------------------------------ ergots and gepants
  drug('ergotamine', 'Ergotamine', ['ergot-alkaloid'], {
    brands: ['Cafergot', 'Ergomar', 'Migril'],
    synonyms: ['ergotamin', 'ergotomine', 'ergotamine tartrate'],
    sideEffects: ['Nausea', 'Vomiting', 'Tingling or numbness in fingers and toes', 'Muscle pain', 'Leg weakness'],
    seriousSideEffects: [
      'Severe narrowing of blood vessels with loss of blood flow to limbs or brain',
      'Chest pain or heart damage',
      'Scarring (fibrosis) with long-term use',
    ],
    warnings: [
      ergotBox,
      'It must not be used in pregnancy, with heart or blood-vessel disease, or within 24 hours of a triptan.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('dihydroergotamine', 'Dihydroergotamine', ['ergot-alkaloid'], {
    brands: ['D.H.E. 45', 'Migranal', 'Trudhesa'],
    synonyms: ['DHE', 'dihydroergotamin', 'dihydroergotomine'],
    sideEffects: ['Nausea', 'Runny or stuffy nose (nasal spray)', 'Change in taste', 'Dizziness'],
    seriousSideEffects: [
      'Severe narrowing of blood vessels with loss of blood flow to limbs or brain',
      'Chest pain or heart damage',
      'Rise in blood pressure',
      'Scarring (fibrosis) with long-term use',
    ],
    warnings: [
      ergotBox,
      'It must not be used in pregnancy, with heart or blood-vessel disease, or within 24 hours of a triptan.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('rimegepant', 'Rimegepant', ['cyp3a4-sensitive-substrate'], {
    brands: ['Nurtec ODT', 'Vydura'],
    synonyms: ['rimegapant', 'rimigepant', 'rimegepent'],
    sideEffects: ['Nausea', 'Stomach pain', 'Indigestion'],
    seriousSideEffects: ['Allergic reactions, sometimes days later (rash, swelling, trouble breathing)', 'New or worse high blood pressure', 'Raynaud’s phenomenon (cold, pale fingers or toes)'],
    warnings: [
      'Strong CYP3A4 blockers and strong or moderate CYP3A4 inducers should be avoided with it, and with moderate blockers a second dose within 48 hours is avoided.',
    ],
  }),
  drug('ubrogepant', 'Ubrogepant', ['cyp3a4-sensitive-substrate'], {
    brands: ['Ubrelvy'],
    synonyms: ['ubrogapant', 'ubrogepent', 'ubregepant'],
    sideEffects: ['Nausea', 'Drowsiness', 'Dry mouth'],
    seriousSideEffects: ['Allergic reactions (rash, swelling, trouble breathing)', 'New or worse high blood pressure', 'Raynaud’s phenomenon (cold, pale fingers or toes)'],
    warnings: [
      'It must not be taken with strong CYP3A4 blockers such as ketoconazole, clarithromycin or itraconazole; moderate blockers and inducers require dose changes.',
    ],
    sources: [S.fdaCyp],
  }),
  drug('butalbital-acetaminophen-caffeine', 'Butalbital, acetaminophen and caffeine', ['barbiturate', 'caffeine-source'], {
    brands: ['Fioricet', 'Esgic', 'Zebutal'],
    synonyms: ['butalbital apap caffeine', 'butalbital/acetaminophen/caffeine', 'fiorecet', 'butalbitol'],
    components: ['acetaminophen'],
    sideEffects: ['Drowsiness', 'Light-headedness', 'Dizziness', 'Nausea'],
    seriousSideEffects: [
      'Liver damage from too much acetaminophen',
      'Dependence and withdrawal seizures',
      'Headaches that become more frequent with regular use',
      'Slowed breathing with other sedatives',
    ],
    warnings: [
      'Boxed warning: the acetaminophen in it can cause severe liver damage above 4,000 mg a day, so count every source.',
      'Butalbital is habit-forming, and frequent use can make headaches more frequent.',
      'Alcohol, opioids and other sedatives add to its drowsiness.',
    ],
  }),
];
