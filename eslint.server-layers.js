/**
 * The server's layers, enforced (docs/decisions/0012-module-and-contract-rules.md):
 *
 * (a) under apps/server/src/modules only `*.repo.ts` files touch tables: nothing else imports
 *     `db/schema` (or drizzle-orm's query builders);
 * (b) each schema file has one owning module: only that module's files may import it, and
 *     nothing in modules/ imports the all-tables barrel `db/schema.ts`;
 * (c) `*.routes.ts` parse, authorise and call a service: no repo, no schema, no drizzle;
 * (d) modules meet only through service interfaces: a file in one module imports another
 *     module's `*.service.ts` files and nothing else of it, bar the named interface files below.
 *
 * Exceptions, each named with its reason (and nothing else): Better Auth's Drizzle adapter
 * config and its session read path (modules/auth/auth.ts, session-reader.ts) hand the auth
 * tables to the library; the account export/erasure (modules/account/account-data.repo.ts)
 * visits every table with a user_id column by reflection so that a table added later is
 * included without anyone remembering to. Tests may seed and inspect any table.
 */

import { readdirSync } from 'node:fs';

const server = 'apps/server/src';

/** Schema file (under db/schema/) → the module that owns its tables. */
export const tableOwners = {
  'auth.ts': 'auth',
  'billing.ts': 'billing',
  'profile.ts': 'profile',
  'chat.ts': 'chat',
  'audit.ts': 'audit',
  'error-reports.ts': 'errors',
  'outbox.ts': 'mail',
  'medications.ts': 'cabinet',
  'tracking.ts': 'tracking',
  'habits.ts': 'habits',
  'goals.ts': 'goals',
  'doses.ts': 'doses',
  'reminders.ts': 'reminders',
  'jobs.ts': 'jobs',
  'meal-plans.ts': 'meal-plans',
  'recipes.ts': 'recipes',
  'nutrition.ts': 'nutrition',
  'biomarkers.ts': 'biomarkers',
};

const tests = ['**/*.test.ts', '**/*.int.test.ts'];
const tableAccessExceptions = [`${server}/modules/auth/auth.ts`, `${server}/modules/auth/session-reader.ts`];
const everyTableReader = `${server}/modules/account/account-data.repo.ts`;

const schemaImports = ['**/db/schema', '**/db/schema/*', '**/db/schema.ts'];
const drizzleImports = ['drizzle-orm', 'drizzle-orm/*'];
const repoOnly = 'Only a *.repo.ts file touches tables: call the module’s service (routes → service → repo; ADR 0012).';

/**
 * (d) Files another module may import besides its `*.service.ts`, each with its reason: the request
 * authorisation every route does (`requireUser`/`getSessionUser`, `requireFeature`, ADR 0012 §2),
 * the action names the audit service's `writeAudit` takes, and the row-source interface the
 * profile's repo implements for the session read path (itself a named exception above).
 */
export const moduleInterfaces = ['auth/session.ts', 'billing/require-feature.ts', 'audit/audit-actions.ts', 'auth/session-reader.ts'];

const modules = readdirSync(new URL(`./${server}/modules`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const moduleBoundaryZones = modules.map((module) => ({
  target: `./${server}/modules/${module}/**/*`,
  from: `./${server}/modules/!(${module})/**/*`,
  except: ['**/*.service.ts', ...moduleInterfaces.map((file) => `**/${server}/modules/${file}`)],
  message: 'Modules meet only through service interfaces: import the other module’s *.service.ts, or move what you need into it (ADR 0012).',
}));

const ownershipZones = Object.entries(tableOwners).map(([file, owner]) => ({
  target: `./${server}/modules/!(${owner})/**/*`,
  from: `./${server}/db/schema/${file}`,
  message: `These tables belong to modules/${owner}: go through its service (one owner per table; ADR 0012).`,
}));

export const serverLayerConfigs = [
  {
    // (b) one owner per table; the barrel holds every table, so no module imports it.
    files: [`${server}/**/*.ts`],
    ignores: [...tests, everyTableReader],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...ownershipZones,
            ...moduleBoundaryZones,
            { target: `./${server}/modules`, from: `./${server}/db/schema.ts`, message: 'Import the owning module’s schema file from its repo, not the all-tables barrel (ADR 0012).' },
            { target: `./${server}/providers`, from: [`./${server}/db/schema`, `./${server}/db/schema.ts`], message: 'Providers are handed a store by the owning module; they touch no table (ADR 0012).' },
          ],
        },
      ],
    },
  },
  {
    // (a) only repos touch tables.
    files: [`${server}/modules/**/*.ts`],
    ignores: [...tests, `${server}/modules/**/*.repo.ts`, ...tableAccessExceptions],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...schemaImports, ...drizzleImports], message: repoOnly }] }],
    },
  },
  {
    // (c) routes parse, authorise and call a service.
    files: [`${server}/modules/**/*.routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...schemaImports, ...drizzleImports], message: repoOnly },
            { group: ['**/*.repo', '**/*.repo.ts'], message: 'Routes call a service, never a repo (ADR 0012).' },
          ],
        },
      ],
    },
  },
];
