/**
 * Timing rules for the minerals themselves. Each rule follows the FDA label on DailyMed or an NIH
 * fact sheet named in its sources.
 */
import { dailyMed, ods } from '../../sources';
import type { TimingRule } from '../../types';
import { apart, when } from '../timing-helpers';
import { odsCalcium, odsIron, odsMagnesium, odsZinc } from './mineral-wording';

const odsMvms = ods('MVMS', 'Multivitamin/mineral Supplements');

export const mineralTimingRules: TimingRule[] = [
  // ------------------------------------------------------------------ minerals themselves
  when(
    'calcium-with-food',
    'calcium',
    'with-food',
    'Take calcium carbonate with a meal; calcium citrate can be taken with or without food. Take no more than about 500 mg at a time.',
    'Calcium carbonate needs stomach acid to be absorbed well, and the body absorbs calcium best in smaller doses.',
    [odsCalcium],
  ),
  apart(
    'calcium-separate-cation-chelating',
    'calcium',
    'class:cation-chelating',
    {},
    'Keep calcium apart from medicines it binds, such as thyroid hormone, some antibiotics and bone medicines; the right gap depends on the medicine (often 2 to 6 hours), so follow its label or ask your pharmacist.',
    'Calcium binds these medicines in the gut and can stop them working.',
    [odsCalcium],
  ),
  when(
    'iron-empty-stomach',
    'iron',
    'empty-stomach',
    'Iron is absorbed best on an empty stomach; if it upsets your stomach, take it with a small amount of food.',
    'Food lowers iron absorption, but iron often upsets the stomach, and a little food can make it easier to keep taking.',
    [odsIron],
  ),
  apart(
    'iron-separate-calcium',
    'iron',
    'calcium',
    { before: 2, after: 2 },
    'Take iron and calcium supplements at different times of day, at least 2 hours apart.',
    'Calcium reduces iron absorption when taken together.',
    [odsIron, odsCalcium],
  ),
  apart(
    'iron-separate-dairy',
    'iron',
    'class:dairy',
    { before: 1, after: 2 },
    'Take iron at least 1 hour before or 2 hours after milk, yogurt or cheese.',
    'The calcium in dairy reduces iron absorption.',
    [odsIron],
  ),
  apart(
    'iron-separate-tea',
    'iron',
    'tea',
    { before: 1, after: 2 },
    'Take iron at least 1 hour before or 2 hours after tea.',
    'Polyphenols in tea bind iron and lower how much is absorbed.',
    [odsIron],
  ),
  apart(
    'iron-separate-coffee',
    'iron',
    'coffee',
    { before: 1, after: 2 },
    'Take iron at least 1 hour before or 2 hours after coffee.',
    'Polyphenols in coffee bind iron and lower how much is absorbed.',
    [odsIron],
  ),
  apart(
    'iron-separate-cation-chelating',
    'iron',
    'class:cation-chelating',
    {},
    'Keep iron apart from medicines it binds, such as thyroid hormone, some antibiotics and bone medicines; the right gap depends on the medicine (often 2 to 6 hours), so follow its label or ask your pharmacist.',
    'Iron binds these medicines in the gut and can stop them working.',
    [odsIron],
  ),
  apart(
    'magnesium-separate-cation-chelating',
    'magnesium',
    'class:cation-chelating',
    {},
    'Keep magnesium apart from medicines it binds: take quinolone or tetracycline antibiotics at least 2 hours before or 4 to 6 hours after it, and bisphosphonates at least 2 hours apart; follow each medicine’s label.',
    'Magnesium binds these medicines in the gut and can stop them working.',
    [odsMagnesium],
  ),
  apart(
    'zinc-separate-cation-chelating',
    'zinc',
    'class:cation-chelating',
    {},
    'Keep zinc apart from medicines it binds: take quinolone or tetracycline antibiotics at least 2 hours before or 4 to 6 hours after zinc; follow each medicine’s label.',
    'Zinc binds these medicines in the gut and can stop them working.',
    [odsZinc],
  ),
  apart(
    'multivitamin-separate-cation-chelating',
    'multivitamin',
    'class:cation-chelating',
    {},
    'If your multivitamin contains minerals, keep it apart from thyroid hormone, some antibiotics and bone medicines; follow each medicine’s label or ask your pharmacist.',
    'The calcium, iron, magnesium and zinc in it bind these medicines in the gut.',
    [odsMvms],
  ),
  apart(
    'antacid-separate-cation-chelating',
    'class:antacid',
    'class:cation-chelating',
    {},
    'Keep antacids apart from medicines they bind, such as thyroid hormone, some antibiotics and bone medicines; follow each medicine’s label or ask your pharmacist.',
    'The calcium, magnesium or aluminium in antacids binds these medicines in the gut.',
    [dailyMed('Ciprofloxacin'), dailyMed('Levothyroxine')],
  ),
  apart(
    'multivitamin-separate-orlistat',
    'multivitamin',
    'orlistat',
    { before: 2, after: 2 },
    'Take your multivitamin at least 2 hours before or after orlistat, for example at bedtime.',
    'Orlistat blocks fat absorption and with it vitamins A, D, E and K.',
    [dailyMed('Orlistat')],
  ),

];
