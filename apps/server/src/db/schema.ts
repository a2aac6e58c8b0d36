/** All tables, one file per area under ./schema; drizzle-kit reads this module. */
export * from './schema/error-reports';
