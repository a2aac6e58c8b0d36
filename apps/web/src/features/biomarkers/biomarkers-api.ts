/**
 * Biomarkers' calls and query hooks (W2-F): lab reports (upload, read in the background, review,
 * confirm, delete), hand-entered results, and each marker's latest value and history. Types are
 * core's contract; errors are the api client's ApiError (`{ error: { code, message, field } }`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmReportBody,
  LabKind,
  LabReportDetail,
  LabReportStatus,
  LabTimeline,
  LabReportSummary,
  ManualReportBody,
  MarkerHistory,
  MarkerPoint,
  MarkerSummary,
  MarkersResponse,
} from '@thrivewell/core/contracts/biomarkers-contract';
import { ApiError, apiFetch } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';
import { writeStored } from '../../lib/local-store';
import { labDraftKey } from './lab-draft-key';

export type { LabReportDetail, LabReportSummary, LabTimeline, MarkerHistory, MarkerPoint };

/** One marker at a glance: its latest confirmed value, how many values there are, the person's medicines that can change it. */
export type MarkerLatest = MarkerSummary;

export const biomarkerKeys = {
  all: ['biomarkers'] as const,
  reports: ['biomarkers', 'reports'] as const,
  report: (id: string) => ['biomarkers', 'reports', id] as const,
  markers: ['biomarkers', 'markers'] as const,
  marker: (loinc: string) => ['biomarkers', 'markers', loinc] as const,
  timeline: (from: string) => ['biomarkers', 'timeline', from] as const,
};

const base = '/api/biomarkers';
export const reportPageUrl = (id: string, page: number) => `${base}/reports/${encodeURIComponent(id)}/pages/${page}`;

/** How often a report being read is asked for again. */
export const processingPollMs = 1500;

export const useReports = () => useQuery({ queryKey: biomarkerKeys.reports, queryFn: async ({ signal }) => (await apiFetch<{ reports: LabReportSummary[] }>(`${base}/reports`, { signal })).reports });

/** One report; polled while it is being read, then left alone. */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: biomarkerKeys.report(id ?? ''),
    queryFn: ({ signal }) => apiFetch<LabReportDetail>(`${base}/reports/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? processingPollMs : false),
  });
}

export const useMarkers = () => useQuery({ queryKey: biomarkerKeys.markers, queryFn: async ({ signal }) => (await apiFetch<MarkersResponse>(`${base}/markers`, { signal })).markers });

export const useMarkerHistory = (loinc: string | null) =>
  useQuery({
    queryKey: biomarkerKeys.marker(loinc ?? ''),
    queryFn: ({ signal }) => apiFetch<MarkerHistory>(`${base}/markers/${encodeURIComponent(loinc!)}`, { signal }),
    enabled: !!loinc,
  });

/** Labs, symptoms and medicine changes from `from` up to today (Wellness Pro: only asked for on that plan). */
export const useLabTimeline = (from: string, enabled: boolean) =>
  useQuery({
    queryKey: biomarkerKeys.timeline(from),
    queryFn: ({ signal }) => apiFetch<LabTimeline>(`${base}/timeline?from=${encodeURIComponent(from)}`, { signal }),
    enabled,
  });

/** After a confirm, a manual entry or a delete: the report, the list and every marker change. */
function useSettled() {
  const client = useQueryClient();
  return (report?: LabReportDetail) => {
    if (report) client.setQueryData(biomarkerKeys.report(report.id), report);
    void client.invalidateQueries({ queryKey: biomarkerKeys.reports });
    void client.invalidateQueries({ queryKey: biomarkerKeys.markers });
    void client.invalidateQueries({ queryKey: ['biomarkers', 'timeline'] });
  };
}

export function useConfirmReport(id: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ConfirmReportBody) => apiFetch<LabReportDetail>(`${base}/reports/${encodeURIComponent(id)}/confirm`, { method: 'PUT', body }),
    onSuccess: settled,
  });
}

export function useManualReport() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ManualReportBody) => apiFetch<LabReportDetail>(`${base}/manual`, { method: 'POST', body }),
    onSuccess: settled,
  });
}

export function useDeleteReport() {
  const settled = useSettled();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${base}/reports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: biomarkerKeys.report(id) });
      writeStored(labDraftKey(id), null);
      settled();
    },
  });
}

const uploadFailed = 'The upload failed. Check your connection and try again.';

/** Sends a report to POST /api/biomarkers/reports (multipart, part `file`, with progress) → 202 `{ id, status }`. */
export async function uploadLabReport(file: File, opts: { kind?: LabKind; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<{ id: string; status: LabReportStatus }> {
  const url = opts.kind === 'urine' ? `${base}/reports?kind=urine` : `${base}/reports`;
  const body = await uploadFile<{ id?: string; status?: LabReportStatus }>(url, file, { onProgress: opts.onProgress, signal: opts.signal, failedMessage: uploadFailed });
  if (!body.id) throw new ApiError(0, 'BAD_ANSWER', uploadFailed);
  return { id: body.id, status: body.status ?? 'processing' };
}
