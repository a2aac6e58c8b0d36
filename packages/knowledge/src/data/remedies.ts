/**
 * Natural remedies ("remedy for X"): the claim, what the evidence shows (an honest rating, mostly
 * following NCCIH's and the NIH Office of Dietary Supplements' conclusions), cautions and medicine
 * interactions. One file per use in ./remedies: sleep, stress and mood, colds and infections,
 * digestion and liver, heart and blood sugar, pain, muscles and bones, migraine, skin, and
 * menopause and prostate; the sources and wording they share are in
 * remedies/shared-sources-wording.ts.
 */
import type { NaturalRemedy } from '../types';
import { coldsAndInfectionsRemedies } from './remedies/colds-and-infections';
import { digestionAndLiverRemedies } from './remedies/digestion-and-liver';
import { heartAndBloodSugarRemedies } from './remedies/heart-and-blood-sugar';
import { menopauseAndProstateRemedies } from './remedies/menopause-and-prostate';
import { migraineRemedies } from './remedies/migraine';
import { painMusclesAndBonesRemedies } from './remedies/pain-muscles-and-bones';
import { skinRemedies } from './remedies/skin';
import { sleepStressAndMoodRemedies } from './remedies/sleep-stress-and-mood';

export const naturalRemedies: NaturalRemedy[] = [
  ...sleepStressAndMoodRemedies,
  ...coldsAndInfectionsRemedies,
  ...digestionAndLiverRemedies,
  ...heartAndBloodSugarRemedies,
  ...painMusclesAndBonesRemedies,
  ...migraineRemedies,
  ...skinRemedies,
  ...menopauseAndProstateRemedies,
];
