/**
 * Accuracy of the real reading pipeline (W2-F): the labs corpus's reports drawn for real — every
 * one as a text PDF, a few as phone photos — read by the document reader (pdf.js / sharp +
 * tesseract) and parsed by `@thrivewell/labs`, scored row by row against the corpus's expected rows.
 * The full table over every report and form is `npx tsx bench/lab-accuracy.ts`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { corpus } from '@thrivewell/labs/test-reports/index';
import { measureReport, totals, type FormScore } from '../../../test/lab-accuracy/measure';
import type { ReportForm } from '../../../test/lab-accuracy/render-report';
import { createDocumentReader } from './reader';

/** Photographed reports: US conventional units, UK SI units with µmol/L and ×10^9/L, German decimal commas. */
const photographed = ['US Quest-like', 'UK NHS SI units', 'German, decimal commas'];

const reader = createDocumentReader();
afterAll(() => reader.close());

async function measureAll(form: ReportForm, names?: string[]): Promise<FormScore[]> {
  const reports = names ? corpus.filter((r) => names.some((n) => r.name.startsWith(n))) : corpus;
  expect(reports.length).toBe(names?.length ?? corpus.length);
  const scores: FormScore[] = [];
  for (const report of reports) scores.push(await measureReport(reader, report, form));
  return scores;
}

const misses = (scores: FormScore[]) => scores.flatMap((s) => s.misses.map((m) => `${s.report}: ${m}`));

describe('the real pipeline reads the corpus', () => {
  it('as text PDFs: ≥ 95 % of rows right over every layout, none below 80 %', { timeout: 30_000 }, async () => {
    const scores = await measureAll('text-pdf');
    const [total] = totals(scores);
    expect(total!.share, misses(scores).join('\n')).toBeGreaterThanOrEqual(0.95);
    for (const s of scores) expect(s.share, `${s.report}\n${s.misses.join('\n')}`).toBeGreaterThanOrEqual(0.8);
  });

  it('as phone photos (tilted, blurred, unevenly lit, sideways): ≥ 85 % of rows right', { timeout: 90_000 }, async () => {
    const scores = await measureAll('photo', photographed);
    const [total] = totals(scores);
    expect(total!.share, misses(scores).join('\n')).toBeGreaterThanOrEqual(0.85);
  });
});
