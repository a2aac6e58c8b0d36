import { importMaxFileBytes, type TrackingImportResult } from '@thrivewell/core/contracts/tracking-import-contract';
import { uploadFile } from '../../lib/upload-file';
import { deviceTimeZone } from '../../lib/device-time';

export { importMaxFileBytes };
export type { TrackingImportResult };

/** The CSV download of every tracking entry (an attachment; the browser saves it). */
export const trackingCsvUrl = '/api/tracking/export.csv';

const genericMessage = 'The upload failed. Check your connection and try again.';

/** Sends the file to POST /api/tracking/import (multipart, part `file`, with progress). */
export function uploadTrackingFile(file: File, opts: { dryRun: boolean; onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<TrackingImportResult> {
  // The export's local times are read in this device's zone (where the person kept the diary).
  const query = new URLSearchParams({ ...(opts.dryRun ? { dryRun: 'true' } : {}), timeZone: deviceTimeZone() });
  return uploadFile<TrackingImportResult>(`/api/tracking/import?${query}`, file, { onProgress: opts.onProgress, signal: opts.signal, failedMessage: genericMessage });
}

export const trackingImportErrors = {
  noFile: 'Choose the CSV file Daylio or Bearable exported first.',
  wrongType: 'Choose a .csv file: the file Daylio ("Export entries") or Bearable ("Export data") saved.',
  tooBig: `This file is larger than ${importMaxFileBytes / 1024 / 1024} MB. Export a shorter period (for example one year at a time) and import each file.`,
  empty: 'This file is empty. Choose the CSV file your tracker exported.',
} as const;

/** The first problem with a chosen file before it is sent, or null when it may be sent. */
export function checkTrackingFile(file: File | null | undefined): string | null {
  if (!file) return trackingImportErrors.noFile;
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && file.type !== 'text/csv') return trackingImportErrors.wrongType;
  if (file.size === 0) return trackingImportErrors.empty;
  if (file.size > importMaxFileBytes) return trackingImportErrors.tooBig;
  return null;
}
