/**
 * The evaluation corpus: each test report is parsed and compared row by row with what a person
 * reads off it. Prints the share of rows read right per layout; clean layouts must reach 95 %,
 * noisy ones (scans, phone photos, OCR-garbled names) 85 %.
 */
import { describe, expect, it } from 'vitest';
import { parseLabReport } from '../parse-report';
import { corpus } from './index';
import { scoreReport } from './score';

describe('lab report corpus', () => {
  const summary: string[] = [];
  for (const report of corpus) {
    it(`${report.name}: rows read right`, () => {
      const { rows, collectedOn } = parseLabReport(report.pages, report.ctx);
      const s = scoreReport(rows, report.expected);
      summary.push(`${(s.share * 100).toFixed(1).padStart(5)}%  ${s.right}/${s.expected} (+${s.extra} extra)  ${report.noisy ? 'noisy' : 'clean'}  ${report.name}`);
      // eslint-disable-next-line no-console -- what was misread, for whoever tunes the parser
      if (s.misses.length) console.log(`${report.name}\n  ${s.misses.join('\n  ')}`);
      expect(s.share).toBeGreaterThanOrEqual(report.noisy ? 0.85 : 0.95);
      expect(collectedOn).toBe(report.collectedOn);
    });
  }
  it('prints the share per layout', () => {
    // eslint-disable-next-line no-console -- the measured figures, for the report
    console.log(`Rows read right per layout:\n${summary.join('\n')}`);
    expect(summary.length).toBe(corpus.length);
  });
});
