/**
 * Reads a corpus report in one of its real forms with the app's document reader, parses it with
 * the labs parser and scores the rows against the corpus's expected rows (W2-F accuracy).
 */
import type { PageText } from '@thrivewell/labs/text-layout';
import { parseLabReport } from '@thrivewell/labs/parse-report';
import type { TestReport } from '@thrivewell/labs/test-reports/corpus-types';
import { scoreReport, type ReportScore } from '@thrivewell/labs/test-reports/score';
import type { DocumentReader } from '../../src/providers/documents/document-reader';
import { reportToPdf, reportToPhotos, reportToScans, type ReportForm } from './render-report';

export interface FormScore extends ReportScore {
  report: string;
  form: ReportForm;
  ms: number;
}

/** The pages the reader hands over for `report` drawn as `form` (images read one page each, renumbered). */
export async function readReport(reader: DocumentReader, report: TestReport, form: ReportForm): Promise<PageText[]> {
  if (form === 'text-pdf') return (await reader.read(await reportToPdf(report), 'application/pdf')).pages;
  const images = form === 'scan' ? await reportToScans(report) : await reportToPhotos(report);
  const type = form === 'scan' ? 'image/png' : 'image/jpeg';
  const pages: PageText[] = [];
  for (const [i, image] of images.entries()) {
    const read = await reader.read(image, type);
    pages.push(...read.pages.map((p) => ({ ...p, page: i + 1 })));
  }
  return pages;
}

export async function measureReport(reader: DocumentReader, report: TestReport, form: ReportForm): Promise<FormScore> {
  const started = Date.now();
  const pages = await readReport(reader, report, form);
  const { rows } = parseLabReport(pages, report.ctx);
  return { ...scoreReport(rows, report.expected), report: report.name, form, ms: Date.now() - started };
}

/** Total per form: rows right ÷ (expected + extras) over all reports. */
export function totals(scores: FormScore[]): { form: ReportForm; right: number; expected: number; extra: number; share: number }[] {
  const forms = [...new Set(scores.map((s) => s.form))];
  return forms.map((form) => {
    const of = scores.filter((s) => s.form === form);
    const right = of.reduce((n, s) => n + s.right, 0);
    const expected = of.reduce((n, s) => n + s.expected, 0);
    const extra = of.reduce((n, s) => n + s.extra, 0);
    return { form, right, expected, extra, share: right / (expected + extra) };
  });
}
