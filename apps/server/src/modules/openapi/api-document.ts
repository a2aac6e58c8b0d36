/** The catalogue of every endpoint and the document built from it (once per process). */
import { appVersion } from '../../version';
import { accountContracts } from './catalogue-account';
import { profileContracts, profileSectionComponents } from './catalogue-profile';
import { reminderContracts } from './catalogue-reminders';
import { insightsContracts } from './catalogue-insights';
import { safetyContracts } from './catalogue-safety';
import { todayContracts } from './catalogue-today';
import { habitContracts } from './catalogue-habits';
import { goalContracts } from './catalogue-goals';
import { mealPlanContracts } from './catalogue-meal-plans';
import { nutritionContracts } from './catalogue-nutrition';
import { trackingContracts } from './catalogue-tracking';
import { dosesContracts } from './catalogue-doses';
import { trackingImportContracts } from './catalogue-tracking-import';
import { adminContracts } from './catalogue-admin';
import { biomarkerContracts } from './catalogue-biomarkers';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.service';
import type { RouteContract } from './route-catalogue';

/** Every endpoint's contract, in the order the reference page lists the areas. */
export const routeCatalogue: readonly RouteContract[] = [
  ...accountContracts,
  ...profileContracts,
  ...safetyContracts,
  ...trackingContracts,
  ...habitContracts,
  ...reminderContracts,
  ...dosesContracts,
  ...insightsContracts,
  ...trackingImportContracts,
  ...adminContracts,
  ...todayContracts,
  ...goalContracts,
  ...mealPlanContracts,
  ...nutritionContracts,
  ...biomarkerContracts,
];

let built: OpenApiDocument | undefined;
export function apiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(routeCatalogue, { version: appVersion, requestComponents: profileSectionComponents });
  return built;
}
