/** The windows trends are drawn over (W2-D), in days. Zod-free, so the trends page's script stays small. */
export const trendWindows = [7, 30, 90, 365] as const;
export type TrendWindow = (typeof trendWindows)[number];
