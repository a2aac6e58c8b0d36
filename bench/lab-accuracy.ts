/**
 * Lab-report reading accuracy (W2-F), in-process: every report of the labs corpus drawn for real —
 * a text PDF (pdfkit), a 300-DPI scan PNG and a phone photo (3° tilt, blur, uneven light, EXIF
 * sideways) — read by the app's document reader (pdf.js text layer / sharp + tesseract OCR) and
 * parsed by `@thrivewell/labs`, scored row by row against the corpus's expected rows. Prints one
 * line per report and form (rows right / expected, extras, share) and the total per form.
 *
 *   npx tsx bench/lab-accuracy.ts [--forms text-pdf,scan,photo] [--only <name part>] [--misses]
 */
import { corpus } from '@thrivewell/labs/test-reports/index';
import { createDocumentReader } from '../apps/server/src/providers/documents/reader';
import { measureReport, totals, type FormScore } from '../apps/server/test/lab-accuracy/measure';
import type { ReportForm } from '../apps/server/test/lab-accuracy/render-report';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const forms = (arg('forms') ?? 'text-pdf,scan,photo').split(',') as ReportForm[];
const only = arg('only')?.toLowerCase();
const showMisses = process.argv.includes('--misses');
const reports = corpus.filter((r) => !only || r.name.toLowerCase().includes(only));

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const reader = createDocumentReader();
const scores: FormScore[] = [];
console.log(`${'layout'.padEnd(64)} ${'form'.padEnd(8)} ${'right/exp'.padStart(9)} ${'extra'.padStart(5)} ${'share'.padStart(8)} ${'s'.padStart(5)}`);
try {
  for (const report of reports) {
    for (const form of forms) {
      const s = await measureReport(reader, report, form);
      scores.push(s);
      console.log(`${report.name.slice(0, 64).padEnd(64)} ${form.padEnd(8)} ${`${s.right}/${s.expected}`.padStart(9)} ${String(s.extra).padStart(5)} ${pct(s.share).padStart(8)} ${(s.ms / 1000).toFixed(1).padStart(5)}`);
      if (showMisses) for (const m of s.misses) console.log(`    ${m}`);
    }
  }
} finally {
  await reader.close();
}
console.log('');
for (const t of totals(scores)) console.log(`total ${t.form.padEnd(8)} ${t.right}/${t.expected} right, ${t.extra} extra: ${pct(t.share)}`);
