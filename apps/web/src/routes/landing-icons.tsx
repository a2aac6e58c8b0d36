import { svgIcon } from '../ui/icons';

/*
 * The landing page's feature-card icons, drawn locally (see ui/icons.tsx): lucide-react would put
 * its runtime in the entry script and each icon in a chunk of its own (W2-C §2, landing ≤ 100 KB).
 * The shapes are Lucide's (https://lucide.dev), ISC License, Copyright (c) 2026 Lucide Icons and
 * Contributors; the full notice is in ui/icons.tsx.
 */

export const ShieldCheck = svgIcon([
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'm9 12 2 2 4-4',
]);
export const FlaskConical = svgIcon([
  'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2',
  'M6.453 15h11.094',
  'M8.5 2h7',
]);
export const Activity = svgIcon([
  'M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2',
]);
export const FileText = svgIcon([
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'M10 9H8',
  'M16 13H8',
  'M16 17H8',
]);
