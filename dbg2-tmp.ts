import { corpus } from '@thrivewell/labs/test-reports/index';
import { createDocumentReader } from './apps/server/src/providers/documents/reader';
import { readReport } from './apps/server/test/lab-accuracy/measure';
const reader = createDocumentReader();
const r = corpus.find((c) => c.name.includes(process.argv[2]!))!;
const pages = await readReport(reader, r, process.argv[3] as 'photo');
for (const p of pages) for (const i of p.items) console.log(i.text, i.x.toFixed(3), i.y.toFixed(3), i.w.toFixed(3), i.h.toFixed(3), i.confidence.toFixed(2));
await reader.close();
