/** Saving a dipstick: one manual urine report through the biomarkers API (core's ManualReportBody). */
import { useMutation } from '@tanstack/react-query';
import type { ManualReportBody } from '@thrivewell/core/contracts/biomarkers-contract';
import { dipstickRows, type DipstickReadings } from '@thrivewell/labs/dipstick';
import { apiFetch } from '../../lib/api-client';

export function dipstickReportBody(collectedOn: string, readings: DipstickReadings): ManualReportBody {
  return { kind: 'urine', collectedOn, rows: dipstickRows(readings) };
}

export function useSaveDipstick() {
  return useMutation({
    mutationFn: (body: ManualReportBody) => apiFetch<{ id: string }>('/api/biomarkers/manual', { method: 'POST', body }),
  });
}
