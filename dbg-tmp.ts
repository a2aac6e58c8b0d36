import { corpus } from '@thrivewell/labs/test-reports/index';
import { groupLines } from '@thrivewell/labs/lines';
import { createDocumentReader } from './apps/server/src/providers/documents/reader';
import { readReport } from './apps/server/test/lab-accuracy/measure';
const reader = createDocumentReader();
const r = corpus.find((c) => c.name.includes(process.argv[2]!))!;
const pages = await readReport(reader, r, process.argv[3] as 'photo');
for (const p of pages) for (const l of groupLines(p.items)) console.log(l.cells.map((c) => c.text).join(' | '));
await reader.close();
