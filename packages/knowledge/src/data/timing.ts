/**
 * Timing rules: with food or on an empty stomach, time of day, and how far apart to keep two
 * things. The data live in timing-1.ts (thyroid, antibiotics, bone medicines, minerals, stomach
 * medicines) and timing-2.ts (heart, diabetes, brain, sleep and transplant medicines, alcohol and
 * tyramine, supplements and drinks).
 */
import type { TimingRule } from '../types';
import { timingRules1 } from './timing-1';
import { timingRules2 } from './timing-2';

export const timingRules: TimingRule[] = [...timingRules1, ...timingRules2];
