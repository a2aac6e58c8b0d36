/**
 * Timing rules: with food or on an empty stomach, time of day, and how far apart to keep two
 * things. The data live in three parts: timing-1.ts (thyroid hormone, antibiotics and other
 * medicines minerals bind, bone medicines, minerals, stomach medicines), timing-2.ts (cholesterol,
 * blood-thinning, heart, blood-pressure, diabetes and kidney medicines, steroids and pain
 * relievers) and timing-3.ts (sleep and brain medicines, MAOI, linezolid and alcohol warnings,
 * transplant medicines, supplements and drinks).
 */
import type { TimingRule } from '../types';
import { timingRules1 } from './timing-1';
import { timingRules2 } from './timing-2';
import { timingRules3 } from './timing-3';

export const timingRules: TimingRule[] = [...timingRules1, ...timingRules2, ...timingRules3];
