import type { PageText } from '@thrivewell/labs/text-layout';
import type { labUploadTypes } from '@thrivewell/core/contracts/biomarkers-contract';

/**
 * The document reader port (W2-F): turns an uploaded lab report (PDF, JPEG, PNG, GIF) into the
 * positioned words of each page — from a PDF's text layer where it has one, else by OCR — and a
 * PNG image of each page for the review table. Offline: no data is fetched at run time.
 */
export type LabUploadType = (typeof labUploadTypes)[number];

export interface ReadDocument {
  pages: PageText[];
  /** One PNG per page (≤ 1600 px wide, no metadata), in page order, for the review screen. */
  pageImages: Buffer[];
}

export interface DocumentReader {
  /** Reads every page; `onProgress` gets 0–100 as pages are done. Throws AppError for unreadable files. */
  read(bytes: Buffer, type: LabUploadType, onProgress?: (percent: number) => void): Promise<ReadDocument>;
  /** Ends the OCR worker (tests, shutdown). */
  close(): Promise<void>;
}
