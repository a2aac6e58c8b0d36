/**
 * The medicine cabinet's query key: one cache for the cabinet pages (features/safety, whose
 * safety-api.ts holds the calls and hooks behind it) and the health profile, whose medications
 * section is the cabinet and refreshes it after a save.
 */
export const cabinetQueryKey = ['safety-cabinet'] as const;
