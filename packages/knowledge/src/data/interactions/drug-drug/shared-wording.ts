/** What bleeding.ts and lithium.ts share. */

/** Low-dose aspirin products: little effect on blood pressure, kidney function or lithium levels at heart-protecting doses. */
export const lowDoseAspirin = ['aspirin', 'aspirin-dipyridamole'];
