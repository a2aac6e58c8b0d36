/** Contracts of the biomarkers routes (modules/biomarkers; W2-F). */
import { z } from 'zod';
import {
  confirmReportBodySchema,
  labReportDetailSchema,
  labReportListSchema,
  labUploadAcceptedSchema,
  labUploadFormSchema,
  manualReportBodySchema,
  markerHistorySchema,
  markerParamsSchema,
  markersResponseSchema,
  pageParamsSchema,
  labTimelineSchema,
  reportParamsSchema,
  timelineQuerySchema,
  uploadQuerySchema,
} from '@thrivewell/core/contracts/biomarkers-contract';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const labs = { tag: 'Biomarkers', auth: 'session' } as const;
const detail = { description: 'The report with every row as read or confirmed, its progress and, when reading failed, why.', schema: labReportDetailSchema, name: 'LabReportDetail' };
const ownErrors = signedInErrors([...readErrors, 404]);

export const biomarkerContracts: RouteContract[] = [
  {
    ...labs,
    auth: 'plan',
    feature: 'lab_uploads',
    method: 'POST',
    path: '/api/biomarkers/reports',
    summary: 'Upload a lab report',
    description:
      'multipart/form-data with one part `file`: PDF, JPEG, PNG or GIF, at most 10 MB. Refusals, in this order, with field `file`: "No file provided", "File size exceeds maximum of 10MB" (413), ' +
      '"File type is potentially dangerous" (an executable extension, or executable bytes under any name), "File extension not allowed", "File type not allowed" (the declared type, or bytes that are not what the extension says). ' +
      'Images are stored upright without any metadata (EXIF, GPS). The report is read in the background: poll GET /api/biomarkers/reports/{id}.',
    request: { query: uploadQuerySchema, body: labUploadFormSchema, bodyName: 'LabUploadForm', bodyRequired: true, bodyContentType: 'multipart/form-data' },
    responses: { 202: { description: 'Stored; reading has been queued.', schema: labUploadAcceptedSchema, name: 'LabUploadAccepted' } },
    errors: signedInErrors([...writeErrors, 403]),
  },
  { ...labs, method: 'GET', path: '/api/biomarkers/reports', summary: 'My lab reports', responses: { 200: { description: 'Uploaded and typed reports, newest first.', schema: labReportListSchema, name: 'LabReportList' } }, errors: signedInErrors(readErrors) },
  { ...labs, method: 'GET', path: '/api/biomarkers/reports/:id', summary: 'A lab report and its rows', request: { params: reportParamsSchema }, responses: { 200: detail }, errors: ownErrors },
  {
    ...labs,
    method: 'GET',
    path: '/api/biomarkers/reports/:id/pages/:n',
    summary: 'A page image of an uploaded report',
    description: 'The PNG of page n (1-based) for the review table; private, never cached.',
    request: { params: pageParamsSchema },
    responses: { 200: { description: 'The page as a PNG image.', schema: z.string().describe('PNG image (binary)'), name: 'LabReportPage', contentType: 'image/png' } },
    errors: ownErrors,
  },
  {
    ...labs,
    method: 'PUT',
    path: '/api/biomarkers/reports/:id/confirm',
    summary: 'Confirm the rows of a report',
    description: 'The rows as the person checked and corrected them replace what was read; only confirmed reports count in markers and history. 409 while the report is still being read.',
    request: { params: reportParamsSchema, body: confirmReportBodySchema, bodyName: 'ConfirmLabReportBody', bodyRequired: true },
    responses: { 200: detail },
    errors: signedInErrors([...writeErrors, 404, 409]),
  },
  {
    ...labs,
    method: 'POST',
    path: '/api/biomarkers/manual',
    summary: 'Enter lab results by hand',
    description: 'Free on every plan: a blood or urine (dipstick) report typed in the same table as the review, confirmed at once.',
    request: { body: manualReportBodySchema, bodyName: 'ManualLabReportBody', bodyRequired: true },
    responses: { 201: detail },
    errors: signedInErrors(writeErrors),
  },
  {
    ...labs,
    method: 'DELETE',
    path: '/api/biomarkers/reports/:id',
    summary: 'Delete a lab report',
    description: 'Deletes the report, its rows and its files (the upload and the page images).',
    request: { params: reportParamsSchema },
    responses: { 200: { description: 'Deleted.', schema: z.object({ deleted: z.literal(true) }), name: 'LabReportDeleted' } },
    errors: signedInErrors([...writeErrors, 404]),
  },
  { ...labs, method: 'GET', path: '/api/biomarkers/markers', summary: 'My markers at a glance', description: 'Per marker (LOINC), the latest confirmed value and how many there are.', responses: { 200: { description: 'Markers by name.', schema: markersResponseSchema, name: 'LabMarkers' } }, errors: signedInErrors(readErrors) },
  {
    ...labs,
    method: 'GET',
    path: '/api/biomarkers/markers/:loinc',
    summary: 'A marker over time',
    description: 'Confirmed values, oldest first, in the marker’s canonical unit where one is known (the range converted alike). 404 when there is none yet.',
    request: { params: markerParamsSchema },
    responses: { 200: { description: 'The marker’s history.', schema: markerHistorySchema, name: 'MarkerHistory' } },
    errors: ownErrors,
  },
  {
    ...labs,
    auth: 'plan',
    feature: 'lab_correlations',
    method: 'GET',
    path: '/api/biomarkers/timeline',
    summary: 'Labs, symptoms and medicine changes on one timeline',
    description:
      'Wellness Pro ("blood and urine correlations"). Between `from` and `to` (inclusive; by default the last 12 months up to the person’s today; at most 1100 days): confirmed lab values (canonical unit where known), ' +
      'each symptom’s highest severity per day (tracking), and medicine changes from the cabinet: `started` on the start date the person gave, else the day the entry was added; `stopped` on the last save of an entry marked as not taken; ' +
      '`changed` on the latest save of an entry still taken (earlier edits are not kept). A deleted cabinet entry leaves nothing, so its removal is not shown. Events are shown together; nothing here says one caused another.',
    request: { query: timelineQuerySchema },
    responses: { 200: { description: 'The events, oldest first.', schema: labTimelineSchema, name: 'LabTimeline' } },
    errors: signedInErrors([...readErrors, 403]),
  },
];
