/**
 * The essential-oil library: what each oil is used for, what the evidence shows, and how to
 * use it safely. One file per subject in ./essential-oils: calm and sleep, citrus, skin, hair and
 * mouth, hot spice oils, breathing, digestion and nausea, muscles and massage, and the high-risk
 * oils; the sources and wording they share are in essential-oils/shared-sources-wording.ts.
 * Maximum skin concentrations (maxDermalPercent) are only given where Tisserand & Young publish a
 * maximum, most of them derived from IFRA limits; oils without a recognised limit have none.
 */
import type { EssentialOil } from '../types';
import { breathingOils } from './essential-oils/breathing';
import { calmAndSleepOils } from './essential-oils/calm-and-sleep';
import { citrusOils } from './essential-oils/citrus';
import { digestionAndNauseaOils } from './essential-oils/digestion-and-nausea';
import { highRiskOils } from './essential-oils/high-risk';
import { musclesAndMassageOils } from './essential-oils/muscles-and-massage';
import { skinHairAndMouthOils } from './essential-oils/skin-hair-and-mouth';
import { spiceOils } from './essential-oils/spice';

export const essentialOils: EssentialOil[] = [
  ...calmAndSleepOils,
  ...citrusOils,
  ...skinHairAndMouthOils,
  ...spiceOils,
  ...breathingOils,
  ...digestionAndNauseaOils,
  ...musclesAndMassageOils,
  ...highRiskOils,
];
