/** The hepatitis C medicines' boxed warning, shared by hiv-hepatitis-antiparasitic.ts and audit-additions.ts (our own words for the FDA labels). */
export const HCV_BOXED = 'Boxed warning: hepatitis B can become active again during or after treatment in people who have had it, so testing is done before starting.';
