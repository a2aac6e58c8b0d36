import { describe, expect, it } from 'vitest';
import { scanCell } from './scan-cell';

const kinds = (text: string) => scanCell(text).map((p) => p.kind);

describe('scanCell', () => {
  it('reads one thing per cell', () => {
    expect(scanCell('5.4')).toEqual([{ kind: 'number', raw: '5.4' }]);
    expect(scanCell('H')).toEqual([{ kind: 'flag', flag: 'high' }]);
    expect(scanCell('mmol/L')).toEqual([{ kind: 'unit', unit: 'mmol/L', raw: 'mmol/L' }]);
    expect(scanCell('3.5 - 5.1')).toEqual([{ kind: 'between', raw: '3.5 - 5.1' }]);
    expect(scanCell('Not detected')).toEqual([{ kind: 'text', text: 'Not detected' }]);
  });

  it('splits cells run together by the reader', () => {
    expect(kinds('5.4 H mmol/L 3.5-5.1')).toEqual(['number', 'flag', 'unit', 'between']);
    expect(kinds('14,2 g/dl')).toEqual(['number', 'unit']);
    expect(kinds('5.4H')).toEqual(['number', 'flag']);
    expect(kinds('14.2g/dL')).toEqual(['number', 'unit']);
    expect(kinds('*7.9')).toEqual(['flag', 'number']);
    expect(kinds('11,4 ↑')).toEqual(['number', 'flag']);
  });

  it('keeps comparisons whole, in every spelling', () => {
    for (const text of ['<0.5', '< 0.5', '> OR = 60', '>OR=60', '< = 150', '≥ 40', '(<42)']) {
      const [p] = scanCell(text);
      expect(p?.kind, text).toBe('compare');
    }
    expect(scanCell('> OR = 60')[0]).toMatchObject({ op: '>', number: '60' });
    expect(scanCell('< = 150')[0]).toMatchObject({ op: '<', number: '150' });
  });

  it('marks what it cannot read', () => {
    expect(kinds('Not Estab.')).toEqual(['unknown', 'unknown']);
  });
});

describe('a flag run into its unit', () => {
  it('splits "Lg/dL" and "HfL" into the flag and the unit, and leaves real units whole', () => {
    expect(scanCell('10.9 Lg/dL')).toEqual([{ kind: 'number', raw: '10.9' }, { kind: 'flag', flag: 'low' }, { kind: 'unit', unit: 'g/dL', raw: 'g/dL' }]);
    expect(scanCell('HfL')).toEqual([{ kind: 'flag', flag: 'high' }, { kind: 'unit', unit: 'fL', raw: 'fL' }]);
    expect(scanCell('L/L')).toEqual([{ kind: 'unit', unit: 'L/L', raw: 'L/L' }]);
  });
});
