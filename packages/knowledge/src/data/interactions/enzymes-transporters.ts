/**
 * The rules that model the FDA table of substrates, inhibitors and inducers (enzymes and
 * transporters), with the specialty drugs it names, the statin and apomorphine label rules.
 */
import type { InteractionRule } from '../../types';
import { apomorphineRules } from './apomorphine';
import { cyp1a2Rules } from './enzyme-cyp1a2';
import { cyp2c8Rules } from './enzyme-cyp2c8';
import { cyp2c9Cyp2c19Rules } from './enzyme-cyp2c9-cyp2c19';
import { cyp2d6Rules } from './enzyme-cyp2d6';
import { cyp3aRules } from './enzyme-cyp3a';
import { statinRules } from './statins';
import { transporterRules } from './transporters';

export const enzymeTransporterRules: InteractionRule[] = [
  ...cyp3aRules,
  ...cyp2c8Rules,
  ...cyp2c9Cyp2c19Rules,
  ...cyp2d6Rules,
  ...cyp1a2Rules,
  ...transporterRules,
  ...statinRules,
  ...apomorphineRules,
];
