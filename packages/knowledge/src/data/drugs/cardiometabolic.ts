/**
 * Cardiometabolic drugs, one file per subject in ./cardiometabolic: ACE inhibitors and ARBs, beta
 * blockers, other blood-pressure medicines and the fixed-dose combinations, diuretics, heart rhythm
 * and angina, anticoagulants, antiplatelets, statins and other lipid-lowering medicines, diabetes,
 * gout, kidney and electrolytes, and circulation. The order is the knowledge base's order (the
 * first of two equal names wins).
 */
import type { Substance } from '../../types';
import { aceInhibitorArbDrugs } from './cardiometabolic/ace-inhibitors-arbs';
import { betaBlockerDrugs } from './cardiometabolic/beta-blockers';
import { bloodPressureDrugs } from './cardiometabolic/blood-pressure';
import { diureticDrugs } from './cardiometabolic/diuretics';
import { bloodPressureCombinationDrugs } from './cardiometabolic/blood-pressure-combinations';
import { heartRhythmAnginaDrugs } from './cardiometabolic/heart-rhythm-angina';
import { anticoagulantDrugs } from './cardiometabolic/anticoagulants';
import { antiplateletDrugs } from './cardiometabolic/antiplatelets';
import { statinDrugs } from './cardiometabolic/statins';
import { lipidLoweringDrugs } from './cardiometabolic/lipid-lowering';
import { diabetesDrugs } from './cardiometabolic/diabetes';
import { goutDrugs } from './cardiometabolic/gout';
import { kidneyElectrolyteDrugs } from './cardiometabolic/kidney-electrolytes';
import { circulationDrugs } from './cardiometabolic/circulation';

export const cardiometabolicDrugs: Substance[] = [
  ...aceInhibitorArbDrugs,
  ...betaBlockerDrugs,
  ...bloodPressureDrugs,
  ...diureticDrugs,
  ...bloodPressureCombinationDrugs,
  ...heartRhythmAnginaDrugs,
  ...anticoagulantDrugs,
  ...antiplateletDrugs,
  ...statinDrugs,
  ...lipidLoweringDrugs,
  ...diabetesDrugs,
  ...goutDrugs,
  ...kidneyElectrolyteDrugs,
  ...circulationDrugs,
];
