import { describe, expect, it } from 'vitest';
import { checkTrackingFile, importMaxFileBytes, trackingImportErrors } from './tracking-import-api';

const file = (name: string, size: number, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkTrackingFile', () => {
  it('names the first problem before anything is sent', () => {
    expect(checkTrackingFile(null)).toBe(trackingImportErrors.noFile);
    expect(checkTrackingFile(file('daylio_export.json', 10))).toBe(trackingImportErrors.wrongType);
    expect(checkTrackingFile(file('export.csv', 0))).toBe(trackingImportErrors.empty);
    expect(checkTrackingFile(file('export.csv', importMaxFileBytes + 1))).toBe(trackingImportErrors.tooBig);
  });

  it('accepts a .csv (any case) or a text/csv file up to 5 MB', () => {
    expect(checkTrackingFile(file('daylio_export_2026_11_27.CSV', 5_000))).toBeNull();
    expect(checkTrackingFile(file('Bearable export', importMaxFileBytes, 'text/csv'))).toBeNull();
  });
});
