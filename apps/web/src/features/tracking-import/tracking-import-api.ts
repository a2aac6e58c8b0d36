import { importMaxFileBytes, type TrackingImportResult } from '@thrivewell/core/contracts/tracking-import-contract';
import { ApiError, apiHeaders } from '../../lib/api-client';
import { deviceTimeZone } from '../../lib/device-time';

export { importMaxFileBytes };
export type { TrackingImportResult };

/** The CSV download of every tracking entry (an attachment; the browser saves it). */
export const trackingCsvUrl = '/api/tracking/export.csv';

const genericMessage = 'The upload failed. Check your connection and try again.';

/**
 * Sends the file to POST /api/tracking/import (multipart, part `file`). XMLHttpRequest rather
 * than fetch: it reports upload progress, which a person waiting on a 5 MB file should see.
 * Same-origin, so the session cookie and the Origin header go with it (the server's guard).
 */
export function uploadTrackingFile(file: File, opts: { dryRun: boolean; onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<TrackingImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The export's local times are read in this device's zone (where the person kept the diary).
    const query = new URLSearchParams({ ...(opts.dryRun ? { dryRun: 'true' } : {}), timeZone: deviceTimeZone() });
    xhr.open('POST', `/api/tracking/import?${query}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    for (const [name, value] of Object.entries(apiHeaders)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && opts.onProgress) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { code?: string; message?: string; field?: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as TrackingImportResult);
      const e = body?.error;
      reject(new ApiError(xhr.status, e?.code ?? `HTTP_${xhr.status}`, e?.message ?? genericMessage, e?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', genericMessage));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
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
