/**
 * Anti-infective, endocrine and specialist medicines, one file per subject in
 * ./anti-infective-endocrine: antibacterials, antifungals, antivirals; thyroid medicines and
 * corticosteroids, hormones and bone, urology; HIV, hepatitis C and antiparasitics, immunology,
 * oncology, dermatology, and the drugs added after the interaction audit. Facts follow each
 * drug's FDA label (DailyMed). The order is the knowledge base's order.
 */
import type { Substance } from '../../types';
import { antibacterialDrugs } from './anti-infective-endocrine/antibacterials';
import { antifungalDrugs } from './anti-infective-endocrine/antifungals';
import { antiviralDrugs } from './anti-infective-endocrine/antivirals';
import { thyroidSteroidDrugs } from './anti-infective-endocrine/thyroid-steroids';
import { hormoneBoneDrugs } from './anti-infective-endocrine/hormones-bone';
import { urologyDrugs } from './anti-infective-endocrine/urology';
import { hivHepatitisAntiparasiticDrugs } from './anti-infective-endocrine/hiv-hepatitis-antiparasitic';
import { immunologyDrugs } from './anti-infective-endocrine/immunology';
import { oncologyDrugs } from './anti-infective-endocrine/oncology';
import { dermatologyDrugs } from './anti-infective-endocrine/dermatology';
import { auditAdditionDrugs } from './anti-infective-endocrine/audit-additions';

export const antiInfectiveEndocrineDrugs: Substance[] = [
  ...antibacterialDrugs,
  ...antifungalDrugs,
  ...antiviralDrugs,
  ...thyroidSteroidDrugs,
  ...hormoneBoneDrugs,
  ...urologyDrugs,
  ...hivHepatitisAntiparasiticDrugs,
  ...immunologyDrugs,
  ...oncologyDrugs,
  ...dermatologyDrugs,
  ...auditAdditionDrugs,
];
