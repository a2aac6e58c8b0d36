/**
 * Timing rules: with food or on an empty stomach, time of day, and how far apart to keep two
 * things. One file per subject in ./timing (thyroid hormone, antibiotics that minerals bind,
 * bone medicines, minerals, stomach medicines, cholesterol, blood thinners and heart, diabetes
 * and kidney, steroids and pain, sleep, brain and mood, MAOIs and alcohol, transplant and immune,
 * antibiotics with food, supplements and drinks). The order is the knowledge base's order.
 */
import type { TimingRule } from '../types';
import { thyroidTimingRules } from './timing/thyroid';
import { antibioticMineralTimingRules } from './timing/antibiotics-minerals';
import { mineralBindingTimingRules } from './timing/mineral-binding';
import { bisphosphonateTimingRules } from './timing/bisphosphonates';
import { mineralTimingRules } from './timing/minerals';
import { stomachTimingRules } from './timing/stomach-medicines';
import { cholesterolTimingRules } from './timing/cholesterol';
import { bloodThinnerHeartTimingRules } from './timing/blood-thinners-heart';
import { diabetesKidneyTimingRules } from './timing/diabetes-kidney';
import { steroidPainTimingRules } from './timing/steroids-pain';
import { sleepTimingRules } from './timing/sleep';
import { brainMoodTimingRules } from './timing/brain-mood';
import { maoiAlcoholTimingRules } from './timing/maoi-alcohol';
import { transplantImmuneTimingRules } from './timing/transplant-immune';
import { antibioticFoodTimingRules } from './timing/antibiotics-food';
import { supplementDrinkTimingRules } from './timing/supplements-drinks';

export const timingRules: TimingRule[] = [
  ...thyroidTimingRules,
  ...antibioticMineralTimingRules,
  ...mineralBindingTimingRules,
  ...bisphosphonateTimingRules,
  ...mineralTimingRules,
  ...stomachTimingRules,
  ...cholesterolTimingRules,
  ...bloodThinnerHeartTimingRules,
  ...diabetesKidneyTimingRules,
  ...steroidPainTimingRules,
  ...sleepTimingRules,
  ...brainMoodTimingRules,
  ...maoiAlcoholTimingRules,
  ...transplantImmuneTimingRules,
  ...antibioticFoodTimingRules,
  ...supplementDrinkTimingRules,
];
