import type { TimingRule } from '../types';
export const timingRules: TimingRule[] = [];
