/**
 * Timing rules for stomach medicines. Each rule follows the FDA label on DailyMed or an NIH fact
 * sheet named in its sources.
 */
import { dailyMed } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';

export const stomachTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ stomach medicines
  when(
    'omeprazole-before-meal',
    'omeprazole',
    'empty-stomach',
    'Take it before a meal, usually 30 to 60 minutes before breakfast.',
    'It works best when taken before the stomach’s acid pumps are switched on by food.',
    [dailyMed('Omeprazole')],
  ),
  when(
    'esomeprazole-before-meal',
    'esomeprazole',
    'empty-stomach',
    'Take it at least 1 hour before a meal.',
    'Food lowers its absorption, and it works best before the acid pumps are switched on by a meal.',
    [dailyMed('Esomeprazole')],
  ),
  when(
    'lansoprazole-before-meal',
    'lansoprazole',
    'empty-stomach',
    'Take it before eating, usually before breakfast.',
    'Food lowers its absorption, and it works best before a meal.',
    [dailyMed('Lansoprazole')],
  ),
  when(
    'sucralfate-empty-stomach',
    'sucralfate',
    'empty-stomach',
    'Take it on an empty stomach, 1 hour before meals and at bedtime.',
    'It forms a protective coating over ulcers, which works best when the stomach is empty.',
    [dailyMed('Sucralfate')],
  ),
  apart(
    'sucralfate-separate-antacid',
    'sucralfate',
    'class:antacid',
    { before: 0.5, after: 0.5 },
    'Do not take antacids within 30 minutes before or after sucralfate.',
    'Antacids can interfere with how sucralfate binds to the ulcer.',
    [dailyMed('Sucralfate')],
  ),
  apart(
    'sucralfate-separate-other-medicines',
    'sucralfate',
    undefined,
    { before: 2, after: 2 },
    'Take other medicines at least 2 hours before or after sucralfate, especially digoxin, thyroid hormone, quinolone antibiotics, ketoconazole, phenytoin and theophylline.',
    'Sucralfate can bind other medicines in the gut and lower their absorption; spacing the doses 2 hours apart avoids this.',
    [dailyMed('Sucralfate')],
  ),
  apart(
    'digoxin-separate-sucralfate',
    'digoxin',
    'sucralfate',
    { before: 2, after: 2 },
    'Take digoxin at least 2 hours before or after sucralfate.',
    'Sucralfate lowers digoxin absorption when they are taken together.',
    [dailyMed('Sucralfate'), dailyMed('Digoxin')],
  ),
  apart(
    'bisacodyl-separate-antacid',
    'bisacodyl',
    'class:antacid',
    { after: 1 },
    'Do not take bisacodyl tablets within 1 hour after an antacid.',
    'Antacids can dissolve the tablet’s coating too early, which irritates the stomach.',
    [dailyMed('Bisacodyl')],
  ),
  apart(
    'bisacodyl-separate-milk',
    'bisacodyl',
    'milk',
    { after: 1 },
    'Do not take bisacodyl tablets within 1 hour after drinking milk.',
    'Milk can dissolve the tablet’s coating too early, which irritates the stomach.',
    [dailyMed('Bisacodyl')],
  ),
  when(
    'metoclopramide-before-meals',
    'metoclopramide',
    'empty-stomach',
    'Take it 30 minutes before meals and at bedtime.',
    'Taken before a meal, it helps the stomach empty and reduces nausea when food arrives.',
    [dailyMed('Metoclopramide')],
  ),
  when(
    'misoprostol-with-food',
    'misoprostol',
    'with-food',
    'Take it with meals (and at bedtime if prescribed four times a day).',
    'Taking it with food lessens diarrhea and stomach cramps.',
    [dailyMed('Misoprostol')],
  ),
];
