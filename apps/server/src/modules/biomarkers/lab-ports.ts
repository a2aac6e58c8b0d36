/**
 * What the biomarkers module is handed to read and understand lab reports (W2-F), so the module
 * owns storage, jobs and the API while the reading and parsing live in their own packages:
 * the document reader (providers/documents: PDF text layer or OCR → positioned words and page
 * images), the parser (packages/labs: words → rows and the sample date), the row normaliser
 * (a typed or corrected row → a full row with LOINC, range and flag) and the unit conversion to
 * a marker's canonical unit for the history. buildApp wires the real ones (app.ts).
 */
import type { LabResultRow, LabRowInput } from '@thrivewell/core/contracts/biomarkers-contract';
import { toCanonical } from '@thrivewell/labs/canonical';
import { parseLabReport } from '@thrivewell/labs/parse-report';
import { rowFromInput } from '@thrivewell/labs/row-input';
import type { LabContext, PageText } from '@thrivewell/labs/text-layout';
import type { DocumentReader } from '../../providers/documents/document-reader';

export type { LabContext, PageText };

export type LabParser = (pages: PageText[], ctx: LabContext) => { rows: LabResultRow[]; collectedOn: string | null };
export type LabRowNormaliser = (input: LabRowInput, ctx: LabContext, rowId: string) => LabResultRow;
/** `value` of the marker `loinc` in `unit`, converted to the marker's canonical unit; null when it has none or the unit is unknown. */
export type CanonicalConverter = (loinc: string, value: number, unit: string | null) => { value: number; unit: string } | null;

export interface LabPorts {
  reader: Pick<DocumentReader, 'read'>;
  parse: LabParser;
  normaliseRow: LabRowNormaliser;
  toCanonical: CanonicalConverter;
}

/** The real ports: the given document reader, and the labs package's parser, normaliser and conversion. */
export function labPorts(reader: Pick<DocumentReader, 'read'>): LabPorts {
  return { reader, parse: parseLabReport, normaliseRow: rowFromInput, toCanonical };
}
