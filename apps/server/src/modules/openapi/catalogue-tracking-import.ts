/** Contracts of the tracking import (Daylio, Bearable, our own CSV) and the tracking CSV download. */
import { z } from 'zod';
import { trackingImportFormSchema, trackingImportQuerySchema, trackingImportResultSchema } from '@thrivewell/core/contracts/tracking-import-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const tracking = { tag: 'Tracking', auth: 'session' } as const;

export const trackingImportContracts: RouteContract[] = [
  {
    ...tracking,
    method: 'POST',
    path: '/api/tracking/import',
    summary: 'Import a Daylio or Bearable export',
    description:
      'multipart/form-data with one part `file` (at most 5 MB, 10,000 rows): a Daylio or Bearable CSV export, or our own tracking CSV; the format is found from the header row. ' +
      'Rows already imported are skipped, so importing the same file twice adds nothing. Bad rows are reported by line and the rest is saved. `dryRun=true` answers the same without saving (the preview).',
    request: { query: trackingImportQuerySchema, body: trackingImportFormSchema, bodyName: 'TrackingImportForm', bodyRequired: true, bodyContentType: 'multipart/form-data' },
    responses: { 200: { description: 'What was (or would be) imported, skipped and refused, with the first rows.', schema: trackingImportResultSchema, name: 'TrackingImportResult' } },
    errors: signedInErrors(writeErrors),
  },
  {
    ...tracking,
    method: 'GET',
    path: '/api/tracking/export.csv',
    summary: 'Download my tracking data (CSV)',
    description: 'Every mood entry, symptom entry and daily log value in the person’s time zone; cells that a spreadsheet would run as a formula start with an apostrophe. The file imports back.',
    responses: { 200: { description: 'The CSV file (an attachment).', schema: z.string().describe('CSV text'), name: 'TrackingCsv', contentType: 'text/csv' } },
    errors: signedInErrors(readErrors),
  },
];
