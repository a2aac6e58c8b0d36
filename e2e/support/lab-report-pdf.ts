/**
 * A small one-page lab report as a real PDF with a text layer (Helvetica, each cell placed at its
 * column like a lab's layout), written byte by byte so the e2e needs no PDF library and no file
 * on disk. The xref table's offsets are computed, so any PDF reader opens it without repair.
 */
export interface LabPdfRow {
  name: string;
  result: string;
  flag?: string;
  unit: string;
  range: string;
}

const columns = { name: 56, result: 250, flag: 310, unit: 340, range: 430 } as const;
const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function text(x: number, y: number, s: string, size = 10): string {
  return `BT /F1 ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escape(s)}) Tj ET`;
}

export function labReportPdf(opts: { lab: string; collected: string; rows: LabPdfRow[] }): Buffer {
  const lines = [text(56, 740, opts.lab, 14), text(56, 716, `Patient: Sam Rivers    Collected: ${opts.collected}`)];
  let y = 680;
  lines.push(text(columns.name, y, 'Test'), text(columns.result, y, 'Result'), text(columns.flag, y, 'Flag'), text(columns.unit, y, 'Units'), text(columns.range, y, 'Reference Range'));
  for (const row of opts.rows) {
    y -= 20;
    lines.push(text(columns.name, y, row.name), text(columns.result, y, row.result), text(columns.unit, y, row.unit), text(columns.range, y, row.range));
    if (row.flag) lines.push(text(columns.flag, y, row.flag));
  }
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
