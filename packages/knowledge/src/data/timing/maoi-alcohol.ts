/**
 * Timing rules for MAOIs and linezolid, and alcohol warnings. Each rule follows the FDA label on
 * DailyMed or an NIH fact sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { avoid } from '../timing-helpers';

const TYRAMINE = 'Tyramine is normally broken down by monoamine oxidase; with this medicine blocking it, a tyramine-rich meal can raise blood pressure to dangerous levels.';

export const maoiAlcoholTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ MAOIs, linezolid and alcohol
  avoid(
    'phenelzine-avoid-tyramine',
    'phenelzine',
    'class:tyramine-rich',
    'Avoid tyramine-rich foods and drinks (aged cheese, cured meats, soy sauce, sauerkraut, tap beer and others) while taking it and for 2 weeks after stopping.',
    TYRAMINE,
    [dailyMed('Phenelzine')],
  ),
  avoid(
    'tranylcypromine-avoid-tyramine',
    'tranylcypromine',
    'class:tyramine-rich',
    'Avoid tyramine-rich foods and drinks (aged cheese, cured meats, soy sauce, sauerkraut, tap beer and others) while taking it and for 2 weeks after stopping.',
    TYRAMINE,
    [dailyMed('Tranylcypromine')],
  ),
  avoid(
    'isocarboxazid-avoid-tyramine',
    'isocarboxazid',
    'class:tyramine-rich',
    'Avoid tyramine-rich foods and drinks (aged cheese, cured meats, soy sauce, sauerkraut, tap beer and others) while taking it and for 2 weeks after stopping.',
    TYRAMINE,
    [dailyMed('Isocarboxazid')],
  ),
  avoid(
    'linezolid-avoid-tyramine',
    'linezolid',
    'class:tyramine-rich',
    'Avoid large amounts of tyramine-rich foods and drinks (aged cheese, cured meats, soy sauce, tap beer and others) while taking it.',
    'Linezolid weakly blocks monoamine oxidase, so a large tyramine load can raise blood pressure sharply.',
    [dailyMed('Linezolid')],
  ),
  avoid(
    'metronidazole-avoid-alcohol',
    'metronidazole',
    'class:alcohol',
    'Do not drink alcohol or use products containing alcohol or propylene glycol while taking it and for at least 3 days after the last dose.',
    'Together they can cause flushing, pounding heart, nausea, vomiting and stomach cramps.',
    [dailyMed('Metronidazole')],
  ),
  avoid(
    'tinidazole-avoid-alcohol',
    'tinidazole',
    'class:alcohol',
    'Do not drink alcohol or use products containing alcohol or propylene glycol while taking it and for 3 days after the last dose.',
    'Together they can cause flushing, nausea, vomiting, stomach cramps and headache.',
    [dailyMed('Tinidazole')],
  ),
  avoid(
    'disulfiram-avoid-alcohol',
    'disulfiram',
    'class:alcohol',
    'Do not drink any alcohol or use alcohol-containing products (some sauces, vinegars, cough syrups, mouthwashes and skin products) while taking it and for up to 2 weeks after the last dose.',
    'Disulfiram blocks the breakdown of alcohol, causing a severe reaction with flushing, vomiting, a pounding heart and low blood pressure.',
    [dailyMed('Disulfiram')],
  ),

];
