/** All tables, one file per area under ./schema; drizzle-kit reads this module. */
export * from './schema/error-reports';
export * from './schema/billing';
export * from './schema/auth';
export * from './schema/audit';
export * from './schema/outbox';
export * from './schema/medications';
export * from './schema/profile';
export * from './schema/chat';
export * from './schema/tracking';
export * from './schema/habits';
export * from './schema/goals';
export * from './schema/doses';
export * from './schema/reminders';
export * from './schema/jobs';
export * from './schema/meal-plans';
export * from './schema/recipes';
export * from './schema/nutrition';
